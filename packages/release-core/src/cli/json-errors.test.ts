import { describe, expect, it } from 'vitest';
import { cli, NOV } from '../../test/cli';

/** The parsed error a `--json` run printed, and that it printed nothing on standard error. */
async function jsonError(...argv: string[]) {
  const result = await cli(...argv);
  expect(result.stderr).toBe('');
  return { code: result.code, error: (JSON.parse(result.stdout) as { error: { code: string; message: string } }).error };
}

describe('node-release --json: every error on standard output as JSON, with the same exit codes', () => {
  it('a version newer than the data: exit 3, NEWER_THAN_DATA', async () => {
    expect(await jsonError('resolve', 'v26.14.0', '--json', '--offline')).toEqual({
      code: 3,
      error: { code: 'NEWER_THAN_DATA', message: 'v26.14.0 is newer than the release data of 2026-11-16: run without --offline' },
    });
  });

  it('no release: exit 1, NO_MATCH; no such file: exit 1, NO_SUCH_FILE', async () => {
    expect(await jsonError('resolve', '22.1.5', '--json', ...NOV)).toMatchObject({ code: 1, error: { code: 'NO_MATCH', message: 'v22.1.5 is not a release; the newest release is v26.13.0' } });
    expect(await jsonError('url', '18.0.0', '--os', 'win', '--platform', 'arm64', '--json')).toMatchObject({ code: 1, error: { code: 'NO_SUCH_FILE' } });
  });

  it('bad usage, even one that does not parse: exit 2, USAGE or the library code', async () => {
    expect(await jsonError('resolve', 'lts/*', '--bogus', '--json')).toMatchObject({ code: 2, error: { code: 'USAGE', message: expect.stringContaining('--bogus') } });
    expect(await jsonError('resolve', 'banana', '--json')).toMatchObject({ code: 2, error: { code: 'UNKNOWN_ALIAS' } });
    expect(await jsonError('resolve', '', '--json')).toMatchObject({ code: 2, error: { code: 'EMPTY_ALIAS' } });
  });

  it('a release the data lists that was not out yet on the day asked is no release that day: exit 1, NO_MATCH', async () => {
    expect(await cli('resolve', '26.13.0', '--now', '2026-06-15')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'node-release: v26.13.0 was not out yet on 2026-06-15 (released 2026-10-28)\n',
    });
    expect(await jsonError('resolve', '26.13.0', '--now', '2026-06-15', '--json')).toMatchObject({ code: 1, error: { code: 'NO_MATCH' } });
  });

  it('without --json, or with it after --, errors stay text on standard error', async () => {
    const text = await cli('resolve', 'v26.14.0', '--offline');
    expect(text).toEqual({ code: 3, stdout: '', stderr: 'node-release: v26.14.0 is newer than the release data of 2026-11-16: run without --offline\n' });
    expect((await cli('resolve', 'banana', '--', '--json')).stdout).toBe('');
  });
});
