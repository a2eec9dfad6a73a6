/**
 * When a security advisory became public. The advisory records carry no date of their own (a few
 * old ones have a `publish_date`, which the schema does not keep), but every advisory names the
 * releases that fix it (`patched`), and those releases are announced together with the advisory.
 */
import Range from 'semver/classes/range.js';
import { readVersion } from './version';
import type { AdvisoryRecord, ReleaseLine } from './types';
import { expectArray, expectObject, expectReleaseLines } from './arguments';

/**
 * The day (`YYYY-MM-DD`) of the first stable release that fixes an advisory: the earliest release
 * of `releases` whose version satisfies the advisory's `patched` range. That is the day the fix,
 * and with it the advisory, was published. `undefined` when the record has no `patched` range or
 * no release of the data satisfies it.
 * @example
 * advisoryDate({ patched: '^22.23.2 || ^24.18.1 || ^26.5.1' }, releases) // → '2026-07-…' (the July 2026 security release)
 */
export function advisoryDate(record: Pick<AdvisoryRecord, 'patched'>, releases: readonly ReleaseLine[]): string | undefined {
  expectObject('advisoryDate', 'record', record);
  expectReleaseLines('advisoryDate', 'releases', releases);
  return advisoryDates([record], releases)[0];
}

/**
 * {@link advisoryDate} for many records at once (each distinct `patched` range is decided once),
 * in the order of `records`.
 */
export function advisoryDates(
  records: readonly Pick<AdvisoryRecord, 'patched'>[],
  releases: readonly ReleaseLine[],
): (string | undefined)[] {
  expectArray('advisoryDates', 'records', records);
  expectReleaseLines('advisoryDates', 'releases', releases);
  const stable = releases
    .flatMap((release) => release.minorVersions)
    .filter((minor) => readVersion(minor.version).prerelease.length === 0)
    .toSorted((a, b) => a.date.localeCompare(b.date));
  const decided = new Map<string, string | undefined>();
  return records.map(({ patched }) => {
    if (patched === undefined || patched.trim() === '') {
      return undefined;
    }
    if (!decided.has(patched)) {
      let range: Range | undefined;
      try {
        range = new Range(patched);
      } catch {
        range = undefined;
      }
      decided.set(patched, range === undefined ? undefined : stable.find((minor) => range.test(minor.version))?.date);
    }
    return decided.get(patched);
  });
}
