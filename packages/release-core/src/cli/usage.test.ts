import { describe, expect, it } from 'vitest';
import { main } from '../node';
import { SNAPSHOT_DATE } from '../data';
import { cli } from '../../test/cli';

describe('node-release usage', () => {
  it('prints help on --help, -h and help, to stdout with exit 0', async () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['url', '--help']]) {
      const result = (await cli(...argv));
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Usage: node-release <command> <alias> \[options\]/);
    }
  });

  it('exits 2 for a missing or unknown command, a missing alias and unknown options', async () => {
    expect((await cli())).toMatchObject({ code: 2, stderr: expect.stringContaining('a command is required: resolve, url, script, verify') });
    expect((await cli('frob'))).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown command "frob"') });
    expect((await cli('resolve'))).toMatchObject({ code: 2, stderr: expect.stringContaining('resolve: an alias is required') });
    expect((await cli('resolve', '22', '24'))).toMatchObject({ code: 2, stderr: expect.stringContaining('one alias expected, got "22" "24"') });
    expect((await cli('resolve', '22', '--os', 'linux'))).toMatchObject({
      code: 2,
      stderr: "node-release: resolve: Unknown option '--os' (options of resolve: --now, --help, --json, --offline, --mirror)\nRun node-release --help for usage.\n",
    });
  });
});

describe('node-release --json', () => {
  it('prints JSON for every command that prints', async () => {
    expect(JSON.parse((await cli('url', '22', '--os', 'linux', '--platform', 'arm64', '--json')).stdout)).toEqual({
      version: 'v22.23.2',
      os: 'linux',
      platform: 'arm64',
      kind: 'binary',
      fileName: 'node-v22.23.2-linux-arm64.tar.xz',
      url: 'https://nodejs.org/dist/v22.23.2/node-v22.23.2-linux-arm64.tar.xz',
      derived: false,
    });
    expect(JSON.parse((await cli('script', 'lts/-1', '--os', 'win', '--method', 'fnm', '--pm', 'pnpm', '--json')).stdout)).toMatchObject({
      version: 'v24.22.0',
      method: 'fnm',
      packageManager: 'pnpm',
      language: 'powershell',
      code: expect.stringContaining('fnm install 24'),
    });
    expect(JSON.parse((await cli('verify', 'v24.11.1', '--os', 'linux', '--platform', 'x64', '--json')).stdout)).toMatchObject({
      version: 'v24.11.1',
      file: 'node-v24.11.1-linux-x64.tar.xz',
      checksumsUrl: 'https://nodejs.org/dist/v24.11.1/SHASUMS256.txt',
      steps: expect.any(Array),
    });
    let out = '';
    await main(['--version', '--json'], { stdout: (text) => (out += text), stderr: () => {} }, { version: '1.2.3' });
    expect(JSON.parse(out)).toEqual({ version: '1.2.3', snapshotDate: SNAPSHOT_DATE });
  });
});
