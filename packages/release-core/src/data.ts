/**
 * The embedded release data snapshot (`@node-downloads/release-core/data`): the dist index,
 * release schedule, security advisories and published checksums committed in `data/`, validated
 * as a whole with `validateSnapshot` when this module loads, so a malformed snapshot fails loudly
 * instead of rendering wrong pages. Every export is deeply frozen. Kept out of the main entry so
 * the core stays small; see `data/PROVENANCE.md` for where each file comes from and its known
 * gaps.
 */

import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import shasumsJson from '../data/shasums.json' with { type: 'json' };
import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { type ReleaseSnapshot, validateSnapshot } from './snapshot';
import type { AdvisoryRecord, DistIndexEntry, Schedule, Shasums } from './types';

/** Freezes a parsed data file all the way down, so no consumer can change the shared snapshot. */
function frozen<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null) {
    for (const nested of Object.values(value)) {
      frozen(nested);
    }
    Object.freeze(value);
  }
  return value;
}

/**
 * The whole snapshot, validated and deeply frozen: what `validateSnapshot` returns for the four
 * committed files. The exports below are its parts.
 * @example
 * snapshot.snapshotDate // → '2026-11-16'
 */
export const snapshot: ReleaseSnapshot = frozen(
  validateSnapshot({ index: distIndexJson, schedule: scheduleJson, advisories: advisoriesJson, shasums: shasumsJson }),
);

/**
 * Every release of the snapshot (872), newest version first as upstream sorts them: element 0 is
 * a v27 alpha, so pick lines with `buildReleases`, not by position.
 * @example
 * distIndex.find((entry) => entry.version === 'v22.1.0')?.date // → '2024-05-02'
 */
export const distIndex: readonly DistIndexEntry[] = snapshot.index;

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
 * Published SHA-256 checksums of 642 releases, version → file name → digest.
 * @example
 * Object.keys(shasums['v26.7.0'] ?? {}).includes('node-v26.7.0-linux-x64.tar.xz') // → true
 */
export const shasums: Shasums = snapshot.shasums;

/**
 * The day the snapshot is current to: the date of its newest dist index entry (`YYYY-MM-DD`).
 * Releases after this day are unknown to the snapshot; pages built from it can say "data as of".
 * @example
 * SNAPSHOT_DATE // → '2026-11-16'
 */
export const SNAPSHOT_DATE: string = snapshot.snapshotDate;
