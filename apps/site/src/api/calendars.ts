/**
 * The release schedule as iCalendar files: `/feed/lines.ics` (every line the schedule lists) and
 * `/feed/v{major}.ics` (one line). Each phase a line's schedule gives (release-core's
 * `schedulePhases`: alpha, Current, Active LTS, Maintenance) is an all-day event on its first
 * day, and end-of-life is one more, with a reminder a month before. A line the schedule does not
 * list has no dates, so it gets no calendar and no events.
 */
import { type Schedule, type ScheduleEntry, type SchedulePhase, schedulePhases } from '@node-downloads/release-core';
import { EOL_PATH, PREVIOUS_RELEASES_PATH } from '../links';
import { type CalendarEvent, icalendar } from './icalendar';
import { CALENDAR_PATH, lineCalendarPath } from './paths';

/** A date of a line's schedule: the first day of a phase, or end-of-life. */
export type ScheduleMilestone = SchedulePhase | 'end';

/** What the calendars are built from: the schedule and the day the data was taken (every event's DTSTAMP). */
export type CalendarSource = { schedule: Schedule; snapshotDate: string };

/** Each milestone's part of an event's UID: the UID stays the same while the date moves, so a reader replaces the event. */
const UID_PART: Record<ScheduleMilestone, string> = {
  alpha: 'alpha',
  current: 'current',
  active: 'active-lts',
  maintenance: 'maintenance-lts',
  end: 'end-of-life',
};

/** A reminder this long before end-of-life (RFC 5545 has no month: 30 days). */
const END_OF_LIFE_REMINDER = '-P30D';

/** How often a subscribed calendar should read the file again. */
const REFRESH = 'P1D';

/** The schedule's lines, newest first (`v27` … `v4`, `v0.12` … `v0.8`). */
export function scheduledLines(schedule: Schedule): string[] {
  const number = (line: string) => line.slice(1).split('.').map(Number);
  return Object.keys(schedule).sort((a, b) => {
    const [aMajor = 0, aMinor = 0] = number(a);
    const [bMajor = 0, bMinor = 0] = number(b);
    return bMajor - aMajor || bMinor - aMinor;
  });
}

/**
 * The dated milestones of one line, in order: the first day of each phase `schedulePhases` gives,
 * then end-of-life. Throws release-core's `DataValidationError` (naming the line and the field)
 * for a date that is not a real day or dates out of order.
 */
export function lineMilestones(line: string, entry: ScheduleEntry): { milestone: ScheduleMilestone; day: string }[] {
  const phases = schedulePhases(line, entry).map((span): { milestone: ScheduleMilestone; day: string } => ({ milestone: span.phase, day: span.start }));
  return [...phases, { milestone: 'end', day: entry.end }];
}

function lineName(line: string, entry: ScheduleEntry): string {
  return entry.codename ? `Node.js ${line} (${entry.codename})` : `Node.js ${line}`;
}

function summaryOf(milestone: ScheduleMilestone, name: string): string {
  switch (milestone) {
    case 'alpha': {
      return `${name}: alpha builds begin`;
    }
    case 'current': {
      return `${name} is released as Current`;
    }
    case 'active': {
      return `${name} enters Active LTS`;
    }
    case 'maintenance': {
      return `${name} enters Maintenance LTS`;
    }
    case 'end': {
      return `${name} reaches end-of-life`;
    }
  }
}

function descriptionOf(milestone: ScheduleMilestone, name: string): string {
  switch (milestone) {
    case 'alpha': {
      return `Prerelease builds of ${name} for testing; not for production.`;
    }
    case 'current': {
      return `${name} gets new features and fixes as the Current line.`;
    }
    case 'active': {
      return `${name} becomes the recommended line for production: long-term support with fixes and security updates.`;
    }
    case 'maintenance': {
      return `${name} gets critical fixes and security updates only.`;
    }
    case 'end': {
      return `${name} gets no more releases, security fixes included. Move to a supported line.`;
    }
  }
}

/** The events of one line: none when the schedule does not list it. */
export function lineEvents(line: string, source: CalendarSource, origin: string): CalendarEvent[] {
  const entry = source.schedule[line];
  if (entry === undefined) {
    return [];
  }
  const host = new URL(origin).hostname;
  const name = lineName(line, entry);
  return lineMilestones(line, entry).map(({ milestone, day }) => ({
    uid: `node-${line}-${UID_PART[milestone]}@${host}`,
    day,
    summary: summaryOf(milestone, name),
    description: `${descriptionOf(milestone, name)} Release schedule: ${origin}${PREVIOUS_RELEASES_PATH}`,
    url: `${origin}${milestone === 'end' ? EOL_PATH : PREVIOUS_RELEASES_PATH}`,
    categories: ['Node.js', line],
    alarm: milestone === 'end' ? { trigger: END_OF_LIFE_REMINDER, description: `${name} reaches end-of-life on ${day}` } : undefined,
  }));
}

/** `/feed/lines.ics`: every scheduled line's dates. */
export function linesCalendar(source: CalendarSource, origin: string): string {
  return icalendar({
    prodId: '-//Node.js//Release schedule//EN',
    name: 'Node.js release schedule',
    description: `When each Node.js line starts, enters LTS and maintenance, and reaches end-of-life. ${origin}${CALENDAR_PATH}`,
    stamp: source.snapshotDate,
    refresh: REFRESH,
    events: scheduledLines(source.schedule).flatMap((line) => lineEvents(line, source, origin)),
  });
}

/** `/feed/v{major}.ics` of each line the schedule lists, with its path. */
export function lineCalendars(source: CalendarSource, origin: string): { path: string; content: string }[] {
  return scheduledLines(source.schedule).map((line) => ({
    path: lineCalendarPath(line),
    content: icalendar({
      prodId: '-//Node.js//Release schedule//EN',
      name: `Node.js ${line} release schedule`,
      description: `When Node.js ${line} enters each phase and reaches end-of-life. ${origin}${lineCalendarPath(line)}`,
      stamp: source.snapshotDate,
      refresh: REFRESH,
      events: lineEvents(line, source, origin),
    }),
  }));
}
