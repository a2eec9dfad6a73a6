import { describe, expect, it } from 'vitest';
import { distIndex, schedule } from './data';
import { buildReleases } from './releases';
import { statusNoticeLink } from './status-notice';

function releasesOn(day: string) {
  return buildReleases({ index: distIndex, schedule, now: new Date(`${day}T12:00:00Z`) });
}

function lineOf(releases: ReturnType<typeof releasesOn>, name: string) {
  const release = releases.find((candidate) => candidate.line === name);
  if (!release) {
    throw new Error(`no release line ${name}`);
  }
  return release;
}

describe('statusNoticeLink', () => {
  it('on 2026-11-22, with no Current line, an LTS release links nowhere (the Current page would offer the same release)', () => {
    const releases = releasesOn('2026-11-22');
    expect(statusNoticeLink(lineOf(releases, 'v26'), releases)).toBeUndefined();
    expect(statusNoticeLink(lineOf(releases, 'v24'), releases)).toBeUndefined();
  });

  it('on 2026-06-01, with v26 Current, the LTS lines link to the Current page, the Current line itself to nothing', () => {
    const releases = releasesOn('2026-06-01');
    expect(statusNoticeLink(lineOf(releases, 'v24'), releases)).toBe('current');
    expect(statusNoticeLink(lineOf(releases, 'v22'), releases)).toBe('current');
    expect(statusNoticeLink(lineOf(releases, 'v26'), releases)).toBeUndefined();
  });

  it('an end-of-life line links to the end-of-life page, whether or not a line is Current', () => {
    for (const day of ['2026-06-01', '2026-11-22']) {
      const releases = releasesOn(day);
      expect(statusNoticeLink(lineOf(releases, 'v20'), releases), day).toBe('eol');
    }
  });
});
