/** Addresses of the static JSON API, the Atom feeds and the calendars, and how many entries each feed holds. */

/** The page that documents the API and the feeds. */
export const API_DOCS_PATH = '/about/api';
/** Every release line with every release and its files. */
export const API_RELEASES_PATH = '/api/releases.json';
/** The lifecycle of every release line: status, schedule dates, newest stable release. */
export const API_LINES_PATH = '/api/lines.json';
/** The JSON Schema (draft 2020-12) of the API files. */
export const API_SCHEMA_PATH = '/api/schema.json';
/** Atom feed of the newest releases. */
export const RELEASES_FEED_PATH = '/feed/releases.xml';
/** Atom feed of the newest security advisories. */
export const VULNERABILITIES_FEED_PATH = '/feed/vulnerabilities.xml';

/** iCalendar file of every scheduled line's phase dates. */
export const CALENDAR_PATH = '/feed/lines.ics';

/**
 * How many entries each feed holds, newest first: enough for a reader that polls weekly to miss
 * nothing (a busy month has about 15 releases), small enough to fetch often.
 */
export const FEED_LIMIT = 50;

/**
 * The file of one release line: the line as the schedule names it.
 * @example
 * apiLinePath('v22') // → '/api/v22.json'
 * apiLinePath('v0.12') // → '/api/v0.12.json'
 */
export function apiLinePath(line: string): string {
  return `/api/${checkedLine(line)}.json`;
}

function checkedLine(line: string): string {
  if (!/^v\d+(?:\.\d+)?$/.test(line)) {
    throw new Error(`Not a release line: ${JSON.stringify(line)}`);
  }
  return line;
}

/**
 * The Atom feed of one line's releases.
 * @example
 * lineFeedPath('v24') // → '/feed/v24.xml'
 */
export function lineFeedPath(line: string): string {
  return `/feed/${checkedLine(line)}.xml`;
}

/**
 * The Atom feed of the releases of one line that fix a vulnerability.
 * @example
 * lineSecurityFeedPath('v24') // → '/feed/v24-security.xml'
 */
export function lineSecurityFeedPath(line: string): string {
  return `/feed/${checkedLine(line)}-security.xml`;
}

/**
 * The iCalendar file of one scheduled line's phase dates.
 * @example
 * lineCalendarPath('v24') // → '/feed/v24.ics'
 */
export function lineCalendarPath(line: string): string {
  return `/feed/${checkedLine(line)}.ics`;
}
