/**
 * The embedded release data snapshot (`@node-downloads/release-core/data`): the dist index,
 * release schedule and security advisories committed in `data/`, validated with
 * `validateSnapshot` when this module loads, so a malformed snapshot fails loudly instead of
 * rendering wrong pages. Every export is deeply frozen. Kept out of the main entry so the core
 * stays small; the published checksum lists (2.2 MB) are a separate package,
 * `@node-downloads/release-shasums`, so this package neither ships nor loads them. The JSON
 * files are imported, not inlined: the package carries each once. See `data/PROVENANCE.md` for
 * where each file comes from and its known gaps.
 */

import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { deepFreeze } from './freeze';
import { type ReleaseSnapshot, validateSnapshot } from './snapshot';
import type { AdvisoryRecord, DistIndexEntry, Schedule } from './types';

/** The embedded snapshot without its checksum lists (those are in `@node-downloads/release-shasums`). */
export type EmbeddedSnapshot = Omit<ReleaseSnapshot, 'shasums'>;

function validated(): EmbeddedSnapshot {
  // The same whole-snapshot rule as every other reader, with no checksum lists to check.
  const { shasums: _none, ...rest } = validateSnapshot({
    index: distIndexJson,
    schedule: scheduleJson,
    advisories: advisoriesJson,
    shasums: {},
  });
  return rest;
}

/**
 * The snapshot without its checksum lists, validated and deeply frozen: what `validateSnapshot`
 * returns for the committed index, schedule and advisories. The exports below are its parts; add
 * `shasums` from `@node-downloads/release-shasums` for a whole `ReleaseSnapshot`.
 * @example
 * snapshot.snapshotDate // → '2026-11-16'
 */
export const snapshot: EmbeddedSnapshot = deepFreeze(validated());

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
 * The day the snapshot is current to: the date of its newest dist index entry (`YYYY-MM-DD`).
 * Releases after this day are unknown to the snapshot; pages built from it can say "data as of".
 * @example
 * SNAPSHOT_DATE // → '2026-11-16'
 */
export const SNAPSHOT_DATE: string = snapshot.snapshotDate;
