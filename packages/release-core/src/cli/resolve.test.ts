import { describe, expect, it } from 'vitest';
import { cli, NOV } from '../../test/cli';

describe('node-release resolve', () => {
  it('prints the version an alias names at --now', async () => {
    expect((await cli('resolve', 'lts/*'))).toEqual({ code: 0, stdout: 'v26.13.0\n', stderr: '' });
    expect((await cli('resolve', 'lts/*', '--now', '2026-06-15')).stdout).toBe('v24.16.0\n');
    expect((await cli('resolve', 'current', '--now', '2026-06-15')).stdout).toBe('v26.3.0\n');
    expect((await cli('resolve', '^20.10', ...NOV)).stdout).toBe('v20.20.2\n');
    expect((await cli('resolve', 'Jod')).stdout).toBe('v22.23.2\n');
  });

  it('prints one version a line for a list alias', async () => {
    expect((await cli('resolve', 'supported')).stdout).toBe('v26.13.0\nv24.22.0\nv22.23.2\n');
  });

  it('prints JSON: an object for one release, an array for a list', async () => {
    expect(JSON.parse((await cli('resolve', 'lts/-1', '--json')).stdout)).toEqual({
      version: 'v24.22.0',
      line: 'v24',
      status: 'Maintenance LTS',
      lts: true,
      codename: 'Krypton',
      date: '2026-10-14',
      npm: null,
      v8: expect.any(String),
      endOfLife: '2028-04-30',
    });
    const list = JSON.parse((await cli('resolve', 'active', '--json', '--now', '2026-06-15')).stdout) as { version: string; status: string }[];
    expect(list.map((entry) => [entry.version, entry.status])).toEqual([
      ['v26.3.0', 'Current'],
      ['v24.16.0', 'Active LTS'],
    ]);
  });

  it('exits 1 when nothing matches, saying why', async () => {
    expect((await cli('resolve', 'current'))).toEqual({
      code: 1,
      stdout: '',
      stderr: 'node-release: No release line is Current (v27: Pending, v26: Active LTS); "latest" names the newest release, v26.13.0\n',
    });
    expect((await cli('resolve', '^30'))).toMatchObject({ code: 1, stderr: expect.stringContaining('No release satisfies "^30"') });
  });

  it('exits 2 for an alias that is not one, and for a bad --now', async () => {
    expect((await cli('resolve', 'banana'))).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown alias "banana": expected lts/*') });
    expect((await cli('resolve', '22', '--now', '2026-02-30'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('invalid --now "2026-02-30" (expected a real day written YYYY-MM-DD'),
    });
    expect((await cli('resolve', '22', '--now', 'yesterday')).code).toBe(2);
  });
});
