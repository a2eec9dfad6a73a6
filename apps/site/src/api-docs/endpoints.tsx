import {
  API_LINES_PATH,
  API_RELEASES_PATH,
  API_SCHEMA_PATH,
  CALENDAR_PATH,
  FEED_LIMIT,
  lineCalendarPath,
  lineFeedPath,
  lineSecurityFeedPath,
  RELEASES_FEED_PATH,
  VULNERABILITIES_FEED_PATH,
} from '../api/paths';
import { useI18n } from '../i18n/react';

/**
 * The table of the API's files, feeds and calendars; `lineFile` is the example line's file the
 * `/api/v{major}.json` row links to, `line` the line whose feeds and calendar the per-line rows link.
 */
export function EndpointsSection({ lineFile, line }: { lineFile: string; line: string }) {
  const { t, rich } = useI18n();
  return (
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
          <tr>
            <td>
              <a href={lineFeedPath(line)}>/feed/v{'{major}'}.xml</a>
            </td>
            <td>Atom</td>
            <td>{t('api.endpoint.lineFeed', { count: FEED_LIMIT })}</td>
          </tr>
          <tr>
            <td>
              <a href={lineSecurityFeedPath(line)}>/feed/v{'{major}'}-security.xml</a>
            </td>
            <td>Atom</td>
            <td>{t('api.endpoint.lineSecurityFeed')}</td>
          </tr>
          <tr>
            <td>
              <a href={CALENDAR_PATH}>{CALENDAR_PATH}</a>
            </td>
            <td>iCalendar</td>
            <td>{t('api.endpoint.calendar')}</td>
          </tr>
          <tr>
            <td>
              <a href={lineCalendarPath(line)}>/feed/v{'{major}'}.ics</a>
            </td>
            <td>iCalendar</td>
            <td>{t('api.endpoint.lineCalendar')}</td>
          </tr>
        </tbody>
      </table>
    </div>
    <p>{t('api.updates')}</p>
  </section>
  );
}
