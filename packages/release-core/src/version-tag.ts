import { expectArray, expectObject } from './arguments';
import { isLtsNow } from './release-lookup';
import type { ReleaseLine } from './types';

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
 * The release lines in the version picker's order: the lines with a stable release first, newest
 * first, then the lines with prereleases only (alpha builds), so a prerelease never heads the list.
 * @example
 * versionPickerOrder(releases).map((release) => release.line) // → ['v26', 'v25', 'v24', …, 'v0.1', 'v27']
 */
export function versionPickerOrder<R extends Pick<ReleaseLine, 'status'> & Partial<Pick<ReleaseLine, 'prereleaseOnly'>>>(releases: readonly R[]): R[] {
  expectArray('versionPickerOrder', 'releases', releases);
  for (const [index, release] of releases.entries()) {
    expectObject('versionPickerOrder', `releases[${index}]`, release);
  }
  const prerelease = (release: R) => release.prereleaseOnly === true || release.status === 'Pending';
  return [...releases.filter((release) => !prerelease(release)), ...releases.filter(prerelease)];
}
