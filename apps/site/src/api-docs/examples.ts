import type { ReleaseLine } from '@node-downloads/release-core';
import { lineCalendars } from '../api/calendars';
import { newestReleases, releasesFeed } from '../api/feeds';
import type { LinesSource } from '../api/lines-api';
import { type ApiLine, type ApiSource, apiLine } from '../api/releases-api';

/** What the API page documents from: the API's sources and the LTS line its examples show. */
export type ApiDocsSource = ApiSource & LinesSource & { ltsRelease: ReleaseLine };

/**
 * The LTS line as the API gives it, cut to one release (its newest with published checksums, so
 * the example shows them) with two of its files.
 */
export function exampleLine(site: ApiDocsSource): ApiLine {
  const line = apiLine(site.ltsRelease, site);
  const release = line.releases.find((candidate) => candidate.files.some((file) => file.sha256 !== null)) ?? line.releases[0]!;
  const files = release.files.filter((file) => file.os === 'LINUX' && file.platform === 'x64' && file.kind === 'binary').slice(0, 2);
  return { ...line, releases: [{ ...release, files }], vulnerabilities: line.vulnerabilities.slice(0, 1) };
}

/** The newest release's feed entry, as the feed writes it. */
export function exampleEntry(site: ApiDocsSource, origin: string): string {
  const newest = newestReleases(site.releases, 1);
  const xml = releasesFeed({ releases: newest.map(({ release }) => ({ ...release, minorVersions: [newest[0]!.minor] })) }, origin);
  return xml.slice(xml.indexOf('  <entry>'), xml.indexOf('</entry>') + '</entry>'.length);
}

/** The LTS line's end-of-life event as its calendar writes it (line breaks shown as plain newlines). */
export function endOfLifeEvent(site: ApiDocsSource, origin: string): string {
  const line = site.ltsRelease.line;
  const calendar = lineCalendars({ schedule: { [line]: site.schedule[line]! }, snapshotDate: site.snapshotDate }, origin)[0]!.content;
  const start = calendar.indexOf(`BEGIN:VEVENT\r\nUID:node-${line}-end-of-life@`);
  return calendar.slice(start, calendar.indexOf('END:VEVENT', start) + 'END:VEVENT'.length).replaceAll('\r\n', '\n');
}
