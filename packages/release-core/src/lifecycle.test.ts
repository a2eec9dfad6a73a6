import { describe, expect, it } from 'vitest';
import { distIndex, schedule } from './data';
import { DataValidationError } from './errors';
import { lineLifecycles, nextCurrentLine, nextPhaseChange, phaseOn, schedulePhases } from './lifecycle';
import { buildReleases } from './releases';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('schedulePhases', () => {
  it('splits v27 (2026 schedule) into alpha, Current and Active LTS, with no odd/even split and no maintenance date', () => {
    expect(schedulePhases('v27', schedule['v27']!)).toEqual([
      { phase: 'alpha', start: '2026-10-28', end: '2027-04-22' },
      { phase: 'current', start: '2027-04-22', end: '2027-10-20' },
      { phase: 'active', start: '2027-10-20', end: '2030-04-30' },
    ]);
  });

  it('gives an even line before v27 Current, Active LTS and Maintenance, and an odd one Current and Maintenance', () => {
    expect(schedulePhases('v24', schedule['v24']!).map((span) => span.phase)).toEqual(['current', 'active', 'maintenance']);
    expect(schedulePhases('v25', schedule['v25']!)).toEqual([
      { phase: 'current', start: '2025-10-15', end: '2026-04-01' },
      { phase: 'maintenance', start: '2026-04-01', end: '2026-06-01' },
    ]);
  });

  it('names the line and the field of dates out of order or not real days', () => {
    const outOfOrder = () => schedulePhases('v28', { alpha: '2028-01-01', start: '2027-04-20', end: '2031-04-30' });
    expect(outOfOrder).toThrow(DataValidationError);
    expect(outOfOrder).toThrow('v28: start: 2027-04-20 is before alpha (2028-01-01)');
    expect(() => schedulePhases('v28', { start: '2028-02-30', end: '2031-04-30' })).toThrow('v28: start: must be a real day');
  });

  it('tells the phase of a day: v27 is in alpha on 2026-11-22, Current on 2027-05-01', () => {
    const phases = schedulePhases('v27', schedule['v27']!);
    expect(phaseOn(phases, day('2026-11-22'))).toBe('alpha');
    expect(phaseOn(phases, day('2027-05-01'))).toBe('current');
    expect(phaseOn(phases, day('2030-04-30'))).toBeUndefined();
  });
});

describe('lineLifecycles', () => {
  const on = (iso: string, data = schedule) => {
    const now = day(iso);
    return lineLifecycles({ releases: buildReleases({ index: distIndex, schedule: data, now }), schedule: data, now });
  };

  it('on 2026-11-22: v27 Pending in alpha with no stable release, v26 Active LTS and maintained, v18 end-of-life but LTS', () => {
    const lines = on('2026-11-22');
    expect(lines[0]).toMatchObject({ line: 'v27', status: 'Pending', alphaPhase: true, isLts: false, maintained: false, endOfLife: false, newestStable: undefined });
    expect(lines[0]!.schedule).toEqual({ alpha: '2026-10-28', start: '2027-04-22', lts: '2027-10-20', end: '2030-04-30' });
    expect(lines[1]).toMatchObject({ line: 'v26', codename: 'Lithium', status: 'Active LTS', isLts: true, maintained: true, alphaPhase: false });
    expect(lines[1]!.newestStable?.versionWithPrefix).toBe('v26.13.0');
    expect(lines.find((line) => line.line === 'v18')).toMatchObject({ status: 'End-of-life', isLts: true, endOfLife: true, maintained: false });
    expect(lines.find((line) => line.line === 'v0.1')).toMatchObject({ schedule: {}, endOfLife: true });
  });

  it('lists a scheduled line with no release yet as Pending, never Current or LTS, even past its dates', () => {
    const withV28 = { ...schedule, v28: { alpha: '2027-10-20', start: '2028-04-20', lts: '2028-10-19', end: '2031-04-30' } };
    const lines = on('2029-01-01', withV28);
    expect(lines[0]).toMatchObject({ line: 'v28', major: 28, status: 'Pending', isLts: false, maintained: false, alphaPhase: false, newestStable: undefined });
    expect(on('2031-05-01', withV28)[0]).toMatchObject({ line: 'v28', status: 'End-of-life', endOfLife: true });
  });
});

describe('nextPhaseChange', () => {
  const twoLines = {
    v26: { start: '2026-04-22', lts: '2026-10-28', maintenance: '2027-10-20', end: '2029-04-30', codename: 'Lithium' },
    v27: { alpha: '2026-10-28', start: '2027-04-22', lts: '2027-10-20', end: '2030-04-30' },
  };

  it('is the first day after today on which any line changes phase', () => {
    expect(nextPhaseChange(twoLines, new Date('2026-11-22T23:59:00Z'))).toBe('2027-04-22');
    expect(nextPhaseChange(twoLines, new Date('2027-04-22T00:00:00Z'))).toBe('2027-10-20');
  });

  it('counts a change on today as past, and is undefined when the schedule names no later day', () => {
    expect(nextPhaseChange(twoLines, new Date('2026-10-28T12:00:00Z'))).toBe('2027-04-22');
    expect(nextPhaseChange(twoLines, new Date('2030-04-30T00:00:00Z'))).toBeUndefined();
  });

  it('holds the statuses of the embedded data until the day it names', () => {
    const today = new Date('2026-11-22T00:00:00Z');
    const next = nextPhaseChange(schedule, today)!;
    const statuses = (now: Date) => buildReleases({ index: distIndex, schedule, now }).map((line) => `${line.line} ${line.status}`);
    const dayBefore = new Date(new Date(`${next}T00:00:00Z`).getTime() - 86_400_000);
    expect(next > '2026-11-22').toBe(true);
    expect(statuses(dayBefore)).toEqual(statuses(today));
  });
});

describe('nextCurrentLine', () => {
  const on = (iso: string) => ({ releases: buildReleases({ index: distIndex, schedule, now: day(iso) }), schedule, now: day(iso) });

  it('on 2026-11-22, with no Current line: v27 on 2027-04-22, with its newest alpha', () => {
    const next = nextCurrentLine(on('2026-11-22'));
    expect(next?.line).toBe('v27');
    expect(next?.start).toBe(schedule.v27?.start);
    expect(next?.start).toBe('2027-04-22');
    expect(next?.newestPrerelease?.versionWithPrefix).toBe('v27.0.0-alpha.0.1.1');
  });

  it('is undefined while a line is Current', () => {
    expect(nextCurrentLine(on('2026-06-01'))).toBeUndefined();
  });

  it('names no prerelease for a next line with none released', () => {
    const input = on('2026-11-22');
    const withoutV27 = input.releases.filter((release) => release.line !== 'v27');
    expect(nextCurrentLine({ ...input, releases: withoutV27 })).toEqual({ line: 'v27', start: '2027-04-22', newestPrerelease: undefined });
  });
});
