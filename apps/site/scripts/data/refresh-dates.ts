/**
 * The refresh's check of time: no release and no advisory of the fetched sources may be dated after
 * the day the refresh runs. A date in the future is bad data (a typo, a clock gone wrong upstream,
 * a tampered mirror); let through, it would become the snapshot's date on every page footer and
 * move release statuses. The first such record is a `DataValidationError` naming the source, the
 * record and the field, so nothing is written.
 */
import { DataValidationError } from '@node-downloads/release-core';

/** The advisory fields that carry a day (`publish_date` on the records that have one). */
const ADVISORY_DATE_FIELDS = ['publish_date', 'date'] as const;

/** The UTC day of `now`, as `YYYY-MM-DD`. */
function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Throws on the first release of `index` or advisory of `advisories` dated after `now`'s UTC day.
 * `advisories` is the source's own JSON (an object keyed by id, or an array of records with `id`).
 */
export function refuseFutureDates(input: {
  index: readonly { version: string; date: string }[];
  advisories: unknown;
  now: Date;
  urls: { index: string; advisories: string };
}): void {
  const today = dayOf(input.now);
  const after = (date: string): boolean => date.slice(0, 10) > today;
  for (const entry of input.index) {
    if (after(entry.date)) {
      throw new DataValidationError({
        file: input.urls.index,
        record: entry.version,
        field: 'date',
        message: `${entry.date} is after today (${today}): a release cannot be dated in the future`,
      });
    }
  }
  const records: [string, Record<string, unknown>][] = Array.isArray(input.advisories)
    ? (input.advisories as Record<string, unknown>[]).map((record) => [String(record.id), record])
    : Object.entries((input.advisories ?? {}) as Record<string, Record<string, unknown>>);
  for (const [id, record] of records) {
    for (const field of ADVISORY_DATE_FIELDS) {
      const value = record?.[field];
      if (typeof value === 'string' && after(value)) {
        throw new DataValidationError({
          file: input.urls.advisories,
          record: id,
          field,
          message: `${value} is after today (${today}): an advisory cannot be dated in the future`,
        });
      }
    }
  }
}
