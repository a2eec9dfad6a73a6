import { expectArray, expectObject } from './arguments';
import { isLtsNow } from './release-lookup';
import type { ReleaseLine } from './types';
import { compareVersions, readVersion } from './version';

/** How a release line is tagged beside its version: `lts`, `current`, or `alpha` (prereleases only). */
export type VersionTag = 'lts' | 'current' | 'alpha';

/**
 * The tag shown beside a line's version (SPEC §2: the version picker labels long-term-support
 * releases "(LTS)" and the current one "(Current)"): `lts` for a line that is LTS now (Active or
 * Maintenance, never an end-of-life line that once was), `current` for the Current line, `alpha`
 * for a line with prereleases only (a Pending line in its alpha phase), none otherwise. The site
 * words it; the version picker shows what it is given.
 * @example
 * versionTag({ isLts: true, status: 'Maintenance LTS' }) // → 'lts'
 * versionTag({ isLts: true, status: 'End-of-life' }) // → undefined
 */
export function versionTag(release: Pick<ReleaseLine, 'isLts' | 'status'> & Partial<Pick<ReleaseLine, 'prereleaseOnly'>>): VersionTag | undefined {
  expectObject('versionTag', 'release', release);
  if (release.prereleaseOnly === true || release.status === 'Pending') {
    return 'alpha';
  }
  if (isLtsNow(release)) {
    return 'lts';
  }
  return release.status === 'Current' ? 'current' : undefined;
}

/**
 * The release lines in the version picker's order: newest line first, a line with prereleases only
 * (alpha builds) in its place among them, so `v27.0.0-alpha…` heads the list above v26 and never
 * follows v0.1. The order is by version, whatever order the lines are given in.
 * @example
 * versionPickerOrder(releases).map((release) => release.line) // → ['v27', 'v26', 'v25', …, 'v0.1']
 */
export function versionPickerOrder<R extends Pick<ReleaseLine, 'versionWithPrefix'>>(releases: readonly R[]): R[] {
  expectArray('versionPickerOrder', 'releases', releases);
  const parsed = releases.map((release, index) => {
    expectObject('versionPickerOrder', `releases[${index}]`, release);
    return { release, version: readVersion(release.versionWithPrefix) };
  });
  return parsed.sort((a, b) => compareVersions(b.version, a.version)).map((entry) => entry.release);
}
