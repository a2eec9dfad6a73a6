/**
 * The lifecycle of every release line as the schedule and the release data give it on a day: the
 * phases a line goes through (for a schedule chart) and, per line, its status, its schedule's
 * dates, whether it is LTS, end-of-life or maintained, and its newest stable release.
 */
import { expectArray, expectDate, expectObject, expectReleaseLines, expectString } from './arguments';
import { DataValidationError } from './errors';
import { isoDayNumber, utcDayNumber } from './days';
import { releaseStatus } from './release-status';
import { isAlphaPhase, newestStableRelease } from './alpha-phase';
import type { LineRelease, ReleaseLine, ReleaseStatus, Schedule, ScheduleEntry } from './types';

/** A phase of a line's life in the schedule: alpha builds, Current, Active LTS, Maintenance. */
export type SchedulePhase = 'alpha' | 'current' | 'active' | 'maintenance';

/** Every phase, in the order a line goes through them. */
export const SCHEDULE_PHASES = ['alpha', 'current', 'active', 'maintenance'] as const satisfies readonly SchedulePhase[];

/** One phase of a line: from its first day to the day the next one (or end-of-life) starts. */
export type PhaseSpan = { phase: SchedulePhase; start: string; end: string };

/**
 * The phases of a line in its schedule, in order, each ending where the next begins and the last
 * at `end`: alpha (from v27: `alpha` to `start`), Current (`start` to `lts`, or to `maintenance`
 * for a line that is never LTS), Active LTS (`lts` to `maintenance`, or to `end` for a line
 * scheduled without a maintenance date) and Maintenance (`maintenance` to `end`). A phase of no
 * days is left out. Throws a {@link DataValidationError} naming the line and the field for a
 * date that is not a real day or a date out of lifecycle order (`parseSchedule` refuses both).
 * @example
 * schedulePhases('v27', schedule.v27)
 * // → [{ phase: 'alpha', start: '2026-10-28', end: '2027-04-22' }, { phase: 'current', start: '2027-04-22', end: '2027-10-20' }, { phase: 'active', start: '2027-10-20', end: '2030-04-30' }]
 */
export function schedulePhases(line: string, entry: ScheduleEntry): PhaseSpan[] {
  expectString('schedulePhases', 'line', line);
  expectObject('schedulePhases', 'entry', entry);
  const boundaries: { phase: SchedulePhase | 'end'; field: keyof ScheduleEntry; day: string | undefined }[] = [
    { phase: 'alpha', field: 'alpha', day: entry.alpha },
    { phase: 'current', field: 'start', day: entry.start },
    { phase: 'active', field: 'lts', day: entry.lts },
    { phase: 'maintenance', field: 'maintenance', day: entry.maintenance },
    { phase: 'end', field: 'end', day: entry.end },
  ];
  const present = boundaries.filter((boundary) => boundary.day !== undefined);
  let previous: { field: string; number: number; day: string } | undefined;
  for (const boundary of present) {
    const number = isoDayNumber(boundary.day!);
    if (number === undefined) {
      throw new DataValidationError({ file: 'schedule', record: line, field: boundary.field, message: `must be a real day written YYYY-MM-DD (got ${JSON.stringify(boundary.day)})` });
    }
    if (previous !== undefined && number < previous.number) {
      throw new DataValidationError({ file: 'schedule', record: line, field: boundary.field, message: `${boundary.day} is before ${previous.field} (${previous.day})` });
    }
    previous = { field: boundary.field, number, day: boundary.day! };
  }
  const spans: PhaseSpan[] = [];
  for (const [index, boundary] of present.entries()) {
    const next = present[index + 1];
    if (boundary.phase === 'end' || next === undefined || next.day === boundary.day) {
      continue;
    }
    spans.push({ phase: boundary.phase, start: boundary.day!, end: next.day! });
  }
  return spans;
}

/**
 * The phase a line is in on the UTC day of `now`, by its schedule alone; `undefined` before its
 * first phase and from its end-of-life on.
 * @example
 * phaseOn(schedulePhases('v27', schedule.v27), new Date('2026-11-22')) // → 'alpha'
 */
