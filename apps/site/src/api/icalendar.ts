/**
 * A small writer of iCalendar files (RFC 5545) holding all-day events: TEXT values escaped, lines
 * ended with CRLF and folded at 75 octets without splitting a character, dates written as the
 * format wants them.
 */

/** A reminder shown before an event: `trigger` is an RFC 5545 duration before its start (`-P30D`). */
export type CalendarAlarm = { trigger: string; description: string };

/** An all-day event of one day. */
export type CalendarEvent = {
  /** Globally unique and stable: a calendar replaces the event with the same UID on its next read. */
  uid: string;
  /** The day, `YYYY-MM-DD`. */
  day: string;
  summary: string;
  description?: string | undefined;
  url?: string | undefined;
  categories?: readonly string[] | undefined;
  alarm?: CalendarAlarm | undefined;
};

export type Calendar = {
  /** The product identifier (`-//Node.js//Release schedule//EN`). */
  prodId: string;
  name: string;
  description?: string | undefined;
  /** When the data was taken, `YYYY-MM-DD`: every event's DTSTAMP, so the same data gives the same file. */
  stamp: string;
  /** How often a subscribed calendar should read the file again (RFC 7986 duration, `P1D`). */
  refresh: string;
  events: readonly CalendarEvent[];
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function checkedDay(day: string): string {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw new Error(`Not a day: ${JSON.stringify(day)}`);
  }
  return day;
}

/**
 * A day as an iCalendar DATE.
 * @example
 * icalDate('2028-04-30') // → '20280430'
 */
export function icalDate(day: string): string {
  return checkedDay(day).replaceAll('-', '');
}

/** The day after `day` (an all-day event's DTEND is exclusive). */
export function nextDay(day: string): string {
  const next = new Date(`${checkedDay(day)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * A TEXT value escaped (RFC 5545 section 3.3.11): backslash, semicolon, comma and line breaks.
 * @example
 * escapeText('a, b; c\nd') // → 'a\\, b\\; c\\nd'
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * A content line folded (RFC 5545 section 3.1): no line longer than 75 octets, each continuation
 * starting with one space, a character never split between two lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

function event(item: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    property('UID', escapeText(item.uid)),
    property('DTSTAMP', `${icalDate(stamp)}T000000Z`),
    property('DTSTART;VALUE=DATE', icalDate(item.day)),
    property('DTEND;VALUE=DATE', icalDate(nextDay(item.day))),
    property('SUMMARY', escapeText(item.summary)),
    ...(item.description ? [property('DESCRIPTION', escapeText(item.description))] : []),
    ...(item.url ? [property('URL', item.url)] : []),
    ...(item.categories && item.categories.length > 0 ? [property('CATEGORIES', item.categories.map(escapeText).join(','))] : []),
    // A date on the calendar, not time taken: free/busy searches see through it.
    'TRANSP:TRANSPARENT',
    ...(item.alarm
      ? ['BEGIN:VALARM', 'ACTION:DISPLAY', property('TRIGGER', item.alarm.trigger), property('DESCRIPTION', escapeText(item.alarm.description)), 'END:VALARM']
      : []),
    'END:VEVENT',
  ];
}

/**
 * The calendar file. RFC 5545 wants at least one component in a calendar: a calendar without
 * events is refused here, so no file says nothing in a form some readers reject.
 */
export function icalendar(calendar: Calendar): string {
  if (calendar.events.length === 0) {
    throw new Error(`Calendar ${JSON.stringify(calendar.name)} has no events`);
  }
  const uids = new Set(calendar.events.map((item) => item.uid));
  if (uids.size !== calendar.events.length) {
    throw new Error(`Calendar ${JSON.stringify(calendar.name)} repeats a UID`);
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', calendar.prodId),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('NAME', escapeText(calendar.name)),
    property('X-WR-CALNAME', escapeText(calendar.name)),
    ...(calendar.description ? [property('DESCRIPTION', escapeText(calendar.description)), property('X-WR-CALDESC', escapeText(calendar.description))] : []),
    property('REFRESH-INTERVAL;VALUE=DURATION', calendar.refresh),
    property('X-PUBLISHED-TTL', calendar.refresh),
    ...calendar.events.flatMap((item) => event(item, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
