import { expectArray, expectObject } from './arguments';
import { versionQuery } from './permalink';
import { isLtsNow } from './release-lookup';
import type { ReleaseLine } from './types';

/**
 * Where choosing a release in the version picker leads: to the download page of the LTS line or
 * of the Current line (an intent: the site knows their routes) with the query that keeps the
 * chosen version there (empty when that page opens on it anyway), or set in place.
 */
export type VersionPickerTarget =
  | { action: 'navigate'; to: 'lts' | 'current'; version: string; query: string }
  | { action: 'set'; version: string };

/** What {@link versionPickerTarget} reads of a release line. */
export type VersionPickerTargetLine = Pick<ReleaseLine, 'versionWithPrefix' | 'isLts' | 'status'>;

/**
 * The version picker rule (SPEC §4): choosing a line that is LTS now (Active or Maintenance) while
 * on the Current page leads to the LTS page; choosing the Current line elsewhere leads to the
 * Current page; any other choice, such as an end-of-life line that once was LTS, is set in place
 * (so the choice is kept). A navigation carries the chosen version in its query, so the page it
 * leads to opens on it, with or without the page's script having run, unless that page opens on
 * it anyway: the LTS page on the newest line that is LTS now in `releases` (the lines offered,
 * newest first), the Current page on the Current line.
 * @example
 * versionPickerTarget({ release: { versionWithPrefix: 'v24.22.0', isLts: true, status: 'Maintenance LTS' }, onCurrentPage: true })
 * // → { action: 'navigate', to: 'lts', version: 'v24.22.0', query: 'version=v24.22.0' }
 */
export function versionPickerTarget(input: {
  release: VersionPickerTargetLine;
  onCurrentPage: boolean;
  releases?: readonly VersionPickerTargetLine[] | undefined;
}): VersionPickerTarget {
  expectObject('versionPickerTarget', 'input', input);
  expectObject('versionPickerTarget', 'input.release', input.release);
  if (input.releases !== undefined) {
    expectArray('versionPickerTarget', 'input.releases', input.releases);
  }
  const { release, onCurrentPage, releases } = input;
  const version = release.versionWithPrefix;
  if (isLtsNow(release) && onCurrentPage) {
    const opensOn = releases?.find((line) => isLtsNow(line))?.versionWithPrefix;
    return { action: 'navigate', to: 'lts', version, query: opensOn === version ? '' : versionQuery(version) };
  }
  if (release.status === 'Current' && !onCurrentPage) {
    return { action: 'navigate', to: 'current', version, query: '' };
  }
  return { action: 'set', version };
}
