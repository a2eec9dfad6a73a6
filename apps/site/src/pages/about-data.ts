import { type DateFormatter, type EolLine, formatDate } from '@node-downloads/ui';
import type { ReleasesTableRelease } from './previous-releases-page';

/**
 * Data the about pages are hydrated with, and the text of every day their tables show, formatted
 * at build time (see {@link formatDateFrom}).
 */
export type AboutPageData = (
  | { kind: 'previous-releases'; releases: ReleasesTableRelease[] }
  | { kind: 'eol'; lines: EolLine[] }
) & { dates: Record<string, string> };

/** The days of the page's tables with their text, as ui's `formatDate` writes them. */
export function preformatDates(days: Iterable<string>): Record<string, string> {
  return Object.fromEntries([...new Set(days)].map((day) => [day, formatDate(day)]));
}

/**
 * A formatter that reads the build's texts first and formats only the days they lack (those of a
 * dialog, once opened). The browser's first `Intl.DateTimeFormat` costs 25–50 ms at a phone's
 * speed, and hydrating the tables would otherwise create it before the page answers input.
 */
export function formatDateFrom(dates: Readonly<Record<string, string>>): DateFormatter {
  return (day) => (Object.hasOwn(dates, day) ? dates[day]! : formatDate(day));
}
