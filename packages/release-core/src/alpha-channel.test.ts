import SemVer from 'semver/classes/semver.js';
import { describe, expect, it } from 'vitest';
import { AliasError, resolveAlias, resolveVersion } from './alias';
import { distIndex, schedule } from './data';
import { buildReleases } from './releases';
import { isAlphaPhase, newestStableRelease } from './alpha-phase';
import { currentRelease, latestLtsRelease } from './release-lookup';
import { resolveSelection } from './resolver';
import type { ReleaseLine } from './types';

const FIRST_DAY = '2011-08-26';
const LAST_DAY = '2035-12-31';
const DAY_MS = 86_400_000;

function isPrerelease(version: string): boolean {
  return new SemVer(version).prerelease.length > 0;
}

function dayOf(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/**
 * Every day from FIRST_DAY to LAST_DAY falls in a span that starts on one of these days and in
 * which nothing the rules read changes: `buildReleases` depends on the day only through which
 * releases are out (their dates) and which schedule boundaries have passed (the schedule's dates).
 * Checking the first day of each span checks every day of the range, in a fraction of the time.
 */
function spanStarts(): string[] {
  const days = new Set<string>([FIRST_DAY]);
  const boundaries = [
    ...distIndex.map((entry) => entry.date),
    ...Object.values(schedule).flatMap((entry) => [entry.alpha, entry.start, entry.lts, entry.maintenance, entry.end]),
  ];
  for (const day of boundaries) {
    if (day !== undefined && day > FIRST_DAY && day <= LAST_DAY) {
      days.add(day);
    }
  }
  return [...days].sort();
}

const ONE_RELEASE_ALIASES = ['current', 'latest', 'node', 'lts/*', 'lts', 'lts/-1', 'lts/-2', 'lts/-3'];
const CODENAMES = [...new Set(Object.values(schedule).flatMap((entry) => (entry.codename ? [entry.codename] : [])))];

/** The versions an alias gives on a day, or none when it throws an AliasError. */
function aliasVersions(alias: string, releases: readonly ReleaseLine[]): { versions: string[]; code?: string } {
  try {
    const resolution = resolveAlias(alias, { releases });
    return {
      versions: resolution.kind === 'list' ? resolution.matches.map((match) => match.minor.version) : [resolution.minor.version],
    };
  } catch (error) {
    if (error instanceof AliasError) {
      return { versions: [], code: error.code };
    }
    throw error;
  }
}

describe('the alpha channel: a prerelease is never Current, LTS or what an alias names', () => {
  it('the span starts stand for every day: on 300 days spread over the range, lines are as on the start of their span', () => {
    const starts = spanStarts();
    const summary = (day: string) =>
      buildReleases({ index: distIndex, schedule, now: dayOf(day) })
        .map((release) => `${release.line} ${release.status} ${release.version} ${release.isLts}`)
        .join('|');
    const first = dayOf(FIRST_DAY).getTime();
    const span = dayOf(LAST_DAY).getTime() - first;
    for (let step = 0; step < 300; step += 1) {
      // 300 days at an irregular stride (a prime number of days apart, wrapped), reaching every part of the range.
      const day = new Date(first + ((step * 7919 * DAY_MS) % span)).toISOString().slice(0, 10);
      const start = starts.findLast((candidate) => candidate <= day)!;
      expect(summary(day), `${day} (span from ${start})`).toBe(summary(start));
    }
  });

  it('on every day from 2011-08-26 to 2035-12-31 no status, alias or default gives a prerelease as Current or LTS', () => {
    let checkedSpans = 0;
    let alphaDays = 0;
    for (const day of spanStarts()) {
      const now = dayOf(day);
      const releases = buildReleases({ index: distIndex, schedule, now });
      for (const release of releases) {
        const servesAsStable = release.status === 'Current' || release.status === 'Active LTS' || release.status === 'Maintenance LTS';
        if (servesAsStable || release.isLts) {
          expect(isPrerelease(release.version), `${day}: ${release.line} ${release.status} at ${release.version}`).toBe(false);
        }
        if (isPrerelease(release.version)) {
          expect(release.prereleaseOnly, `${day}: ${release.line}`).toBe(true);
          expect(newestStableRelease(release)).toBeUndefined();
        }
        if (isAlphaPhase(release)) {
          alphaDays += 1;
        }
      }
      const current = currentRelease(releases);
      const lts = latestLtsRelease(releases);
      for (const line of [current, lts]) {
        if (line !== undefined) {
          expect(isPrerelease(line.version), `${day}: ${line.line}`).toBe(false);
        }
      }
      for (const alias of [...ONE_RELEASE_ALIASES, ...CODENAMES, 'supported', 'active']) {
        const { versions } = aliasVersions(alias, releases);
        for (const version of versions) {
          expect(isPrerelease(version), `${day}: "${alias}" → ${version}`).toBe(false);
        }
      }
      if (releases.length > 0) {
        // An address without a version (or with an unknown one) gets the site's default release.
        const { selection } = resolveSelection({ releases, selection: { version: '' } });
        const hasStable = releases.some((release) => release.prereleaseOnly !== true);
        if (hasStable) {
          expect(isPrerelease(selection.version), `${day}: default selection ${selection.version}`).toBe(false);
        }
      }
      checkedSpans += 1;
    }
    expect(checkedSpans).toBeGreaterThan(500);
    // The v27 alphas are out (and only they) from 2026-10-28 to the end of the range.
    expect(alphaDays).toBeGreaterThan(0);
  });
});

describe('aliases that land on a line with prereleases only', () => {
  const on = (day: string) => ({ releases: buildReleases({ index: distIndex, schedule, now: dayOf(day) }) });

  it('keeps v27 Pending in its alpha phase on 2026-11-22, with the alpha day from the schedule', () => {
    const v27 = on('2026-11-22').releases.find((release) => release.line === 'v27')!;
    expect(v27).toMatchObject({ status: 'Pending', prereleaseOnly: true, alpha: '2026-10-28', isLts: false });
    expect(isAlphaPhase(v27)).toBe(true);
  });

  it('keeps v27 Pending past its scheduled start when the data holds only its alphas, and says so for "current"', () => {
    const may = on('2027-05-01');
    const v27 = may.releases.find((release) => release.line === 'v27')!;
    expect(v27.status).toBe('Pending');
    expect(v27.scheduled).toEqual({ status: 'Current', isLts: false });
    const error = (() => {
      try {
        resolveVersion('current', may);
      } catch (caught) {
        return caught as AliasError;
      }
      throw new Error('expected an AliasError');
    })();
    expect(error).toBeInstanceOf(AliasError);
    expect(error.code).toBe('NO_STABLE_RELEASE');
    expect(error.message).toBe(
      '"current" lands on v27, which is Current by the schedule, but every release of v27 in the release data is a prerelease (newest v27.0.0-alpha.0.1.1): ask for "27.0.0-alpha.0.1.1" exactly to get it',
    );
    expect(resolveVersion('lts/*', may).minor.versionWithPrefix).toBe('v26.13.0');
    expect(resolveVersion('27.0.0-alpha.0.1.1', may).minor.versionWithPrefix).toBe('v27.0.0-alpha.0.1.1');
  });

  it('refuses lts/* on 2030-01-01, when the schedule makes v27 the newest LTS line, and keeps counting lts/-n from it', () => {
    const later = on('2030-01-01');
    expect(() => resolveVersion('lts/*', later)).toThrow(expect.objectContaining({ code: 'NO_STABLE_RELEASE', alias: 'lts/*' }));
    expect(resolveVersion('lts/-1', later).minor.versionWithPrefix).toBe('v26.13.0');
    expect(latestLtsRelease(later.releases)).toBeUndefined();
    expect(() => resolveAlias('supported', later)).toThrow(expect.objectContaining({ code: 'NO_MATCH' }));
    expect(resolveVersion('latest', later).minor.versionWithPrefix).toBe('v26.13.0');
  });
});
