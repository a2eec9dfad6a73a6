/**
 * How old the release data snapshot is, for the build's log: counted from its last refresh (the
 * time `dist-index.sources.json` records), or, for a snapshot no refresh wrote, from its newest
 * release. Past {@link STALE_AFTER_DAYS} days the build warns: the daily refresh has stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROVENANCE_FILES, refreshedAt } from './refresh-provenance';

/** Days after which the build warns that the snapshot is old. */
export const STALE_AFTER_DAYS = 7;

export type SnapshotAge = { since: string; days: number; stale: boolean; message: string };

const DAY_MS = 86_400_000;

/** The age of the snapshot in `dataDir` at `now`; `snapshotDate` is its newest release's day. */
export function snapshotAge(dataDir: string, snapshotDate: string, now: Date): SnapshotAge {
  const sourcesPath = path.join(dataDir, PROVENANCE_FILES.sources);
  const refreshed = fs.existsSync(sourcesPath) ? refreshedAt(fs.readFileSync(sourcesPath, 'utf8')) : undefined;
  const since = refreshed ?? new Date(`${snapshotDate}T00:00:00Z`);
  const days = Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
  const what = refreshed ? `refreshed ${refreshed.toISOString()}` : `never refreshed, newest release of ${snapshotDate}`;
  const stale = days > STALE_AFTER_DAYS;
  const message = stale
    ? `Warning: the release data snapshot is ${days} days old (${what}), more than ${STALE_AFTER_DAYS}: run pnpm data:refresh.`
    : `Release data snapshot ${days} days old (${what}).`;
  return { since: since.toISOString(), days, stale, message };
}
