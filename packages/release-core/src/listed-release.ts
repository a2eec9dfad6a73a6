/**
 * Whether the release data lists a version, and when it does not, whether the version may simply
 * be newer than the data (a release published after the data was fetched or embedded) or is not a
 * release at all. What lets the builders of download addresses and the command line refuse a
 * version they know nothing about instead of answering with a guess.
 */
import { expectArray } from './arguments';
import { ReleaseCoreError } from './errors';
import { releaseLineOf } from './releases';
import type { DistIndexEntry } from './types';
import { compareVersions, readVersion } from './version';

/**
 * Why the release data has no entry for a version: `NEWER_THAN_DATA`, the version is newer than
 * every release of its line in the data (or of a line the data does not have yet, newer than all
 * of them), so newer data may list it; `NOT_A_RELEASE`, the data has newer releases of its line, so
 * it is no release.
 */
export type UnlistedReleaseCode = 'NOT_A_RELEASE' | 'NEWER_THAN_DATA';

/**
 * A version the release data does not list. `version` is the version asked for (with `v`),
 * `newest` the newest release of its line in the data, or of the whole data when it has no
 * release of that line; `dataDate` the day of the data's newest release (`YYYY-MM-DD`), which a
 * `NEWER_THAN_DATA` message names. `alias` is the partial version asked for (`26.14`, `30`) when
 * `version` is the lowest release it names (`v26.14.0`).
 * @example
 * new UnlistedReleaseError('NEWER_THAN_DATA', 'v26.14.0', 'v26.13.0', { dataDate: '2026-11-16' })
 */
export class UnlistedReleaseError extends ReleaseCoreError {
  declare readonly code: UnlistedReleaseCode;
  /** The version asked for, with its `v`. */
  readonly version: string;
  /** The newest release of the version's line in the data (of the whole data when it has none of that line). */
  readonly newest: string | undefined;
  /** The day of the newest release in the data (`YYYY-MM-DD`): what the data is current to. */
  readonly dataDate: string | undefined;
  /** The partial version asked for (`26.14`), when `version` is the lowest release it names. */
  readonly alias: string | undefined;

  constructor(code: UnlistedReleaseCode, version: string, newest: string | undefined, options: { dataDate?: string | undefined; alias?: string | undefined } = {}) {
    const data = options.dataDate === undefined ? 'the release data' : `the release data of ${options.dataDate}`;
    const what = options.alias === undefined ? `${version} is` : `"${options.alias}" names only releases`;
    const message =
      code === 'NEWER_THAN_DATA'
        ? `${what} newer than ${data} (its newest release of the line is ${newest ?? 'none'}): newer data may list it`
        : `${version} is not a release (${data} lists ${newest ?? 'no release'} as the newest of its line)`;
    super(code, message);
    this.version = version;
    this.newest = newest;
    this.dataDate = options.dataDate;
    this.alias = options.alias;
  }
}

/**
 * The dist index entry of a version, or an {@link UnlistedReleaseError} saying whether the version
 * is newer than the data (`NEWER_THAN_DATA`) or no release (`NOT_A_RELEASE`). Throws a
 * `VersionError` for text that is not a version.
 * @example
 * listedRelease('22.1.0', distIndex).date // → '2024-05-02'
 * listedRelease('v26.14.0', distIndex) // throws UnlistedReleaseError NEWER_THAN_DATA (newest v26.13.0)
 * listedRelease('v26.12.5', distIndex) // throws UnlistedReleaseError NOT_A_RELEASE
 */
export function listedRelease<Entry extends Pick<DistIndexEntry, 'version' | 'date'>>(version: string, index: readonly Entry[]): Entry {
  expectArray('listedRelease', 'index', index);
  const wanted = readVersion(version);
  const prefixed = `v${wanted.version}`;
  const entry = index.find((candidate) => candidate.version === prefixed);
  if (entry !== undefined) {
    return entry;
  }
  const line = releaseLineOf(prefixed);
  let newestOfLine: ReturnType<typeof readVersion> | undefined;
  let newest: ReturnType<typeof readVersion> | undefined;
  let dataDate: string | undefined;
  for (const candidate of index) {
    if (dataDate === undefined || candidate.date > dataDate) {
      dataDate = candidate.date;
    }
    const parsed = readVersion(candidate.version);
    if (newest === undefined || compareVersions(parsed, newest) > 0) {
      newest = parsed;
    }
    if (releaseLineOf(candidate.version) === line && (newestOfLine === undefined || compareVersions(parsed, newestOfLine) > 0)) {
      newestOfLine = parsed;
    }
  }
  const reference = newestOfLine ?? newest;
  const newer = reference === undefined || compareVersions(wanted, reference) > 0;
  throw new UnlistedReleaseError(newer ? 'NEWER_THAN_DATA' : 'NOT_A_RELEASE', prefixed, reference === undefined ? undefined : `v${reference.version}`, { dataDate });
}
