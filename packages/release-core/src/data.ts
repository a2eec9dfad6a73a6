/**
 * The embedded release data snapshot (`@node-downloads/release-core/data`): the dist index,
 * release schedule and security advisories committed in `data/`, deeply frozen. The files are
 * checked with the rule of `validateSnapshot` when the package is built (its build fails on a
 * malformed snapshot) and by its tests, not each time this module loads: importing it costs the
 * JSON parse and little more. Data that arrives from elsewhere is still validated
 * (`fetchReleaseData`, `loadReleaseData`, `parseSnapshot`). The dist index comes from its own
 * entry, `@node-downloads/release-core/data/dist-index`, for code that needs only the releases.
 * Kept out of the main entry so the core stays small; the published checksum lists (2.2 MB) are a
 * separate package, `@node-downloads/release-shasums`, so this package neither ships nor loads
 * them. The JSON files are imported, not inlined: the package carries each once. See
 * `data/PROVENANCE.md` for where each file comes from and its known gaps.
 *
 * @packageDocumentation
 */

import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { distIndex } from './data-dist-index';
import { schedule as embeddedSchedule } from './data-schedule';
import { deepFreeze } from './freeze';
import type { ReleaseSnapshot } from './snapshot';
import type { AdvisoryRecord, DistIndexEntry, Schedule } from './types';

/** The embedded snapshot without its checksum lists (those are in `@node-downloads/release-shasums`). */
export type EmbeddedSnapshot = Omit<ReleaseSnapshot, 'shasums'>;

/** The day of the newest release of the index (`YYYY-MM-DD`; ISO days sort as text). */
function newestDate(index: readonly DistIndexEntry[]): string {
  let newest = '';
  for (const { date } of index) {
    if (date > newest) {
      newest = date;
    }
  }
  return newest;
}

/**
 * The snapshot without its checksum lists, deeply frozen: what `validateSnapshot` returns for the
 * committed index, schedule and advisories (checked when the package is built; the advisories
 * keep the fields of their source that the validation does not read, such as `nswg`). The exports below are its parts; add
 * `shasums` from `@node-downloads/release-shasums` for a whole `ReleaseSnapshot`.
 * @example
 * snapshot.snapshotDate // → '2026-11-16'
 */
export const snapshot: EmbeddedSnapshot = Object.freeze({
  // Checked when the package is built (tsup.config.ts) and by data.test.ts.
  index: distIndex,
  schedule: embeddedSchedule,
  advisories: deepFreeze(advisoriesJson as unknown as AdvisoryRecord[]),
  snapshotDate: newestDate(distIndex),
});

// Every release of the snapshot (872): the one array of `@node-downloads/release-core/data/dist-index`.
export { distIndex };

/**
 * The release schedule of the snapshot, keyed by line (`v0.8` … `v27`).
 * @example
 * schedule['v26']?.codename // → 'Lithium'
 */
export const schedule: Schedule = snapshot.schedule;

/**
 * The 194 security advisories of the snapshot, by ascending id.
 * @example
 * advisories.at(-1)?.id // → '194'
 */
export const advisories: readonly AdvisoryRecord[] = snapshot.advisories;

/**
 * The day the snapshot is current to: the date of its newest dist index entry (`YYYY-MM-DD`).
 * Releases after this day are unknown to the snapshot; pages built from it can say "data as of".
 * @example
 * SNAPSHOT_DATE // → '2026-11-16'
 */
export const SNAPSHOT_DATE: string = snapshot.snapshotDate;
