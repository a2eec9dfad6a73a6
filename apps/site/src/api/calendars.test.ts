import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../test/snapshot';
import { loadSite } from '../site-data';
import { lineCalendars, linesCalendar } from './calendars';
import { listDataFiles } from './data-files';
import { escapeText, foldLine } from './icalendar';
import { CALENDAR_PATH, lineCalendarPath } from './paths';

const site = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
const origin = 'https://downloads.example.org';
const files = new Map(listDataFiles(site, { origin }).map((file) => [file.path, file.content]));

/** The schedule's dates written out from the data file, field by field: what a calendar must hold. */
const FIELDS = [
  ['alpha', 'alpha'],
  ['start', 'current'],
  ['lts', 'active-lts'],
  ['maintenance', 'maintenance-lts'],
  ['end', 'end-of-life'],
] as const;
function expectedEvents(line: string): { uid: string; day: string }[] {
  const entry = snapshot.schedule[line]!;
  return FIELDS.filter(([field]) => entry[field] !== undefined).map(([field, part]) => ({
    uid: `node-${line}-${part}@downloads.example.org`,
    day: entry[field]!,
  }));
}

type ReadEvent = { uid: string; day: string; end: string; summary: string; allDay: boolean; alarms: { trigger: string; action: string }[] };

/** Reads a calendar back with ical.js: every event's UID, day and reminders. */
function readCalendar(text: string): { name: string; events: ReadEvent[] } {
  const component = new ICAL.Component(ICAL.parse(text));
  expect(component.name).toBe('vcalendar');
  expect(component.getFirstPropertyValue('version')).toBe('2.0');
  expect(component.getFirstPropertyValue('prodid')).toBeTruthy();
  const events = component.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe(`${site.snapshotDate}T00:00:00Z`);
    return {
      uid: event.uid,
      day: event.startDate.toString(),
      end: event.endDate.toString(),
      summary: event.summary,
      allDay: event.startDate.isDate,
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => ({
        trigger: String(alarm.getFirstPropertyValue('trigger')),
        action: String(alarm.getFirstPropertyValue('action')),
      })),
    };
  });
  return { name: String(component.getFirstPropertyValue('x-wr-calname')), events };
}

function checkFormat(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
  for (const line of lines) {
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
}

describe('calendars of the release schedule', () => {
  it('/feed/lines.ics holds, read back by ical.js, one all-day event per date the schedule gives each line', () => {
    const text = files.get(CALENDAR_PATH)!;
    checkFormat(text);
    const { name, events } = readCalendar(text);
    expect(name).toBe('Node.js release schedule');
    const expected = Object.keys(snapshot.schedule).flatMap(expectedEvents);
    expect(events.map(({ uid, day }) => ({ uid, day })).toSorted((a, b) => a.uid.localeCompare(b.uid))).toEqual(
      expected.toSorted((a, b) => a.uid.localeCompare(b.uid)),
    );
    expect(events.every((event) => event.allDay)).toBe(true);
    const v24End = events.find((event) => event.uid === 'node-v24-end-of-life@downloads.example.org')!;
    expect(v24End).toMatchObject({ day: '2028-04-30', end: '2028-05-01', summary: 'Node.js v24 (Krypton) reaches end-of-life' });
    expect(v24End.alarms).toEqual([{ trigger: '-P30D', action: 'DISPLAY' }]);
    expect(events.find((event) => event.uid === 'node-v27-alpha@downloads.example.org')).toMatchObject({ day: '2026-10-28' });
    expect(events.filter((event) => event.alarms.length > 0).map((event) => event.uid)).toEqual(
      events.filter((event) => event.uid.includes('-end-of-life@')).map((event) => event.uid),
    );
  });

  it('/feed/v{major}.ics of each scheduled line holds that line\'s dates only; a line without schedule dates has no calendar', () => {
    for (const line of Object.keys(snapshot.schedule)) {
      const text = files.get(lineCalendarPath(line));
      expect(text, line).toBeDefined();
      checkFormat(text!);
      const { events } = readCalendar(text!);
      expect(events.map(({ uid, day }) => ({ uid, day })), line).toEqual(expectedEvents(line));
    }
    const v22 = readCalendar(files.get('/feed/v22.ics')!).events.map((event) => event.day);
    expect(v22).toEqual(['2024-04-24', '2024-10-29', '2025-10-21', '2027-04-30']);
    // v0.4 is in the release data but not in the schedule: no file, and no event anywhere.
    expect(files.has('/feed/v0.4.ics')).toBe(false);
    expect(files.get(CALENDAR_PATH)).not.toContain('v0.4');
  });

  it('keeps each event\'s UID when its date moves, so a subscribed calendar replaces the event', () => {
    const moved = { ...site, schedule: { ...site.schedule, v24: { ...site.schedule.v24!, end: '2028-10-31' } } };
    const before = readCalendar(linesCalendar(site, origin)).events.find((event) => event.uid.startsWith('node-v24-end-of-life@'))!;
    const after = readCalendar(linesCalendar(moved, origin)).events.find((event) => event.uid.startsWith('node-v24-end-of-life@'))!;
    expect(after.uid).toBe(before.uid);
    expect([before.day, after.day]).toEqual(['2028-04-30', '2028-10-31']);
    expect(lineCalendars(site, 'https://nodejs.org')[0]!.content).toContain('UID:node-v27-alpha@nodejs.org');
  });

  it('refuses a schedule whose dates are out of order, naming the line', () => {
    const bad = { ...site, schedule: { v24: { ...site.schedule.v24!, lts: '2024-01-01' } } };
    expect(() => linesCalendar(bad, origin)).toThrow(/v24/);
  });

  it('escapes TEXT values and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(long);
    const parsed = ICAL.parse(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n${foldLine(`SUMMARY:${escapeText('Café, ünïcode; é'.repeat(8))}`)}\r\nEND:VCALENDAR\r\n`);
    expect(new ICAL.Component(parsed).getFirstPropertyValue('summary')).toBe('Café, ünïcode; é'.repeat(8));
  });
});
