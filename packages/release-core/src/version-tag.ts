import { isLtsNow } from './release-lookup';
import type { ReleaseLine } from './types';

/** How a release line is tagged beside its version: `lts` or `current`. */
export type VersionTag = 'lts' | 'current';

/**
 * The tag shown beside a line's version (SPEC §2: the version picker labels long-term-support
 * releases "(LTS)" and the current one "(Current)"): `lts` for a line that is LTS now (Active or
 * Maintenance, never an end-of-life line that once was), `current` for the Current line, none
 * otherwise. The site words it; the version picker shows what it is given.
 * @example
 * versionTag({ isLts: true, status: 'Maintenance LTS' }) // → 'lts'
 * versionTag({ isLts: true, status: 'End-of-life' }) // → undefined
 */
export function versionTag(release: Pick<ReleaseLine, 'isLts' | 'status'>): VersionTag | undefined {
  if (isLtsNow(release)) {
    return 'lts';
  }
  return release.status === 'Current' ? 'current' : undefined;
}
