/**
 * Questions asked of built release lines: the newest supported LTS line, the Current line, the
 * line the Current download page offers, whether a line is LTS now, and the line or release with a
 * given version.
 */
import { expectArray, expectObject, expectString } from './arguments';
import type { LineRelease, LineReleaseMatch, ReleaseLine } from './types';

/**
 * The newest LTS line that is still supported (Active LTS or Maintenance LTS): the line the
 * default download page offers. `undefined` when no LTS line is supported.
 * @example
 * latestLtsRelease(buildReleases({ index, schedule, now: new Date('2026-11-22') }))?.versionWithPrefix
 * // → 'v26.13.0'
 */
export function latestLtsRelease(releases: readonly ReleaseLine[]): ReleaseLine | undefined {
  expectArray('latestLtsRelease', 'releases', releases);
  return releases.find((release) => isLtsNow(release));
}

/**
 * The line whose status is Current, or `undefined` when none is (true between a new even line
 * becoming LTS and the next line starting, as on 2026-11-22).
 * @example
 * currentRelease(buildReleases({ index, schedule, now: new Date('2026-06-01') }))?.line // → 'v26'
 * currentRelease(buildReleases({ index, schedule, now: new Date('2026-11-22') })) // → undefined
 */
export function currentRelease(releases: readonly ReleaseLine[]): ReleaseLine | undefined {
  expectArray('currentRelease', 'releases', releases);
  return releases.find((release) => release.status === 'Current');
}

/**
 * The line the Current download page (`/download/current`) offers: the Current line; in the
 * months without one (after an even line becomes LTS, before the next line starts), the newest
 * line that has a stable release and is not Pending, so a line with alpha builds only is never
 * offered. `undefined` when no line has a stable release.
 * @example
 * currentPageRelease(buildReleases({ index, schedule, now: new Date('2026-06-15') }))?.line // → 'v26' (Current)
 * currentPageRelease(buildReleases({ index, schedule, now: new Date('2026-11-22') }))?.line // → 'v26' (Active LTS; v27 has alphas only)
 */
export function currentPageRelease(releases: readonly ReleaseLine[]): ReleaseLine | undefined {
  expectArray('currentPageRelease', 'releases', releases);
  return currentRelease(releases) ?? releases.find((release) => release.status !== 'Pending' && release.prereleaseOnly !== true);
}

function withVPrefix(version: string): string {
  return version.startsWith('v') ? version : `v${version}`;
}

/**
 * The line whose newest release is exactly `version` (with or without a leading `v`), as the
 * major archive route `/download/archive/{versionWithPrefix}` names it. `undefined` for any other
 * text: `v22` or an older `v22.1.0` do not match the v22 line.
 * @example
 * findRelease(releases, 'v22.23.2')?.line // → 'v22'
 * findRelease(releases, 'v22') // → undefined
 */
export function findRelease(releases: readonly ReleaseLine[], version: string): ReleaseLine | undefined {
  expectArray('findRelease', 'releases', releases);
  expectString('findRelease', 'version', version);
  const wanted = withVPrefix(version);
  return releases.find((release) => release.versionWithPrefix === wanted);
}

/** Version (with `v`) → release and line, per releases array; built on the first lookup in it. */
const minorIndexes = new WeakMap<readonly VersionedLine[], Map<string, LineReleaseMatch<VersionedLine>>>();

/** What {@link findMinorRelease} reads of a line: the versions of its releases. */
type VersionedLine = { minorVersions: readonly Pick<LineRelease, 'versionWithPrefix'>[] };

function minorIndex<R extends VersionedLine>(releases: readonly R[]): Map<string, LineReleaseMatch<R>> {
  // The table of an array was built from that array's own lines, so its matches hold `R`s.
  let index = minorIndexes.get(releases) as Map<string, LineReleaseMatch<R>> | undefined;
  if (index === undefined) {
    index = new Map();
    for (const release of releases) {
      for (const minor of release.minorVersions) {
        // The first match wins, as a scan would find it.
        if (!index.has(minor.versionWithPrefix)) {
          index.set(minor.versionWithPrefix, { release, minor });
        }
      }
    }
    minorIndexes.set(releases, index);
  }
  return index;
}

/**
 * The release with exactly this version (with or without a leading `v`) and its line, or
 * `undefined` when no release has that version. The first lookup in a releases array builds a
 * table of its versions, so each later one takes constant time (a build that renders a page per
 * release looks every release up once); the array and its lines are taken as unchanging, as their
 * readonly types say.
 * @example
 * findMinorRelease(releases, 'v22.1.0')?.minor.date // → '2024-05-02'
 * findMinorRelease(releases, 'v22') // → undefined
 */
export function findMinorRelease<R extends VersionedLine = ReleaseLine>(releases: readonly R[], version: string): LineReleaseMatch<R> | undefined {
  expectArray('findMinorRelease', 'releases', releases);
  expectString('findMinorRelease', 'version', version);
  return minorIndex(releases).get(withVPrefix(version));
}

/**
 * Whether a line is a long-term-support line now: an LTS line (`isLts`) in Active LTS or
 * Maintenance LTS. An end-of-life line that once was LTS keeps `isLts` (its history) but is not
 * LTS now, and an odd line in its maintenance phase never was; the site labels neither "(LTS)".
 * @example
 * isLtsNow({ isLts: true, status: 'Maintenance LTS' }) // → true
 * isLtsNow({ isLts: true, status: 'End-of-life' }) // → false
 */
export function isLtsNow(release: Pick<ReleaseLine, 'isLts' | 'status'>): boolean {
  expectObject('isLtsNow', 'release', release);
  switch (release.status) {
    case 'Active LTS':
    case 'Maintenance LTS': {
      return release.isLts;
    }
    case 'Current':
    case 'End-of-life':
    case 'Pending': {
      return false;
    }
    default: {
      return release.status satisfies never;
    }
  }
}
