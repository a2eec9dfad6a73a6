import { API_RELEASES_PATH } from '../api/paths';
import type { ApiLine } from '../api/releases-api';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { Code, Fields } from './parts';

/** `/api/releases.json`: what it holds, an example line, and the fields of a line, a release and a file. */
export function ReleasesFileSection({ line, origin }: { line: ApiLine; origin: string }) {
  const { t, rich } = useI18n();
  return (
  <section aria-labelledby="releases-heading">
    <h2 id="releases-heading">{rich('api.releasesHeading', { file: 'releases.json' })}</h2>
    <p>
      <Message
        id="api.releasesIntro"
        values={{ statusesAsOf: 'statusesAsOf', dataAsOf: 'dataAsOf', lines: 'lines', line: line.line }}
        components={{ 0: <code />, 1: <code />, 2: <code /> }}
      />
    </p>
    <Code>{`curl -s ${origin}${API_RELEASES_PATH} | jq '.lines[] | select(.line == "${line.line}")'\n\n${JSON.stringify(line, null, 2)}`}</Code>
    <h3>{t('api.lineFields')}</h3>
    <Fields
      fields={[
        ['line', 'api.field.line.line'],
        ['major', 'api.field.line.major'],
        ['codename', 'api.field.line.codename'],
        ['status', 'api.field.line.status'],
        ['lts', 'api.field.line.lts'],
        ['schedule', 'api.field.line.schedule'],
        ['firstReleased', 'api.field.line.firstReleased'],
        ['latest', 'api.field.line.latest'],
        ['latestFolder', 'api.field.line.latestFolder'],
        ['releases', 'api.field.line.releases'],
        ['vulnerabilities', 'api.field.line.vulnerabilities'],
      ]}
    />
    <h3>{t('api.releaseFields')}</h3>
    <Fields
      fields={[
        ['version', 'api.field.release.version'],
        ['date', 'api.field.release.date'],
        ['npm, v8, modules', 'api.field.release.versions'],
        ['lts', 'api.field.release.lts'],
        ['security', 'api.field.release.security'],
        ['docs, changelog', 'api.field.release.docs'],
        ['page', 'api.field.release.page'],
        ['files', 'api.field.release.files'],
        ['vulnerabilities, vulnerabilitiesBySystem', 'api.field.release.vulnerabilities'],
      ]}
    />
    <h3>{t('api.fileFields')}</h3>
    <Fields
      fields={[
        ['name', 'api.field.file.name'],
        ['kind', 'api.field.file.kind'],
        ['os', 'api.field.file.os'],
        ['platform', 'api.field.file.platform'],
        ['arch', 'api.field.file.arch'],
        ['format', 'api.field.file.format'],
        ['url', 'api.field.file.url'],
        ['sha256', 'api.field.file.sha256'],
        ['derived', 'api.field.file.derived'],
      ]}
    />
  </section>
  );
}
