/**
 * Calendar days as the release data writes them (`YYYY-MM-DD`, UTC) and as numbers, so dates of
 * the dist index and the schedule can be compared with a moment in time without time zones
 * getting in the way.
 */

import { ReleaseCoreError } from './errors';

const MILLISECONDS_PER_DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day number (days since 1970-01-01, UTC) of a `YYYY-MM-DD` day, or `undefined` when the text
 * is not written that way or names a day that does not exist (such as `2026-02-30`).
 * @example
 * isoDayNumber('1970-01-02') // → 1
 * isoDayNumber('2026-02-30') // → undefined
 */
export function isoDayNumber(text: string): number | undefined {
  const match = ISO_DAY.exec(text);
  if (!match) {
    return undefined;
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return time / MILLISECONDS_PER_DAY;
}

/**
 * Whether the text is a real day written `YYYY-MM-DD`.
 * @example
 * isIsoDay('2024-02-29') // → true
 * isIsoDay('2023-02-29') // → false
 */
export function isIsoDay(text: string): boolean {
  return isoDayNumber(text) !== undefined;
}

/**
 * The UTC day number of a moment: the day the dist index would write for a release published then.
 * Throws a {@link ReleaseCoreError} with code `INVALID_DATE` for an invalid `Date`.
 * @example
 * utcDayNumber(new Date('1970-01-02T23:59:59Z')) // → 1
 */
export function utcDayNumber(now: Date): number {
  const time = now.getTime();
  if (Number.isNaN(time)) {
    throw new ReleaseCoreError('INVALID_DATE', 'now must be a valid Date, received an invalid Date');
  }
  return Math.floor(time / MILLISECONDS_PER_DAY);
}
