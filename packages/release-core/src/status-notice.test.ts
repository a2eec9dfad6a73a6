import { describe, expect, it } from 'vitest';
import { distIndex, schedule } from './data';
import { buildReleases } from './releases';
import { statusNotice } from './status-notice';

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

describe('statusNotice', () => {
  it('on 2026-11-22, with no Current line, an LTS release gets the LTS info linking to the Current page (which says when the next line becomes Current)', () => {
    const releases = releasesOn('2026-11-22');
    expect(statusNotice(lineOf(releases, 'v26'), releases)).toEqual({ kind: 'lts', status: 'Active LTS', link: 'current' });
    expect(statusNotice(lineOf(releases, 'v24'), releases)).toEqual({ kind: 'lts', status: 'Maintenance LTS', link: 'current' });
    expect(statusNotice(lineOf(releases, 'v24'), [])).toEqual({ kind: 'lts', status: 'Maintenance LTS', link: 'current' });
  });

  it('on 2026-06-01, with v26 Current, the LTS lines link to the Current page; the Current line has no notice', () => {
    const releases = releasesOn('2026-06-01');
    expect(statusNotice(lineOf(releases, 'v24'), releases)).toEqual({ kind: 'lts', status: 'Active LTS', link: 'current' });
    expect(statusNotice(lineOf(releases, 'v22'), releases)).toEqual({ kind: 'lts', status: 'Maintenance LTS', link: 'current' });
    expect(statusNotice(lineOf(releases, 'v26'), releases)).toBeUndefined();
  });

  it('an end-of-life line gets the warning linking to the end-of-life page, whether or not a line is Current', () => {
    for (const day of ['2026-06-01', '2026-11-22']) {
      const releases = releasesOn(day);
      expect(statusNotice(lineOf(releases, 'v20'), releases), day).toEqual({ kind: 'eol', status: 'End-of-life', link: 'eol' });
    }
  });

  it('a Pending line (v27, in its alpha phase on 2026-11-22) has no notice', () => {
    const releases = releasesOn('2026-11-22');
    expect(lineOf(releases, 'v27').status).toBe('Pending');
    expect(statusNotice(lineOf(releases, 'v27'), releases)).toBeUndefined();
  });
});
