import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../node';
import { SNAPSHOT_DATE } from '../data';
import { cli, NOV } from '../../test/cli';

describe('node-release --version', () => {
  it('prints the version it is given and the date of its data', async () => {
    const io = { out: '', err: '' };
    const code = await main(['--version'], { stdout: (text) => (io.out += text), stderr: (text) => (io.err += text) }, { version: '1.2.3' });
    expect({ code, ...io }).toEqual({ code: 0, out: `1.2.3 (release data of ${SNAPSHOT_DATE})\n`, err: '' });
    expect((await cli('--help')).stdout).toContain('-v, --version');
  });
});

const built = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

describe.runIf(existsSync(built))('the built node-release', () => {
  // Offline: what the network answers is not the test's to decide.
  const run = (...argv: string[]) =>
    spawnSync(process.execPath, [built, ...argv, ...(argv[0]?.startsWith('-') ? [] : ['--offline'])], { encoding: 'utf8' });

  it('runs as a program: output, errors and exit codes', async () => {
    expect(run('resolve', 'lts/*', ...NOV)).toMatchObject({ status: 0, stdout: 'v26.13.0\n', stderr: '' });
    expect(run('url', '22', '--os', 'linux', '--platform', 'x64', ...NOV).stdout).toBe(
      'https://nodejs.org/dist/v22.23.2/node-v22.23.2-linux-x64.tar.xz\n',
    );
    expect(run('resolve', 'current', ...NOV)).toMatchObject({ status: 1, stdout: '' });
    expect(run('resolve', 'lts/*', '--now', 'soon')).toMatchObject({ status: 2, stderr: expect.stringContaining('invalid --now "soon"') });
  });

  it('prints the version of its package.json with --version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(run('--version')).toMatchObject({ status: 0, stdout: `${version} (release data of ${SNAPSHOT_DATE})\n`, stderr: '' });
    expect(run('-v').stdout).toBe(run('--version').stdout);
  });
});
