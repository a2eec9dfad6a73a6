/**
 * The Atom feeds: `/feed/releases.xml` (the newest releases) and `/feed/vulnerabilities.xml` (the
 * newest security advisories), each holding the newest {@link FEED_LIMIT} entries.
 */
import {
  type AdvisoryRecord,
  advisoryDates,
  cveUrl,
  type LineRelease,
  type ReleaseLine,
  toSemVer,
  toVulnerability,
} from '@node-downloads/release-core';
import { archivePath, blogPath, EOL_PATH, PREVIOUS_RELEASES_PATH } from '../links';
import { type AtomEntry, atomDate, atomFeed } from './atom';
import { API_DOCS_PATH, FEED_LIMIT, RELEASES_FEED_PATH, VULNERABILITIES_FEED_PATH } from './paths';

export const ATOM_TYPE = 'application/atom+xml';
export const AUTHOR = { name: 'Node.js' } as const;

export type FeedSource = {
  releases: readonly ReleaseLine[];
  advisories: readonly AdvisoryRecord[];
  snapshotDate: string;
};

/** What kind of release a release was when published. */
function releaseKind(minor: LineRelease): string {
  if (minor.lts !== undefined) {
    return `LTS '${minor.lts}'`;
  }
  return toSemVer(minor.version).prerelease.length > 0 ? 'prerelease' : 'Current';
}

/** A release's entry: its id is its release page's address, the same in every feed that lists it. */
export function releaseEntry(release: ReleaseLine, minor: LineRelease, origin: string): AtomEntry {
  const parts = [minor.npm ? `npm ${minor.npm}` : undefined, minor.v8 ? `V8 ${minor.v8}` : undefined].filter(Boolean);
  const line = `${release.line}${release.codename ? ` (${release.codename})` : ''}`;
  const summary = [
    `Node.js ${minor.versionWithPrefix} (${releaseKind(minor)}) of the ${line} line, released ${minor.date}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`,
    minor.security ? 'This is a security release.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: `${origin}${blogPath(minor.version)}`,
    title: `Node.js ${minor.versionWithPrefix} (${releaseKind(minor)})${minor.security ? ', security release' : ''}`,
    updated: atomDate(minor.date),
    published: atomDate(minor.date),
    links: [
      { rel: 'alternate', type: 'text/html', href: `${origin}${blogPath(minor.version)}` },
      { rel: 'related', type: 'text/html', href: `${origin}${archivePath(minor.version)}`, title: 'All files' },
    ],
    categories: [{ term: release.line }, ...(minor.security ? [{ term: 'security' }] : [])],
    summary,
  };
}

/** The newest releases of every line, newest first (by day, then by version). */
export function newestReleases(releases: readonly ReleaseLine[], limit = FEED_LIMIT): { release: ReleaseLine; minor: LineRelease }[] {
  return releases
    .flatMap((release) => release.minorVersions.map((minor) => ({ release, minor, semver: toSemVer(minor.version) })))
    .sort((a, b) => b.minor.date.localeCompare(a.minor.date) || b.semver.compare(a.semver))
    .slice(0, limit)
    .map(({ release, minor }) => ({ release, minor }));
}

/** `/feed/releases.xml`. */
export function releasesFeed(source: Pick<FeedSource, 'releases'>, origin: string): string {
  const entries = newestReleases(source.releases).map(({ release, minor }) => releaseEntry(release, minor, origin));
  return atomFeed({
    id: `${origin}${RELEASES_FEED_PATH}`,
    title: 'Node.js releases',
    subtitle: `The ${FEED_LIMIT} newest Node.js releases of every line.`,
    updated: entries[0]?.updated ?? atomDate('1970-01-01'),
    links: [
      { rel: 'self', type: ATOM_TYPE, href: `${origin}${RELEASES_FEED_PATH}` },
      { rel: 'alternate', type: 'text/html', href: `${origin}${PREVIOUS_RELEASES_PATH}` },
      { rel: 'related', type: 'text/html', href: `${origin}${API_DOCS_PATH}`, title: 'About this feed' },
    ],
    author: { ...AUTHOR, uri: origin },
    entries,
  });
}

