import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distIndex, schedule } from './data';
import { DataValidationError, ReleaseCoreError } from './errors';
import { currentRelease, findMinorRelease, findRelease, latestLtsRelease } from './release-lookup';
import { RELEASE_STATUSES, releaseStatus } from './release-status';
import { buildReleases, lineRange, releaseLineOf } from './releases';
import type { ReleaseLine, ScheduleEntry } from './types';

function line(name: string): ScheduleEntry {
  const entry = schedule[name];
  if (entry === undefined) {
    throw new Error(`the snapshot schedule has no ${name}`);
  }
  return entry;
}

function releasesOn(day: string): ReleaseLine[] {
  return buildReleases({ index: distIndex, schedule, now: new Date(`${day}T12:00:00Z`) });
}

function lineOf(releases: readonly ReleaseLine[], name: string): ReleaseLine {
  const release = releases.find((candidate) => candidate.line === name);
  if (release === undefined) {
    throw new Error(`no release line ${name}`);
  }
  return release;
}

describe('releaseStatus', () => {
  it('gives every supported line of 2026-11-22 its status, with no Current line', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(releaseStatus(line('v27'), now)).toBe('Pending');
    expect(releaseStatus(line('v26'), now)).toBe('Active LTS');
    expect(releaseStatus(line('v25'), now)).toBe('End-of-life');
    expect(releaseStatus(line('v24'), now)).toBe('Maintenance LTS');
    expect(releaseStatus(line('v22'), now)).toBe('Maintenance LTS');
    expect(releaseStatus(line('v20'), now)).toBe('End-of-life');
  });

  it('switches on the exact boundary day, counted in UTC', () => {
    const v26 = line('v26');
    expect(releaseStatus(v26, new Date('2026-05-04T23:59:59Z'))).toBe('Pending');
    expect(releaseStatus(v26, new Date('2026-05-05T00:00:00Z'))).toBe('Current');
    expect(releaseStatus(v26, new Date('2026-10-27T23:59:59Z'))).toBe('Current');
    expect(releaseStatus(v26, new Date('2026-10-28T00:00:00Z'))).toBe('Active LTS');
    const v24 = line('v24');
    expect(releaseStatus(v24, new Date('2026-10-19T23:59:59Z'))).toBe('Active LTS');
    expect(releaseStatus(v24, new Date('2026-10-20T00:00:00Z'))).toBe('Maintenance LTS');
    // 01:00 in UTC+2 on the 20th is still the 19th in UTC.
    expect(releaseStatus(v24, new Date('2026-10-20T01:00:00+02:00'))).toBe('Active LTS');
    const v20 = line('v20');
    expect(releaseStatus(v20, new Date('2026-04-29T23:59:59Z'))).toBe('Maintenance LTS');
    expect(releaseStatus(v20, new Date('2026-04-30T00:00:00Z'))).toBe('End-of-life');
  });

  it('keeps a line with alpha builds Pending until its start day', () => {
    const v27 = line('v27');
    expect(releaseStatus(v27, new Date('2026-10-29T00:00:00Z'))).toBe('Pending');
    expect(releaseStatus(v27, new Date('2027-04-21T23:59:59Z'))).toBe('Pending');
    expect(releaseStatus(v27, new Date('2027-04-22T00:00:00Z'))).toBe('Current');
    expect(releaseStatus(v27, new Date('2027-10-20T00:00:00Z'))).toBe('Active LTS');
  });

  it('moves an odd-numbered line from Current straight to its maintenance phase', () => {
    const v25 = line('v25');
    expect(releaseStatus(v25, new Date('2026-03-31T12:00:00Z'))).toBe('Current');
    expect(releaseStatus(v25, new Date('2026-04-01T12:00:00Z'))).toBe('Maintenance LTS');
    expect(releaseStatus(v25, new Date('2026-06-01T00:00:00Z'))).toBe('End-of-life');
  });

  it('refuses an invalid date and an unreadable schedule date', () => {
    expect(() => releaseStatus(line('v22'), new Date('not a date'))).toThrow(ReleaseCoreError);
    expect(() => releaseStatus({ start: '2024-04-24', end: '2027-13-01' }, new Date())).toThrow(
      /schedule: schedule entry: end: must be a real day/,
    );
  });

  const anyDate = fc.date({ noInvalidDate: true });
  const rank = (status: string) => (RELEASE_STATUSES as readonly string[]).indexOf(status);

  it('gives a status of the vocabulary that never goes back in time, for every real line', () => {
    const lines = Object.values(schedule);
    fc.assert(
      fc.property(fc.constantFrom(...lines), anyDate, anyDate, (entry, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const before = rank(releaseStatus(entry, earlier));
        const after = rank(releaseStatus(entry, later));
        return before >= 0 && after >= 0 && before <= after;
      }),
      { numRuns: 10_000 },
    );
  });

  it('never goes back in time for any schedule in lifecycle order, with or without LTS phases', () => {
    const dayText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    const schedules = fc
      .tuple(
        fc.uniqueArray(fc.integer({ min: 0, max: 2_932_896 }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([days, hasLts, hasMaintenance]): ScheduleEntry => {
        const [start, lts, maintenance, end] = days.toSorted((x, y) => x - y).map(dayText);
        return {
          start: start ?? '',
          end: end ?? '',
          lts: hasLts ? lts : undefined,
          maintenance: hasMaintenance ? maintenance : undefined,
        };
      });
    fc.assert(
      fc.property(schedules, anyDate, anyDate, (entry, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const before = releaseStatus(entry, earlier);
        const after = releaseStatus(entry, later);
        const statusesOfEntry = RELEASE_STATUSES.filter(
          (status) =>
            (status !== 'Active LTS' || entry.lts !== undefined) &&
            (status !== 'Maintenance LTS' || entry.maintenance !== undefined),
        );
        return (
          statusesOfEntry.some((status) => status === before) &&
          statusesOfEntry.some((status) => status === after) &&
          rank(before) <= rank(after)
        );
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('releaseLineOf and lineRange', () => {
  it('keys v0.x lines by minor and later lines by major, like the schedule', () => {
    expect(releaseLineOf('v22.1.0')).toBe('v22');
    expect(releaseLineOf('27.0.0-alpha.0.1.1')).toBe('v27');
    expect(releaseLineOf('v0.10.48')).toBe('v0.10');
    expect(releaseLineOf('v0.12.0')).toBe('v0.12');
  });

  it('covers every version of a line and nothing of its neighbours', () => {
    expect(lineRange('v22')).toBe('>=22.0.0-0 <23.0.0-0');
    expect(lineRange('v0.12')).toBe('>=0.12.0-0 <0.13.0-0');
    for (const bad of ['v0', 'v22.1', '22.x', 'latest', 'v01']) {
      expect(() => lineRange(bad), bad).toThrow(/Invalid release line/);
    }
  });
});

describe('buildReleases on 2026-11-22', () => {
  const releases = releasesOn('2026-11-22');

  it('lists every line ever shipped once, newest first, and every release of the snapshot once', () => {
    expect(releases.map((release) => release.line)).toEqual([
      ...Array.from({ length: 24 }, (_, offset) => `v${27 - offset}`),
      ...Array.from({ length: 12 }, (_, offset) => `v0.${12 - offset}`),
    ]);
    const listed = releases.flatMap((release) => release.minorVersions.map((minor) => minor.versionWithPrefix));
    expect(listed.toSorted()).toEqual(distIndex.map((entry) => entry.version).toSorted());
  });

  it('shows v26 "Lithium" as the Active LTS line at v26.13.0, the default download', () => {
    const v26 = lineOf(releases, 'v26');
    expect(v26).toMatchObject({
      major: 26,
      version: '26.13.0',
      versionWithPrefix: 'v26.13.0',
      codename: 'Lithium',
      status: 'Active LTS',
      isLts: true,
      currentStart: '2026-05-05',
      releaseDate: '2026-10-28',
      endOfLife: '2029-04-30',
      modules: '147',
    });
    expect(v26.minorVersions).toHaveLength(16);
    expect(latestLtsRelease(releases)).toBe(v26);
  });

  it('has no Current line', () => {
    expect(currentRelease(releases)).toBeUndefined();
    expect(releases.filter((release) => release.status === 'Current')).toEqual([]);
  });

  it('shows v24 and v22 in maintenance, v22 at v22.23.2 without an npm version the snapshot lacks', () => {
    expect(lineOf(releases, 'v24')).toMatchObject({ version: '24.22.0', status: 'Maintenance LTS', codename: 'Krypton' });
    const v22 = lineOf(releases, 'v22');
    expect(v22).toMatchObject({ versionWithPrefix: 'v22.23.2', status: 'Maintenance LTS', codename: 'Jod', isLts: true });
    expect(v22.npm).toBeUndefined();
    expect(v22.minorVersions).toHaveLength(35);
  });

  it('shows v27 as Pending at its newest alpha, files unknown', () => {
    const v27 = lineOf(releases, 'v27');
    expect(v27).toMatchObject({
      version: '27.0.0-alpha.0.1.1',
      status: 'Pending',
      isLts: false,
      currentStart: '2026-10-29',
    });
    expect(v27.codename).toBeUndefined();
    for (const minor of v27.minorVersions) {
      expect(minor).toMatchObject({ files: [], filesDerived: true });
      expect(minor.filesDerivedFrom).toBeUndefined();
    }
  });

  it('derives the files of v26.8.0 to v26.13.0 from v26.7.0, the newest release with a list', () => {
    const v26 = lineOf(releases, 'v26');
    const v2670 = v26.minorVersions.find((minor) => minor.version === '26.7.0');
    const v26130 = v26.minorVersions[0];
    expect(v2670?.filesDerived).toBe(false);
    expect(v26130).toMatchObject({ version: '26.13.0', filesDerived: true, filesDerivedFrom: 'v26.7.0' });
    expect(v26130?.files).toEqual(v2670?.files);
    expect(v26.minorVersions.filter((minor) => minor.filesDerived).map((minor) => minor.version)).toEqual([
      '26.13.0',
      '26.12.0',
      '26.11.0',
      '26.10.0',
      '26.9.0',
      '26.8.0',
    ]);
  });

  it('derives files only from an older release of the same line that has them', () => {
    for (const release of releases) {
      for (const minor of release.minorVersions) {
        const source = distIndex.find((entry) => entry.version === minor.versionWithPrefix);
        if (!minor.filesDerived) {
          expect(minor.files).toBe(source?.files);
          continue;
        }
        expect(source?.files).toBeUndefined();
        if (minor.filesDerivedFrom !== undefined) {
          const from = release.minorVersions.find((other) => other.versionWithPrefix === minor.filesDerivedFrom);
          expect(from?.filesDerived).toBe(false);
          expect(minor.files).toEqual(from?.files);
          expect(from?.date.localeCompare(minor.date)).toBeLessThanOrEqual(0);
        }
      }
    }
    expect(lineOf(releases, 'v24').minorVersions[0]).toMatchObject({ filesDerivedFrom: 'v24.19.0' });
  });

  it('keeps v0.10 and v0.12 as distinct End-of-life lines of major 0', () => {
    expect(lineOf(releases, 'v0.12')).toMatchObject({ major: 0, version: '0.12.18', status: 'End-of-life', isLts: false });
    expect(lineOf(releases, 'v0.10')).toMatchObject({ major: 0, version: '0.10.48', status: 'End-of-life' });
  });

  it('shows the lines before the schedule began as End-of-life', () => {
    const v01 = lineOf(releases, 'v0.1');
    expect(v01).toMatchObject({ status: 'End-of-life', currentStart: '2011-08-26', version: '0.1.104', isLts: false });
    expect(v01.endOfLife).toBeUndefined();
    expect(lineOf(releases, 'v0.11').status).toBe('End-of-life');
  });

  it('keeps LTS lines LTS after their end of life, and never calls an odd line LTS', () => {
    expect(lineOf(releases, 'v18')).toMatchObject({ status: 'End-of-life', isLts: true, codename: 'Hydrogen' });
    expect(lineOf(releases, 'v25')).toMatchObject({ status: 'End-of-life', isLts: false });
    expect(lineOf(releases, 'v25').codename).toBeUndefined();
  });
});

describe('buildReleases at other dates', () => {
  it('on 2026-06-01 shows v26 as Current with only the releases out by then', () => {
    const releases = releasesOn('2026-06-01');
    const current = currentRelease(releases);
    expect(current).toMatchObject({ line: 'v26', versionWithPrefix: 'v26.3.0', status: 'Current', isLts: false });
    expect(current?.minorVersions.map((minor) => minor.version)).toEqual(['26.3.0', '26.2.0', '26.1.0', '26.0.0']);
    expect(releases.some((release) => release.line === 'v27')).toBe(false);
    expect(lineOf(releases, 'v25').status).toBe('End-of-life');
    expect(latestLtsRelease(releases)).toMatchObject({ line: 'v24', status: 'Active LTS' });
  });

  it('while an odd line is in maintenance, the newest LTS line is still the even one below it', () => {
    const releases = releasesOn('2026-04-15');
    expect(lineOf(releases, 'v25')).toMatchObject({ status: 'Maintenance LTS', isLts: false });
    expect(latestLtsRelease(releases)).toMatchObject({ line: 'v24' });
    expect(currentRelease(releases)).toBeUndefined();
  });

  it('before any release there are no lines, and no LTS or Current line', () => {
    const releases = releasesOn('2011-01-01');
    expect(releases).toEqual([]);
    expect(latestLtsRelease(releases)).toBeUndefined();
  });

  it('stops with a clear error when releases exist for a line the schedule does not know', () => {
    const index = [
      { version: 'v28.0.0-alpha.0.0.0', date: '2027-10-01', lts: false as const, security: false },
      ...distIndex,
    ];
    let error: unknown;
    try {
      buildReleases({ index, schedule, now: new Date('2027-10-02') });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataValidationError);
    expect(error).toMatchObject({ file: 'schedule', record: 'v28', field: '(key)' });
  });

  it('refuses a release with an invalid date, naming it', () => {
    const index = [{ version: 'v22.1.0', date: '2024-5-2', lts: false as const, security: false }];
    expect(() => buildReleases({ index, schedule, now: new Date('2026-11-22') })).toThrow(
      'dist index: v22.1.0: date: must be a real day written YYYY-MM-DD (got "2024-5-2")',
    );
  });
});

describe('findRelease and findMinorRelease', () => {
  const releases = releasesOn('2026-11-22');

  it('finds a line by its newest version, with or without v, and nothing else', () => {
    expect(findRelease(releases, 'v22.23.2')?.line).toBe('v22');
    expect(findRelease(releases, '22.23.2')?.line).toBe('v22');
    expect(findRelease(releases, 'v22')).toBeUndefined();
    expect(findRelease(releases, 'v22.1.0')).toBeUndefined();
    expect(findRelease(releases, 'v22.23')).toBeUndefined();
  });

  it('finds any release by its exact version, with its line', () => {
    const match = findMinorRelease(releases, 'v22.1.0');
    expect(match?.release.line).toBe('v22');
    expect(match?.minor).toMatchObject({ version: '22.1.0', date: '2024-05-02', filesDerived: false });
    expect(findMinorRelease(releases, '0.1.14')?.release.line).toBe('v0.1');
    expect(findMinorRelease(releases, 'v22')).toBeUndefined();
    expect(findMinorRelease(releases, 'v22.1')).toBeUndefined();
    expect(findMinorRelease(releases, 'v26.8.1')).toBeUndefined();
  });

  it('answers from each releases array alone, with the same match for every release as a scan', () => {
    const older = releasesOn('2024-01-01');
    expect(findMinorRelease(older, 'v22.1.0')).toBeUndefined();
    expect(findMinorRelease(releases, 'v22.1.0')?.release.line).toBe('v22');
    expect(findMinorRelease(older, 'v20.10.0')?.release).toBe(older.find((release) => release.line === 'v20'));
    for (const release of releases) {
      for (const minor of release.minorVersions) {
        expect(findMinorRelease(releases, minor.version)).toEqual({ release, minor });
      }
    }
  });
});