export function phaseOn(phases: readonly PhaseSpan[], now: Date): SchedulePhase | undefined {
  expectArray('phaseOn', 'phases', phases);
  for (const [index, span] of phases.entries()) {
    expectObject('phaseOn', `phases[${index}]`, span);
  }
  expectDate('phaseOn', 'now', now);
  const today = utcDayNumber(now);
  return phases.find((span) => isoDayNumber(span.start)! <= today && today < isoDayNumber(span.end)!)?.phase;
}

/** A line's lifecycle on a day: what `/api/lines.json` publishes of it. */
export type LineLifecycle = {
  /** The line as the schedule keys it (`v22`, `v0.12`). */
  line: string;
  major: number;
  /** LTS codename; absent for lines without one. */
  codename?: string | undefined;
  /** Status on that day (as `buildReleases` gives it; Pending for a scheduled line with no release yet). */
  status: ReleaseStatus;
  /** Whether the line is in its alpha phase: Pending, with prerelease builds only. */
  alphaPhase: boolean;
  /** The schedule's dates; absent where the schedule has none (lines older than the schedule). */
  schedule: Partial<Pick<ScheduleEntry, 'alpha' | 'start' | 'lts' | 'maintenance' | 'end'>>;
  /** Whether the line is, or was, an LTS line (an end-of-life LTS line stays one). */
  isLts: boolean;
  /** Whether the line has reached end-of-life. */
  endOfLife: boolean;
  /** Whether the line gets fixes and releases: Current, Active LTS or Maintenance LTS. */
  maintained: boolean;
  /** The newest stable release of the line; absent when it has none yet (alpha builds only, or no release). */
  newestStable?: LineRelease | undefined;
};