/** An advisory as dated for the feed. */
export type DatedAdvisory = { record: AdvisoryRecord; date: string; dateKnown: boolean };

/**
 * Every advisory with its date (release-core's `advisoryDate`: the day of its first fixing
 * release), newest first; an advisory no release of the data fixes yet gets the data's day.
 */
export function datedAdvisories(source: FeedSource): DatedAdvisory[] {
  const dates = advisoryDates(source.advisories, source.releases);
  return source.advisories
    .map((record, index) => ({ record, date: dates[index] ?? source.snapshotDate, dateKnown: dates[index] !== undefined }))
    .sort((a, b) => b.date.localeCompare(a.date) || Number(b.record.id) - Number(a.record.id));
}

function firstParagraph(text: string | undefined): string | undefined {
  const paragraph = text?.trim().split(/\n\s*\n/)[0]?.replace(/\s+/g, ' ').trim();
  return paragraph ? paragraph : undefined;
}

function advisoryEntry({ record, date }: DatedAdvisory, origin: string, host: string): AtomEntry {
  const vulnerability = toVulnerability(record);
  const name = vulnerability.cve.length > 0 ? vulnerability.cve.join(', ') : `NSWG-COR-${vulnerability.id}`;
  const what = vulnerability.description?.trim() || firstParagraph(vulnerability.overview) || 'Security advisory';
  const eolPage = `${origin}${EOL_PATH}`;
  const [firstCve, ...otherCves] = vulnerability.cve;
  const alternate = firstCve ? cveUrl(firstCve) : (vulnerability.url ?? eolPage);
  const related = [
    ...otherCves.map((cve) => ({ href: cveUrl(cve), title: cve })),
    ...(vulnerability.url && vulnerability.url !== alternate ? [{ href: vulnerability.url, title: 'Announcement' }] : []),
    ...(alternate !== eolPage ? [{ href: eolPage, title: 'End-of-life versions' }] : []),
  ];
  const summary = [
    `Severity: ${vulnerability.severity}.`,
    `Affects Node.js ${vulnerability.vulnerable}.`,
    vulnerability.patched ? `Fixed in ${vulnerability.patched}.` : 'No fixed release yet.',
    what.endsWith('.') ? what : `${what}.`,
  ].join(' ');
  return {
    id: `tag:${host},${date.slice(0, 4)}:NSWG-COR-${vulnerability.id}`,
    title: `${name} (${vulnerability.severity}): ${what}`,
    updated: atomDate(date),
    published: atomDate(date),
    links: [{ rel: 'alternate', type: 'text/html', href: alternate }, ...related.map((link) => ({ rel: 'related' as const, type: 'text/html', ...link }))],
    categories: [{ term: vulnerability.severity, label: `Severity ${vulnerability.severity}` }],
    summary,
    content: vulnerability.overview?.trim() || undefined,
  };
}

/** `/feed/vulnerabilities.xml`. */
export function vulnerabilitiesFeed(source: FeedSource, origin: string): string {
  const host = new URL(origin).hostname;
  const entries = datedAdvisories(source)
    .slice(0, FEED_LIMIT)
    .map((advisory) => advisoryEntry(advisory, origin, host));
  return atomFeed({
    id: `${origin}${VULNERABILITIES_FEED_PATH}`,
    title: 'Node.js security advisories',
    subtitle: `The ${FEED_LIMIT} newest security advisories of Node.js, dated by the first release that fixes each.`,
    updated: entries[0]?.updated ?? atomDate(source.snapshotDate),
    links: [
      { rel: 'self', type: ATOM_TYPE, href: `${origin}${VULNERABILITIES_FEED_PATH}` },
      { rel: 'alternate', type: 'text/html', href: `${origin}${EOL_PATH}` },
      { rel: 'related', type: 'text/html', href: `${origin}${API_DOCS_PATH}`, title: 'About this feed' },
    ],
    author: { ...AUTHOR, uri: origin },
    entries,
  });
}
