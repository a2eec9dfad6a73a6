import type { ReleaseLine } from '@node-downloads/release-core';
import { EOL_PATH } from '../links';
import { newestReleases, releasesFeed } from '../api/feeds';
import { apiLines, type LinesSource } from '../api/lines-api';
import {
  API_LINES_PATH,
  API_RELEASES_PATH,
  API_SCHEMA_PATH,
  apiLinePath,
  FEED_LIMIT,
  RELEASES_FEED_PATH,
  VULNERABILITIES_FEED_PATH,
} from '../api/paths';
import { type ApiLine, type ApiSource, apiLine } from '../api/releases-api';
import { Message, type MessageId, useI18n } from '../i18n/react';

export type ApiPageProps = {
  site: ApiSource & LinesSource & { ltsRelease: ReleaseLine };
  /** The build's absolute origin, used in the feed example and the commands. */
  origin: string;
};

/**
 * The LTS line as the API gives it, cut to one release (its newest with published checksums, so
 * the example shows them) with two of its files.
 */
function exampleLine(site: ApiPageProps['site']): ApiLine {
  const line = apiLine(site.ltsRelease, site);
  const release = line.releases.find((candidate) => candidate.files.some((file) => file.sha256 !== null)) ?? line.releases[0]!;
  const files = release.files.filter((file) => file.os === 'LINUX' && file.platform === 'x64' && file.kind === 'binary').slice(0, 2);
  return { ...line, releases: [{ ...release, files }], vulnerabilities: line.vulnerabilities.slice(0, 1) };
}

/** The newest release's feed entry, as the feed writes it. */
function exampleEntry(site: ApiPageProps['site'], origin: string): string {
  const newest = newestReleases(site.releases, 1);
  const xml = releasesFeed({ releases: newest.map(({ release }) => ({ ...release, minorVersions: [newest[0]!.minor] })) }, origin);
  return xml.slice(xml.indexOf('  <entry>'), xml.indexOf('</entry>') + '</entry>'.length);
}

function Code({ children }: { children: string }) {
  return (
    <pre className="api-example">
      <code>{children}</code>
    </pre>
  );
}

/** Field names (code, as the JSON has them) and the ids of the messages saying what each means. */
function Fields({ fields }: { fields: readonly (readonly [string, MessageId])[] }) {
  const { rich } = useI18n();
  return (
    <dl className="facts api-fields">
      {fields.map(([name, meaning]) => (
        <div key={name} className="api-field">
          <dt>
            <code>{name}</code>
          </dt>
          <dd>{rich(meaning, FIELD_VALUES)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Names in the field descriptions that stay as the files spell them. */
const FIELD_VALUES = { folder: 'latest-v{major}.x' };

/** Documents the JSON API and the Atom feeds, with examples taken from the data. Ships no script. */
export function ApiPage({ site, origin }: ApiPageProps) {
  const { t, rich, path, date } = useI18n();
  const line = exampleLine(site);
  const lineFile = apiLinePath(site.ltsRelease.line);
  // The LTS line's lifecycle, as /api/lines.json gives it.
  const lifecycle = apiLines(site, origin).lines.find((entry) => entry.line === site.ltsRelease.line)!;
  return (
    <article className="stack">
      <header>
        <h1>{t('api.heading')}</h1>
        <p className="lead">
          <Message
            id="api.lead"
            values={{ dataDay: date(site.snapshotDate), statusDay: date(site.nowDay) }}
            components={{ 0: <time dateTime={site.snapshotDate} />, 1: <time dateTime={site.nowDay} /> }}
          />
        </p>
      </header>

      <section aria-labelledby="endpoints-heading">
        <h2 id="endpoints-heading">{t('api.endpoints')}</h2>
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('api.endpointsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('api.column.address')}</th>
                <th scope="col">{t('api.column.format')}</th>
                <th scope="col">{t('api.column.contents')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <a href={API_RELEASES_PATH}>{API_RELEASES_PATH}</a>
                </td>
                <td>JSON</td>
                <td>{t('api.endpoint.releases')}</td>
              </tr>
              <tr>
                <td>
                  <a href={lineFile}>/api/v{'{major}'}.json</a>
                </td>
                <td>JSON</td>
                <td>{rich('api.endpoint.line', { file: 'releases.json' })}</td>
              </tr>
              <tr>
                <td>
                  <a href={API_LINES_PATH}>{API_LINES_PATH}</a>
                </td>
                <td>JSON</td>
                <td>{t('api.endpoint.lines')}</td>
              </tr>
              <tr>
                <td>
                  <a href={API_SCHEMA_PATH}>{API_SCHEMA_PATH}</a>
                </td>
                <td>JSON Schema (draft 2020-12)</td>
                <td>{t('api.endpoint.schema')}</td>
              </tr>
              <tr>
                <td>
                  <a href={RELEASES_FEED_PATH}>{RELEASES_FEED_PATH}</a>
                </td>
                <td>Atom</td>
                <td>{t('api.endpoint.releasesFeed', { count: FEED_LIMIT })}</td>
              </tr>
              <tr>
                <td>
                  <a href={VULNERABILITIES_FEED_PATH}>{VULNERABILITIES_FEED_PATH}</a>
                </td>
                <td>Atom</td>
                <td>{t('api.endpoint.advisoriesFeed', { count: FEED_LIMIT })}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>{t('api.updates')}</p>
      </section>

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
          {site.releases.map((release) => (
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

      <section aria-labelledby="feeds-heading">
        <h2 id="feeds-heading">{t('api.feedsHeading')}</h2>
        <p>
          <Message
            id="api.releasesFeed"
            values={{ count: FEED_LIMIT }}
            // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
            components={{ 0: <a href={RELEASES_FEED_PATH} /> }}
          />
        </p>
        <p>
          <Message
            id="api.advisoriesFeed"
            values={{ count: FEED_LIMIT }}
            // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
            components={{ 0: <a href={VULNERABILITIES_FEED_PATH} />, 1: <a href={path(EOL_PATH)} /> }}
          />
        </p>
        <Code>{exampleEntry(site, origin)}</Code>
      </section>
    </article>
  );
}
