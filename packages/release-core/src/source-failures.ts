/**
 * The memory of a failed live fetch, kept next to the release data cache: when the sources did not
 * answer (no network, a proxy that swallows requests, a server that accepts and never replies),
 * the next calls within a while answer from the cache or the snapshot at once instead of waiting
 * for the timeout again. Ten minutes by default: a shell session or a CI job that runs the command
 * line many times pays the timeout once, while a network that comes back is used again within
 * minutes; the release data changes a few times a week, so an answer ten minutes older costs
 * nothing a user would notice.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ReleaseCoreError } from './errors';
import type { DataUrls } from './fetch';

/** How long a failed fetch of the live sources is remembered: ten minutes, in milliseconds. */
export const SOURCE_FAILURE_RETRY_MS = 600_000;

/** The file, in the cache folder, that remembers the last failed fetch. */
export const SOURCE_FAILURE_FILE = 'release-data.failed.json';

/**
 * The live sources failed a short while ago, so they were not asked again: reported in
 * `problems` by `loadReleaseData`, which answers from the cache or the snapshot instead. `failedAt`
 * is when they failed, `retryAt` when they will be asked again, `reason` the code of that failure
 * (`TIMEOUT`, `FETCH_FAILED`, `HTTP_STATUS`, `INVALID_DATA`…).
 * @example
 * new RecentFailureError({ failedAt: '2026-11-28T09:30:00.000Z', retryAt: '2026-11-28T09:40:00.000Z', reason: 'TIMEOUT', message: 'no complete answer within 5000 ms' })
 */
export class RecentFailureError extends ReleaseCoreError {
  declare readonly code: 'RECENT_FAILURE';
  /** When the sources failed (ISO timestamp). */
  readonly failedAt: string;
  /** When they will be asked again (ISO timestamp). */
  readonly retryAt: string;
  /** The code of the failure remembered. */
  readonly reason: string;

  constructor(input: { failedAt: string; retryAt: string; reason: string; message: string }) {
    super('RECENT_FAILURE', `the live release data failed at ${input.failedAt} (${input.reason}: ${input.message}); not asked again before ${input.retryAt}`);
    this.failedAt = input.failedAt;
    this.retryAt = input.retryAt;
    this.reason = input.reason;
  }
}

/** What the failure file holds. */
type FailureRecord = { format: 1; failedAt: string; urls: DataUrls; reason: string; message: string };

/**
 * The remembered failure of these sources when it is younger than `retryMs` at `now`, else
 * `undefined`: no file, one for other addresses (another mirror is worth asking), an old one, or one
 * that does not parse (then the sources are simply asked).
 */
export function recentFailure(dir: string, urls: DataUrls, now: Date, retryMs: number): RecentFailureError | undefined {
  let record: FailureRecord;
  try {
    record = JSON.parse(readFileSync(join(dir, SOURCE_FAILURE_FILE), 'utf8')) as FailureRecord;
  } catch {
    return undefined;
  }
  if (typeof record !== 'object' || record === null || record.format !== 1 || typeof record.urls !== 'object' || record.urls === null) {
    return undefined;
  }
  if ((Object.keys(urls) as (keyof DataUrls)[]).some((key) => record.urls[key] !== urls[key])) {
    return undefined;
  }
  const failedAt = Date.parse(record.failedAt);
  const age = now.getTime() - failedAt;
  // A failure stamped in the future (a clock set back) is not trusted to hold the sources off.
  if (Number.isNaN(failedAt) || age < 0 || age >= retryMs) {
    return undefined;
  }
  return new RecentFailureError({
    failedAt: record.failedAt,
    retryAt: new Date(failedAt + retryMs).toISOString(),
    reason: String(record.reason),
    message: String(record.message),
  });
}

/**
 * Remembers that the sources failed at `now`, or forgets it (`error` undefined: they answered).
 * Best effort: a folder that cannot be written only means the next call asks the sources again.
 */
export function rememberFailure(dir: string, urls: DataUrls, now: Date, error: ReleaseCoreError | undefined): void {
  const file = join(dir, SOURCE_FAILURE_FILE);
  try {
    if (error === undefined) {
      rmSync(file, { force: true });
      return;
    }
    const record: FailureRecord = { format: 1, failedAt: now.toISOString(), urls, reason: error.code, message: error.message };
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(record)}\n`);
  } catch {
    // Nothing to report beyond the failure itself, which the answer already carries.
  }
}
