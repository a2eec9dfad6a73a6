/**
 * The embedded release data snapshot (`@node-downloads/release-core/data`): the dist index,
 * release schedule and security advisories committed in `data/`, validated with the rule of
 * `validateSnapshot` when this module loads, so a malformed snapshot fails loudly instead of
 * rendering wrong pages. Every export is deeply frozen. The dist index comes validated and frozen
 * from its own entry, `@node-downloads/release-core/data/dist-index`, for code that needs only
 * the releases. Kept out of the main entry so the core stays small; the published checksum lists
 * (2.2 MB) are a separate package, `@node-downloads/release-shasums`, so this package neither
 * ships nor loads them. The JSON files are imported, not inlined: the package carries each once. See `data/PROVENANCE.md` for
 * where each file comes from and its known gaps.
 *
 * @packageDocumentation
 */

import scheduleJson from '../data/schedule.json' with { type: 'json' };
import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { distIndex } from './data-dist-index';
import { deepFreeze } from './freeze';
import { type ReleaseSnapshot, validateSnapshotAroundIndex } from './snapshot';
import type { AdvisoryRecord, Schedule } from './types';

/** The embedded snapshot without its checksum lists (those are in `@node-downloads/release-shasums`). */
export type EmbeddedSnapshot = Omit<ReleaseSnapshot, 'shasums'>;

function validated(): EmbeddedSnapshot {
  // The same whole-snapshot rule as every other reader, around the index its entry validated,
  // with no checksum lists to check.
  const { shasums: _none, ...rest } = validateSnapshotAroundIndex(distIndex, {
    schedule: scheduleJson,
    advisories: advisoriesJson,
    shasums: {},
  });
  // The index is frozen already; freeze the rest.
  return Object.freeze({ ...rest, schedule: deepFreeze(rest.schedule), advisories: deepFreeze(rest.advisories) });
}

/**
 * The snapshot without its checksum lists, validated and deeply frozen: what `validateSnapshot`
 * returns for the committed index, schedule and advisories. The exports below are its parts; add
 * `shasums` from `@node-downloads/release-shasums` for a whole `ReleaseSnapshot`.
 * @example
 * snapshot.snapshotDate // → '2026-11-16'
 */
export const snapshot: EmbeddedSnapshot = validated();

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
