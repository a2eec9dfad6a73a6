import type { ReleaseLine } from '@node-downloads/release-core';
import type { ApiLifecycleLine } from '../api/lines-api';
import { API_LINES_PATH, API_SCHEMA_PATH, apiLinePath } from '../api/paths';
import type { ApiLine } from '../api/releases-api';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { Code, Fields } from './parts';

/** `/api/v{major}.json`: one line per file, the example line's `latest`, and a link to every line's file. */
export function LineFileSection({
  line,
  lineFile,
  origin,
  releases,
}: {
  line: ApiLine;
  lineFile: string;
  origin: string;
  releases: readonly Pick<ReleaseLine, 'line'>[];
}) {
  const { t, rich } = useI18n();
  return (
  <section aria-labelledby="line-heading">
    <h2 id="line-heading">{rich('api.lineHeading', { file: 'v{major}.json' })}</h2>
    <p>
      <Message
        id="api.lineIntro"
        values={{ lines: 'lines', example: '/api/v22.json', legacy: '/api/v0.12.json' }}
        components={{ 0: <code />, 1: <code />, 2: <code /> }}
      />
    </p>
    <Code>{`curl -s ${origin}${lineFile} | jq '.latest'\n\n${JSON.stringify(line.latest, null, 2)}`}</Code>
    <ul className="link-list" aria-label={t('api.lineFilesLabel')}>
      {releases.map((release) => (
        <li key={release.line}>
          <a href={apiLinePath(release.line)}>{release.line}</a>
        </li>
      ))}
    </ul>
    <p>
      <Message
        id="api.validate"
        values={{ file: 'releases.json', pointer: '#/$defs/line' }}
        // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
        components={{ 0: <a href={API_SCHEMA_PATH} />, 1: <code /> }}
      />
    </p>
  </section>
  );
}

/** `/api/lines.json`: every line's lifecycle, with the example line's and the fields of a lifecycle. */
export function LinesFileSection({ lifecycle, origin }: { lifecycle: ApiLifecycleLine; origin: string }) {
  const { t, rich } = useI18n();
  return (
  <section aria-labelledby="lines-heading">
    <h2 id="lines-heading">{rich('api.linesHeading', { file: 'lines.json' })}</h2>
    <p>
      <Message
        id="api.linesIntro"
        values={{ generatedAt: 'generatedAt', statusesAsOf: 'statusesAsOf', lines: 'lines', line: lifecycle.line }}
        components={{ 0: <code />, 1: <code />, 2: <code /> }}
      />
    </p>
    <Code>{`curl -s ${origin}${API_LINES_PATH} | jq '.lines[] | select(.line == "${lifecycle.line}")'\n\n${JSON.stringify(lifecycle, null, 2)}`}</Code>
    <h3>{t('api.lifecycleFields')}</h3>
    <Fields
      fields={[
        ['status', 'api.field.lifecycle.status'],
        ['alpha', 'api.field.lifecycle.alpha'],
        ['schedule', 'api.field.lifecycle.schedule'],
        ['lts, endOfLife, maintained', 'api.field.lifecycle.flags'],
        ['latest', 'api.field.lifecycle.latest'],
      ]}
    />
    <p>
      <Message
        id="api.validateLines"
        values={{ pointer: '#/$defs/lines' }}
        // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
        components={{ 0: <code />, 1: <a href={API_SCHEMA_PATH} /> }}
      />
    </p>
  </section>
  );
}
