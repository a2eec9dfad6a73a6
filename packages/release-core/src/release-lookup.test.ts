import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from './errors';
import { currentPageRelease } from './release-lookup';
import { buildReleases } from './releases';
import { JUNE_2026, NOV_2026 } from '../test/fixtures';

describe('currentPageRelease', () => {
  it('is the Current line while there is one', () => {
    expect(currentPageRelease(JUNE_2026)).toMatchObject({ line: 'v26', status: 'Current' });
  });

  it('is the newest line with a stable release when none is Current, never a line of alphas only', () => {
    // 2026-11-22: v27 has alpha builds (Pending), v26 became Active LTS a month before.
    expect(NOV_2026.find((release) => release.line === 'v27')).toMatchObject({ status: 'Pending', prereleaseOnly: true });
    expect(currentPageRelease(NOV_2026)).toMatchObject({ line: 'v26', status: 'Active LTS', versionWithPrefix: 'v26.13.0' });
  });

  it('skips a Pending line, and is undefined when no line has a stable release', () => {
    const index = [
      { version: 'v31.0.0', date: '2030-04-20', lts: false as const, security: false },
      { version: 'v30.0.0-alpha.1', date: '2029-10-01', lts: false as const, security: false },
    ];
    const lines = { v30: { alpha: '2029-10-01', start: '2030-04-21', end: '2031-06-01' }, v31: { start: '2030-10-21', end: '2032-06-01' } };
    // 2030-05-01: v31 has a release but is Pending; v30 started with alphas only.
    const releases = buildReleases({ index, schedule: lines, now: new Date('2030-05-01T12:00:00Z') });
    expect(releases.map((release) => [release.line, release.status])).toEqual([
      ['v31', 'Pending'],
      ['v30', 'Pending'],
    ]);
    expect(currentPageRelease(releases)).toBeUndefined();
  });

  it('refuses what is not an array of release lines', () => {
    expect(() => currentPageRelease('v26' as never)).toThrow(InvalidArgumentError);
  });
});
