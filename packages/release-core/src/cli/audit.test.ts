import { advisoryJson } from '../advisory-json';
import { describe, expect, it } from 'vitest';
import { main } from '../node';
import { cli, LINUX_X64 } from '../../test/cli';

describe('node-release audit', () => {
  it('exits 1 for a vulnerable release, listing each advisory with its fix and the release to move to', async () => {
    const result = (await cli('audit', 'v22.12.0', '--os', 'linux'));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^v22\.12\.0 on Linux: 37 known vulnerabilities \(12 high, 16 medium, 9 low; advisories data of 2026-11-16\)\.\n/);
    expect(result.stdout).toContain('  high     CVE-2025-23166: ');
    expect(result.stdout).toContain('(fixed in v22.15.1)');
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('Move to v22.23.2 (the newest v22 release, which fixes all of these).');
  });

  it('marks advisories of some systems only, and counts them only there', async () => {
    const windows = (await cli('audit', '20.11.0', '--os', 'win'));
    expect(windows.stdout).toContain('CVE-2024-27980 (Windows only): Command injection');
    expect(windows.stdout).toMatch(/^v20\.11\.0 on Windows: 36 known vulnerabilities \(15 high, 14 medium, 7 low;/);
    expect((await cli('audit', '20.11.0', '--os', 'linux')).stdout).not.toContain('CVE-2024-27980');
    expect((await cli('audit', '20.11.0', '--os', 'any')).stdout).toMatch(/^v20\.11\.0 on any system: 36 known/);
    expect((await cli('audit', '20.11.0', '--os', 'ANY')).stdout).toMatch(/^v20\.11\.0 on any system: 36 known/);
  });

  it('exits 1 for a release of an end-of-life line with nothing listed, and says why', async () => {
    const result = (await cli('audit', 'v18.20.8', '--os', 'win'));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      'v18.20.8 on Windows: no known vulnerabilities (advisories data of 2026-11-16).\n' +
        'v18 is end-of-life: it gets no more fixes, so it is vulnerable whatever the count.\n' +
        'Move to v26.13.0 (the newest release of the newest LTS line).\n',
    );
  });

  it('exits 0 for a release with none, and checks the Node.js running it when given no version', async () => {
    expect((await cli('audit', 'v26.13.0', '--os', 'win'))).toEqual({
      code: 0,
      stdout: 'v26.13.0 on Windows: no known vulnerabilities (advisories data of 2026-11-16).\n',
      stderr: '',
    });
    let stdout = '';
    const code = await main(['audit', '--now', '2026-11-22'], { stdout: (text) => (stdout += text), stderr: () => {} }, {
      host: LINUX_X64,
      nodeVersion: 'v24.1.0',
    });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^v24\.1\.0 on Linux: \d+ known vulnerabilities/);
  });

  it('prints the same answer as JSON', async () => {
    const result = (await cli('audit', 'v20.11.0', '--os', 'win', '--json'));
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(json).toMatchObject({ version: 'v20.11.0', line: 'v20', os: 'WIN', endOfLife: true, vulnerable: true, dataDate: '2026-11-16' });
    expect(json.upgrade).toEqual({ version: 'v26.13.0', kind: 'lts' });
    expect(json.counts).toEqual([
      { severity: 'high', count: 15 },
      { severity: 'medium', count: 14 },
      { severity: 'low', count: 7 },
    ]);
    expect(json.vulnerabilities.find((vulnerability: { id: string }) => vulnerability.id === '141')).toMatchObject({
      systems: ['WIN'],
      patchedIn: 'v20.12.2',
      sameAs: ['150'],
    });
    // Each advisory as the site's API writes it (release-core's advisoryJson), with the audit's fields after.
    const bare = json.vulnerabilities.find((vulnerability: { description?: unknown }) => vulnerability.description === null);
    expect(Object.keys(bare)).toEqual([...Object.keys(advisoryJson(bare)), 'affectedEnvironments', 'systems', 'patchedIn', 'sameAs']);
  });

  it('exits 2 for a version the data does not list and a bad --os, and 3 for one newer than the data', async () => {
    const unknown = await cli('audit', 'v20.11.5');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('v20.11.5 is not a release');
    expect(unknown.stderr).toContain('the release data is of 2026-11-16');
    expect(await cli('audit', 'v20.99.0')).toMatchObject({ code: 3, stderr: expect.stringContaining('node-release: v20.99.0 is newer than the release data of 2026-11-16') });
    expect((await cli('audit', 'v20.99.0', '--offline')).stderr).toBe('node-release: v20.99.0 is newer than the release data of 2026-11-16: run without --offline\n');
    expect((await cli('audit', 'v20.11.0', '--os', 'plan9'))).toMatchObject({ code: 2, stderr: expect.stringContaining('invalid --os "plan9"') });
    expect((await cli('audit', 'v20.11.0', 'v22.1.0')).code).toBe(2);
  });
});