const LINE_KEY = /^v(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?$/;

function lineOrder(line: string): [number, number] {
  const match = LINE_KEY.exec(line);
  return [Number(match?.[1]), Number(match?.[2] ?? 0)];
}

function scheduleDates(entry: ScheduleEntry | undefined): LineLifecycle['schedule'] {
  if (entry === undefined) {
    return {};
  }
  const { alpha, start, lts, maintenance, end } = entry;
  return Object.fromEntries(Object.entries({ alpha, start, lts, maintenance, end }).filter(([, day]) => day !== undefined));
}

/**
 * Every release line's lifecycle on the UTC day of `now`, newest line first: each line
 * `buildReleases` gave (`releases`, built at the same `now`) and each line the schedule lists that
 * has no release yet (Pending, not LTS, nothing to offer). A prerelease is never a line's
 * `newestStable`.
 * @example
 * const releases = buildReleases({ index, schedule, now });
 * lineLifecycles({ releases, schedule, now }).find((line) => line.line === 'v27')
 * // → { line: 'v27', status: 'Pending', alphaPhase: true, isLts: false, endOfLife: false, maintained: false, newestStable: undefined, … }
 */
export function lineLifecycles(input: { releases: readonly ReleaseLine[]; schedule: Schedule; now: Date }): LineLifecycle[] {
  expectObject('lineLifecycles', 'input', input);
  expectReleaseLines('lineLifecycles', 'input.releases', input.releases);
  expectObject('lineLifecycles', 'input.schedule', input.schedule);
  expectDate('lineLifecycles', 'input.now', input.now);
  const byLine = new Map(input.releases.map((release) => [release.line, release]));
  const names = new Set([...byLine.keys(), ...Object.keys(input.schedule)]);
  return [...names]
    .sort((a, b) => {
      const [majorA, minorA] = lineOrder(a);
      const [majorB, minorB] = lineOrder(b);
      return majorB - majorA || minorB - minorA;
    })
    .map((name): LineLifecycle => {
      const release = byLine.get(name);
      const entry = input.schedule[name];
      if (release === undefined) {
        // Scheduled, nothing released yet: never Current or LTS without a release.
        const scheduled = releaseStatus(entry!, input.now);
        const status: ReleaseStatus = scheduled === 'End-of-life' ? 'End-of-life' : 'Pending';
        return {
          line: name,
          major: lineOrder(name)[0],
          codename: entry?.codename || undefined,
          status,
          alphaPhase: false,
          schedule: scheduleDates(entry),
          isLts: false,
          endOfLife: status === 'End-of-life',
          maintained: false,
          newestStable: undefined,
        };
      }
      const status = release.status;
      return {
        line: name,
        major: release.major,
        codename: release.codename,
        status,
        alphaPhase: isAlphaPhase(release),
        schedule: scheduleDates(entry),
        isLts: release.isLts,
        endOfLife: status === 'End-of-life',
        maintained: status === 'Current' || status === 'Active LTS' || status === 'Maintenance LTS',
        newestStable: newestStableRelease(release),
      };
    });
}

/**
 * The next day, after the UTC day of `now`, on which any line of the schedule changes phase (its
 * alpha builds, Current, Active LTS or Maintenance begins, or it reaches end-of-life): until then,
 * statuses computed on `now` hold. `undefined` when the schedule names no later day. A site built
 * on `now` records it, so a page read after that day can say its statuses are as of its build.
 * @example
 * nextPhaseChange({ v26: { start: '2026-04-22', lts: '2026-10-28', maintenance: '2027-10-20', end: '2029-04-30' } }, new Date('2026-11-22'))
 * // → '2027-10-20'
 */
export function nextPhaseChange(schedule: Schedule, now: Date): string | undefined {
  expectObject('nextPhaseChange', 'schedule', schedule);
  expectDate('nextPhaseChange', 'now', now);
  const today = utcDayNumber(now);
  let next: { day: string; number: number } | undefined;
  for (const entry of Object.values(schedule)) {
    for (const day of [entry.alpha, entry.start, entry.lts, entry.maintenance, entry.end]) {
      const number = day === undefined ? undefined : isoDayNumber(day);
      if (number !== undefined && number > today && (next === undefined || number < next.number)) {
        next = { day: day!, number };
      }
    }
  }
  return next?.day;
}

/** The line the schedule makes Current next, while no line is Current (see {@link nextCurrentLine}). */
export type NextCurrentLine = {
  /** The line (`v27`). */
  line: string;
  /** The day it becomes Current by the schedule (`YYYY-MM-DD`). */
  start: string;
  /** Its newest prerelease, when it has only prereleases so far (an alpha, not for production). */
  newestPrerelease?: LineRelease | undefined;
};

/**
 * While no line is Current (from an even line becoming LTS until the next line's start): the
 * line whose scheduled start is the first after the UTC day of `now`, that day, and its newest
 * prerelease when it has released only prereleases. `undefined` while a line is Current, or when
 * the schedule names no later start.
 * @example
 * nextCurrentLine({ releases, schedule, now: new Date('2026-11-22') })
 * // → { line: 'v27', start: '2027-04-22', newestPrerelease: { version: '27.0.0-alpha.0.1.1', … } }
 */
export function nextCurrentLine(input: { releases: readonly ReleaseLine[]; schedule: Schedule; now: Date }): NextCurrentLine | undefined {
  expectObject('nextCurrentLine', 'input', input);
  expectReleaseLines('nextCurrentLine', 'input.releases', input.releases);
  expectObject('nextCurrentLine', 'input.schedule', input.schedule);
  expectDate('nextCurrentLine', 'input.now', input.now);
  if (input.releases.some((release) => release.status === 'Current')) {
    return undefined;
  }
  const today = utcDayNumber(input.now);
  // The schedule is validated: every start is a real day.
  const startOf = (entry: ScheduleEntry): number => isoDayNumber(entry.start) ?? Number.NEGATIVE_INFINITY;
  const next = Object.entries(input.schedule)
    .filter(([, entry]) => startOf(entry) > today)
    .sort(([, a], [, b]) => startOf(a) - startOf(b))[0];
  if (next === undefined) {
    return undefined;
  }
  const [line, entry] = next;
  const release = input.releases.find((candidate) => candidate.line === line);
  const newestPrerelease = release?.prereleaseOnly === true ? release.minorVersions[0] : undefined;
  return { line, start: entry.start, newestPrerelease };
}
