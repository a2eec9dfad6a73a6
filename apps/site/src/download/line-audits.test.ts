import { describe, expect, it } from 'vitest';
import { testSite } from '../../test/site-pages';
import { LineDataError } from '../about/line-data';
import { toLineAudits } from './download-data';
import { lineAuditsPath } from '../links';
import { fetchLineAudits, parseLineAudits } from './line-audits';

const v20 = toLineAudits(testSite.releases.find((release) => release.line === 'v20')!, testSite.audit, testSite.snapshotDate);

/** The field a refused file is refused for. */
function refusedField(value: unknown, line = 'v20'): string | undefined {
  try {
    parseLineAudits(value, line);
  } catch (error) {
    expect(error).toBeInstanceOf(LineDataError);
    const problem = (error as LineDataError).problem;
    return problem.kind === 'field' ? problem.field : problem.kind;
  }
  return undefined;
}

describe('the download page’s file of known vulnerabilities per line', () => {
  it('as the build writes it for every line, is accepted by the page, with every release of the line', () => {
    for (const release of testSite.releases) {
      const file = JSON.parse(JSON.stringify(toLineAudits(release, testSite.audit, testSite.snapshotDate))) as unknown;
      const parsed = parseLineAudits(file, release.line);
      expect(Object.keys(parsed.releases)).toEqual(release.minorVersions.map((minor) => minor.versionWithPrefix));
    }
  });

  it('v20.11.0: more advisories on any system than on Linux alone (some are Windows only), and the end-of-life line says so', () => {
    const release = v20.releases['v20.11.0']!;
    const total = (system: keyof typeof release) => release[system].counts.reduce((sum, { count }) => sum + count, 0);
    expect(v20.endOfLife).toBe(true);
    expect(total('ANY')).toBeGreaterThan(total('LINUX'));
    expect(total('WIN')).toBeGreaterThan(total('LINUX'));
    expect(release.LINUX.upgrade).toMatchObject({ kind: 'lts' });
  });

  it('refuses a file that is not the line’s, naming the first field that is wrong', () => {
    const good = JSON.parse(JSON.stringify(v20)) as Record<string, unknown>;
    const withRelease = (entry: unknown) => ({ ...good, releases: { 'v20.11.0': entry } });
    const audit = v20.releases['v20.11.0']!.WIN;
    expect(refusedField([])).toBe('notObject');
    expect(refusedField(good, 'v22')).toBe('otherLine');
    expect(refusedField({ ...good, checked: 'yesterday' })).toBe('checked');
    expect(refusedField({ ...good, endOfLife: 'yes' })).toBe('endOfLife');
    expect(refusedField({ ...good, releases: [] })).toBe('releases');
    expect(refusedField({ ...good, releases: {} })).toBe('noReleases');
    expect(refusedField(withRelease({ ...v20.releases['v20.11.0'], AIX: undefined }))).toBe('releases.v20.11.0.AIX');
    expect(refusedField(withRelease({ ...v20.releases['v20.11.0'], WIN: { ...audit, counts: [{ severity: 'severe', count: 1 }] } }))).toBe('releases.v20.11.0.WIN.counts');
    expect(refusedField(withRelease({ ...v20.releases['v20.11.0'], WIN: { ...audit, counts: [{ severity: 'high', count: 0 }] } }))).toBe('releases.v20.11.0.WIN.counts');
    expect(refusedField(withRelease({ ...v20.releases['v20.11.0'], WIN: { ...audit, upgrade: { version: 'v24.0.0', kind: 'soon' } } }))).toBe('releases.v20.11.0.WIN.upgrade');
    expect(refusedField(good)).toBeUndefined();
  });

  it('is fetched from the line’s path; a missing file or an answer that is not JSON is a LineDataError', async () => {
    const asked: string[] = [];
    const answer = (response: Response): typeof fetch => async (input) => {
      asked.push(String(input));
      return response;
    };
    await expect(fetchLineAudits('v20', answer(Response.json(v20)))).resolves.toMatchObject({ line: 'v20' });
    expect(asked).toEqual([lineAuditsPath('v20')]);
    expect(lineAuditsPath('v20')).toBe('/download/audit/v20.json');
    await expect(fetchLineAudits('v99', answer(new Response('', { status: 404 })))).rejects.toMatchObject({ problem: { kind: 'status', status: 404 } });
    await expect(fetchLineAudits('v20', answer(new Response('<html>')))).rejects.toMatchObject({ problem: { kind: 'notJson' } });
  });
});
