/**
 * The alpha phase of a release line (from v27: six months of prerelease builds before its start)
 * and what a line with prereleases only offers: no stable release, no Current or LTS status.
 */
import { expectArray, expectObject } from './arguments';
import type { ReleaseLine, ReleaseStatus } from './types';

/**
 * The status of a line whose releases are all prereleases: Pending until end-of-life, whatever
 * the schedule says between. A prerelease is never what a Current or LTS line offers; a stale
 * snapshot built after the line's start has not seen its first stable release yet.
 */
export function prereleaseOnlyStatus(scheduled: ReleaseStatus): ReleaseStatus {
  return scheduled === 'End-of-life' ? 'End-of-life' : 'Pending';
}

/**
 * Whether a line is in its alpha phase: Pending with prerelease builds out, from the schedule's
 * `alpha` day on (v27 from 2026-10-28), or past its start with prereleases only.
 * @example
 * isAlphaPhase(buildReleases({ index, schedule, now: new Date('2026-11-22') }).find((line) => line.line === 'v27')!) // → true
 */
export function isAlphaPhase(release: Pick<ReleaseLine, 'status' | 'prereleaseOnly'>): boolean {
  expectObject('isAlphaPhase', 'release', release);
  return release.status === 'Pending' && release.prereleaseOnly === true;
}

/**
 * The newest stable (non-prerelease) release of a line, or `undefined` when the line has only
 * prereleases (see {@link ReleaseLine.prereleaseOnly}).
 * @example
 * newestStableRelease(v26)?.versionWithPrefix // → 'v26.13.0'
 * newestStableRelease(v27) // → undefined (only v27.0.0-alpha builds)
 */
export function newestStableRelease<R extends Pick<ReleaseLine, 'prereleaseOnly' | 'version'> & { minorVersions: readonly { version: string }[] }>(
  release: R,
): R['minorVersions'][number] | undefined {
  expectObject('newestStableRelease', 'release', release);
  expectArray('newestStableRelease', 'release.minorVersions', release.minorVersions);
  if (release.prereleaseOnly === true) {
    return undefined;
  }
  return release.minorVersions.find((minor) => minor.version === release.version);
}
