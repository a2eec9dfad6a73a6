import type { ScheduleEntry } from '@node-downloads/release-core';

/** A line's dates from the release schedule as the API files write them: `YYYY-MM-DD`, or null where the schedule has none. */
export type ApiScheduleDates = { start: string | null; lts: string | null; maintenance: string | null; end: string | null };

/**
 * The schedule's dates of a line for the API files (`/api/releases.json`, `/api/v{major}.json`
 * and `/api/lines.json`, which adds the alpha phase's date): each date the schedule gives, null
 * for the others, so every file says "unknown" the same way.
 */
export function apiScheduleDates(entry: Partial<Pick<ScheduleEntry, 'start' | 'lts' | 'maintenance' | 'end'>> | undefined): ApiScheduleDates {
  return { start: entry?.start ?? null, lts: entry?.lts ?? null, maintenance: entry?.maintenance ?? null, end: entry?.end ?? null };
}
