import { apiLines } from '../api/lines-api';
import { apiLinePath } from '../api/paths';
import { EndpointsSection } from '../api-docs/endpoints';
import { type ApiDocsSource, endOfLifeEvent, exampleEntry, exampleLine } from '../api-docs/examples';
import { FeedsSection } from '../api-docs/feeds';
import { LatestFilesSection } from '../api-docs/latest-files';
import type { LatestChannel } from '../latest/latest-channels';
import { LineFileSection, LinesFileSection } from '../api-docs/line-files';
import { ReleasesFileSection } from '../api-docs/releases-file';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';

export type ApiPageProps = {
  site: ApiDocsSource;
  /** The build's absolute origin, used in the feed example and the commands. */
  origin: string;
  /** The channels of the version-free addresses of the newest files. */
  latest: readonly LatestChannel[];
};

/** Documents the JSON API, the Atom feeds and the addresses of the newest files, with examples taken from the data. Ships no script. */
export function ApiPage({ site, origin, latest }: ApiPageProps) {
  const { t, date } = useI18n();
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

      <EndpointsSection lineFile={lineFile} line={site.ltsRelease.line} />
      <ReleasesFileSection line={line} origin={origin} />
      <LineFileSection line={line} lineFile={lineFile} origin={origin} releases={site.releases} />
      <LinesFileSection lifecycle={lifecycle} origin={origin} />
      <FeedsSection entry={exampleEntry(site, origin)} line={site.ltsRelease.line} calendarEvent={endOfLifeEvent(site, origin)} />
      <LatestFilesSection channels={latest} origin={origin} />
    </article>
  );
}
