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
  // Checked by the calendar rather than through a Date (this runs for every release of an index).
  // Years before 100 are refused: Date.UTC reads them as 19xx.
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const length = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  if (year < 100 || length === undefined || day < 1 || day > length) {
    return undefined;
  }
  return Date.UTC(year, month - 1, day) / MILLISECONDS_PER_DAY;
}

/** The days of each month of a year that is not a leap year. */
const DAYS_IN_MONTH: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

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
