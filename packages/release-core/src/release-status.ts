/**
 * The status of a release line on a day (Pending, Current, Active LTS, Maintenance LTS,
 * End-of-life), read from its release schedule entry.
 */
import { isoDayNumber, utcDayNumber } from './days';
import { DataValidationError } from './errors';
import type { ReleaseStatus, ScheduleEntry } from './types';
import { expectDate, expectObject } from './arguments';

/**
 * Every release status in the order a line goes through them over time. Odd-numbered lines skip
 * Active LTS; a status never comes back once a later one is reached.
 * @example
 * RELEASE_STATUSES.indexOf('Active LTS') < RELEASE_STATUSES.indexOf('Maintenance LTS') // → true
 */
export const RELEASE_STATUSES = [
  'Pending',
  'Current',
  'Active LTS',
  'Maintenance LTS',
  'End-of-life',
] as const satisfies readonly ReleaseStatus[];

export type ScheduleDays = { start: number; end: number; lts?: number | undefined; maintenance?: number | undefined };

export function scheduleDays(entry: ScheduleEntry, line: string): ScheduleDays {
  const day = (field: 'start' | 'end' | 'lts' | 'maintenance'): number | undefined => {
    const text = entry[field];
    if (text === undefined) {
      return undefined;
    }
    const number = isoDayNumber(text);
    if (number === undefined) {
      throw new DataValidationError({
        file: 'schedule',
        record: line,
        field,
        message: `must be a real day written YYYY-MM-DD (got ${JSON.stringify(text)})`,
      });
    }
    return number;
  };
  const start = day('start');
  const end = day('end');
  if (start === undefined || end === undefined) {
    throw new DataValidationError({
      file: 'schedule',
      record: line,
      field: start === undefined ? 'start' : 'end',
      message: 'is missing',
    });
  }
  return { start, end, lts: day('lts'), maintenance: day('maintenance') };
}

export function statusOnDay(days: ScheduleDays, today: number): ReleaseStatus {
  if (today >= days.end) {
    return 'End-of-life';
  }
  if (today < days.start) {
    return 'Pending';
  }
  if (days.maintenance !== undefined && today >= days.maintenance) {
    return 'Maintenance LTS';
  }
  if (days.lts !== undefined && today >= days.lts) {
    return 'Active LTS';
  }
  return 'Current';
}

/**
 * The status of a release line on the UTC day of `now`: End-of-life from `end` on; Pending before
 * `start` (alpha builds included); Maintenance LTS from `maintenance` on; Active LTS from `lts` on;
 * otherwise Current. Each boundary day already has the new status.
 * @example
 * releaseStatus(schedule.v24, new Date('2026-10-20T00:00:00Z')) // → 'Maintenance LTS'
 * releaseStatus(schedule.v24, new Date('2026-10-19T23:59:59Z')) // → 'Active LTS'
 */
export function releaseStatus(line: ScheduleEntry, now: Date): ReleaseStatus {
  expectObject('releaseStatus', 'line', line);
  expectDate('releaseStatus', 'now', now);
  return statusOnDay(scheduleDays(line, 'schedule entry'), utcDayNumber(now));
}
