/**
 * The Atom feeds of one release line: `/feed/v{major}.xml` (the line's newest releases, each with
 * the SHA-256 of its files where the data has them) and `/feed/v{major}-security.xml` (only the
 * releases that fix a vulnerability, each naming the advisories it fixes, by release-core's
 * auditor `fixedBy`).
 */
import {
  type LineRelease,
  type ReleaseLine,
  type ReleaseVulnerability,
  releaseArtifacts,
  type Shasums,
} from '@node-downloads/release-core';
import { archivePath, blogPath, EOL_PATH } from '../links';
import { type AtomEntry, atomDate, atomFeed } from './atom';
import { ATOM_TYPE, AUTHOR, newestReleases, releaseEntry } from './feeds';
import { API_DOCS_PATH, FEED_LIMIT, lineFeedPath, lineSecurityFeedPath } from './paths';

/** What the line feeds are built from. */
export type LineFeedSource = {
  releases: readonly ReleaseLine[];
  shasums: Shasums;
  /** The advisories a release is the first of its line to fix (release-core's auditor `fixedBy`). */
  fixedBy: (version: string) => readonly ReleaseVulnerability[];
  snapshotDate: string;
};

/**
 * The release's files with their published SHA-256, one per line as in `SHASUMS256.txt`
 * (`<digest>  <file>`); undefined when the data has no checksums for the release.
 */
export function checksumsText(minor: LineRelease, shasums: Shasums): string | undefined {
  const lines = releaseArtifacts(minor, { shasums })
    .filter((artifact) => artifact.sha256 !== undefined)
    .map((artifact) => `${artifact.sha256}  ${artifact.fileName}`);
  return lines.length > 0 ? `SHA-256 of the published files:\n${lines.join('\n')}` : undefined;
}

function lineTitle(release: ReleaseLine): string {
  return `Node.js ${release.line}${release.codename ? ` (${release.codename})` : ''}`;
}

/** The page of the line a reader opens from the feed: its newest release's archive page, which lists the line. */
function linePage(release: ReleaseLine, origin: string): string {
  return `${origin}${archivePath(release.versionWithPrefix)}`;
}

/** `/feed/v{major}.xml`. */
export function lineFeed(release: ReleaseLine, source: LineFeedSource, origin: string): string {
  const entries = newestReleases([release]).map(({ minor }) => {
    const entry = releaseEntry(release, minor, origin);
    return { ...entry, content: checksumsText(minor, source.shasums) };
  });
  return lineAtomFeed(release, source, origin, {
    path: lineFeedPath(release.line),
    title: `${lineTitle(release)} releases`,
    subtitle: `The ${FEED_LIMIT} newest releases of the Node.js ${release.line} line, each with the SHA-256 of its files.`,
    entries,
  });
}

/** A line's feed around its entries: its own address as id, the line's page, the API page, dated by its newest entry (or the data's day when it has none). */
function lineAtomFeed(
  release: ReleaseLine,
  source: Pick<LineFeedSource, 'snapshotDate'>,
  origin: string,
  feed: { path: string; title: string; subtitle: string; entries: AtomEntry[] },
): string {
  const self = `${origin}${feed.path}`;
  return atomFeed({
    id: self,
    title: feed.title,
    subtitle: feed.subtitle,
    updated: feed.entries[0]?.updated ?? atomDate(source.snapshotDate),
    links: [
      { rel: 'self', type: ATOM_TYPE, href: self },
      { rel: 'alternate', type: 'text/html', href: linePage(release, origin) },
      { rel: 'related', type: 'text/html', href: `${origin}${API_DOCS_PATH}`, title: 'About this feed' },
    ],
    author: { ...AUTHOR, uri: origin },
    entries: feed.entries,
  });
}

function advisoryName(vulnerability: ReleaseVulnerability): string {
  return vulnerability.cve.length > 0 ? vulnerability.cve.join(', ') : `NSWG-COR-${vulnerability.id}`;
}

function fixEntry(release: ReleaseLine, minor: LineRelease, fixed: readonly ReleaseVulnerability[], origin: string): AtomEntry {
  const host = new URL(origin).hostname;
  const count = `${fixed.length} ${fixed.length === 1 ? 'vulnerability' : 'vulnerabilities'}`;
  const listed = fixed.map((vulnerability) => {
    const what = vulnerability.description?.trim();
    return `${advisoryName(vulnerability)} (NSWG-COR-${vulnerability.id}, ${vulnerability.severity})${what ? `: ${what}` : ''}`;
  });
  return {
    id: `tag:${host},${minor.date.slice(0, 4)}:security-fix-${minor.versionWithPrefix}`,
    title: `Node.js ${minor.versionWithPrefix} fixes ${count}`,
    updated: atomDate(minor.date),
    published: atomDate(minor.date),
    links: [
      { rel: 'alternate', type: 'text/html', href: `${origin}${blogPath(minor.version)}` },
      { rel: 'related', type: 'text/html', href: `${origin}${archivePath(minor.version)}`, title: 'All files' },
      { rel: 'related', type: 'text/html', href: `${origin}${EOL_PATH}`, title: 'End-of-life versions' },
    ],
    categories: [{ term: release.line }, { term: 'security' }, ...[...new Set(fixed.map((vulnerability) => vulnerability.severity))].map((term) => ({ term, label: `Severity ${term}` }))],
    summary: `Node.js ${minor.versionWithPrefix}, released ${minor.date}, is the first ${release.line} release with the fix of ${fixed.map(advisoryName).join('; ')}.`,
    content: `Fixes ${count}:\n${listed.join('\n')}`,
  };
}

/** `/feed/v{major}-security.xml`: no entries for a line none of whose releases fixed a known advisory. */
export function lineSecurityFeed(release: ReleaseLine, source: LineFeedSource, origin: string): string {
  const entries = newestReleases([release], Number.POSITIVE_INFINITY)
    .map(({ minor }) => ({ minor, fixed: source.fixedBy(minor.version) }))
    .filter(({ fixed }) => fixed.length > 0)
    .slice(0, FEED_LIMIT)
    .map(({ minor, fixed }) => fixEntry(release, minor, fixed, origin));
  return lineAtomFeed(release, source, origin, {
    path: lineSecurityFeedPath(release.line),
    title: `${lineTitle(release)} security releases`,
    subtitle: `The ${FEED_LIMIT} newest releases of the Node.js ${release.line} line that fix a vulnerability, each with the advisories it fixes.`,
    entries,
  });
}
