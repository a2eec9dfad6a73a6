/**
 * Every non-page file the build writes from the site data: the JSON API, its schema, the feeds,
 * and the files the pages' scripts load.
 */
import { formatAdvisories } from '@node-downloads/ui/advisory-markdown';
import { apiLines, type LinesSource } from './lines-api';
import { apiReleases, type ApiSource } from './releases-api';
import { linesCalendar, lineCalendars } from './calendars';
import { releasesFeed, type FeedSource, vulnerabilitiesFeed } from './feeds';
import { lineFeed, type LineFeedSource, lineSecurityFeed } from './line-feeds';
import { siteOrigin } from './origin';
import {
  API_LINES_PATH,
  API_RELEASES_PATH,
  API_SCHEMA_PATH,
  apiLinePath,
  CALENDAR_PATH,
  lineFeedPath,
  lineSecurityFeedPath,
  RELEASES_FEED_PATH,
  VULNERABILITIES_FEED_PATH,
} from './paths';
import { apiSchema } from './schema';
import { toLineAudits } from '../download/download-data';
import { lastReleaseCount, lineAdvisoriesFile } from '../about/line-advisories';
import { latestChannels, latestVersionFiles } from '../latest/latest-channels';
import { lineVulnerabilities } from '../about/line-data';
import { lineAdvisoriesPath, lineAuditsPath } from '../links';
import type { Site } from '../site-data';

/** A file of the built site: its route and its text. */
export type DataFile = {
  path: string;
  /** File under the output folder. */
  file: string;
  content: string;
};

function json(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}

function fileOf(path: string): string {
  return path.slice(1);
}

/**
 * The API files (releases, one file per line, the lines' lifecycle), the schema, the feeds (all
 * releases, all advisories, and each line's releases and security releases), the calendars, the
 * download page's file of known vulnerabilities per line, and the end-of-life dialog's file of
 * advisories per line (their Markdown formatted here, so no browser parses it), and the version of
 * each channel of the version-free addresses (`/download/latest/lts.txt`). `origin` (such as `https://nodejs.org`) makes the
 * feeds' ids and links absolute; the default is the build's SITE_ORIGIN setting.
 */
export function listDataFiles(
  site: ApiSource & FeedSource & LinesSource & LineFeedSource & Pick<Site, 'audit' | 'snapshotDate' | 'ltsRelease' | 'currentRelease' | 'shasums'>,
  { origin = siteOrigin() }: { origin?: string } = {}): DataFile[] {
  const releases = apiReleases(site, origin);
  const files: { path: string; content: string }[] = [
    { path: API_RELEASES_PATH, content: json(releases) },
    ...releases.lines.map((line) => ({ path: apiLinePath(line.line), content: json(line) })),
    { path: API_LINES_PATH, content: json(apiLines(site, origin)) },
    { path: API_SCHEMA_PATH, content: `${JSON.stringify(apiSchema(origin), null, 2)}\n` },
    { path: RELEASES_FEED_PATH, content: releasesFeed(site, origin) },
    { path: VULNERABILITIES_FEED_PATH, content: vulnerabilitiesFeed(site, origin) },
    ...site.releases.flatMap((release) => [
      { path: lineFeedPath(release.line), content: lineFeed(release, site, origin) },
      { path: lineSecurityFeedPath(release.line), content: lineSecurityFeed(release, site, origin) },
    ]),
    { path: CALENDAR_PATH, content: linesCalendar(site, origin) },
    ...lineCalendars(site, origin),
    ...site.releases.map((release) => ({ path: lineAuditsPath(release.line), content: json(toLineAudits(release, site.audit, site.snapshotDate)) })),
    ...releases.lines.map((line) => ({
      path: lineAdvisoriesPath(line.line),
      content: json(lineAdvisoriesFile(line.line, formatAdvisories(lineVulnerabilities(line)), lastReleaseCount(line.releases, site.audit))),
    })),
    ...latestVersionFiles(latestChannels(site)),
  ];
  return files.map(({ path, content }) => ({ path, file: fileOf(path), content }));
}
