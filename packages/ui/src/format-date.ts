import { UiArgumentError } from './errors';

/** Options of every date shown by the components: numeric year, short month, two-digit day. */
export const DATE_FORMAT_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  timeZone: 'UTC',
};

/**
 * Formats a calendar day (`YYYY-MM-DD`, or any value `Date` accepts) for a locale. The day is read
 * and shown in UTC, so the server and every visitor see the same day.
 *
 * @example formatDate('2026-10-28', 'en-US') // 'Oct 28, 2026'
 */
export function formatDate(day: string | Date, locale: string | readonly string[] = 'en-US'): string {
  if (typeof day !== 'string' && typeof day !== 'number' && !(day instanceof Date)) {
    throw new UiArgumentError('formatDate', 'day', 'a day written YYYY-MM-DD or a Date', day);
  }
  const date = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(day);
  if (Number.isNaN(date.getTime())) {
    return String(day);
  }
  return formatterFor(locale).format(date);
}

/** One formatter per locale: creating an Intl.DateTimeFormat costs far more than formatting with one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string | readonly string[]): Intl.DateTimeFormat {
  const key = typeof locale === 'string' ? locale : locale.join(',');
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale as string | string[], DATE_FORMAT_OPTIONS);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A function turning a calendar day into the text shown for it. */
export type DateFormatter = (day: string) => string;
