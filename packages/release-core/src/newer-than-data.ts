/**
 * Whether an alias that names no release names one newer than the release data: the rule both
 * `resolveAlias` and the command line apply (its exit code 3), so the library and the command line
 * tell "newer than the data" from "no release" alike.
 */
import { UnlistedReleaseError, listedRelease } from './listed-release';
import type { ReleaseLine } from './types';

/** An exact version (`v26.14.0`, `27.0.0-alpha.2`) or a partial one (`26.14`, `v30`). */
const VERSION_SHAPE = /^v?(\d+)(?:\.(\d+))?$|^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * The {@link UnlistedReleaseError} `NEWER_THAN_DATA` for an alias no release matched, when it is an
 * exact version newer than every release of its line in the data (or of every line, for a line the
 * data does not have), or a partial version whose lowest release (`26.14` → `v26.14.0`, `30` →
 * `v30.0.0`) is; `undefined` for anything else (a keyword, a range with operators, a version
 * older than the newest of its line: no release). `releases` are the lines the alias was
 * resolved against; the error names the day of their newest release.
 * @example
 * newerThanData('v26.14.0', releases)?.message
 * // → 'v26.14.0 is newer than the release data of 2026-11-16 (its newest release of the line is v26.13.0): newer data may list it'
 */
export function newerThanData(alias: string, releases: readonly ReleaseLine[]): UnlistedReleaseError | undefined {
  const text = alias.trim();
  const shape = VERSION_SHAPE.exec(text);
  if (shape === null) {
    return undefined;
  }
  const partial = shape[1] !== undefined;
  const lowest = partial ? `${shape[1]}.${shape[2] ?? 0}.0` : text;
  const index = releases.flatMap((release) => release.minorVersions.map((minor) => ({ version: minor.versionWithPrefix, date: minor.date })));
  try {
    listedRelease(lowest, index);
    return undefined;
  } catch (error) {
    if (!(error instanceof UnlistedReleaseError) || error.code !== 'NEWER_THAN_DATA') {
      // No release (`NOT_A_RELEASE`), or numbers no version can hold: the alias error stands.
      return undefined;
    }
    return partial ? new UnlistedReleaseError('NEWER_THAN_DATA', error.version, error.newest, { dataDate: error.dataDate, alias: text }) : error;
  }
}
