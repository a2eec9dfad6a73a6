import { describe, expect, it } from 'vitest';
import { cli } from '../../test/cli';

describe('node-release url', () => {
  it('prints the download URL of the release for an OS, platform and kind', async () => {
    expect((await cli('url', '22', '--os', 'linux', '--platform', 'arm64')).stdout).toBe(
      'https://nodejs.org/dist/v22.23.2/node-v22.23.2-linux-arm64.tar.xz\n',
    );
    expect((await cli('url', 'lts/*', '--os', 'win', '--platform', 'arm64', '--kind', 'installer')).stdout).toBe(
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0-arm64.msi\n',
    );
    expect((await cli('url', 'v0.12.18', '--os', 'win', '--platform', 'x64', '--kind', 'installer')).stdout).toBe(
      'https://nodejs.org/dist/v0.12.18/x64/node-v0.12.18-x64.msi\n',
    );
    expect((await cli('url', '22.1.0', '--os', 'darwin', '--kind', 'source')).stdout).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0.tar.gz\n');
    // Without --os and --platform: the host's (here Linux x64).
    expect((await cli('url', 'latest')).stdout).toBe('https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz\n');
  });

  it('exits 1 when the release has no such file', async () => {
    expect((await cli('url', '18.0.0', '--os', 'win', '--platform', 'arm64'))).toMatchObject({
      code: 1,
      stderr: 'node-release: Windows ARM64: no build of v18.0.0: ARM64: versions >=19.9.0 only, not v18.0.0\n',
    });
  });

  it('exits 2 naming the bad value and the allowed ones', async () => {
    expect((await cli('url', '22', '--os', 'beos'))).toEqual({
      code: 2,
      stdout: '',
      stderr: 'node-release: invalid --os "beos" (expected one of linux, darwin, win, aix)\nRun node-release --help for usage.\n',
    });
    expect((await cli('url', '22', '--platform', 'sparc')).stderr).toContain(
      'invalid --platform "sparc" (expected one of x64, x86, arm64, armv7l, ppc64le, s390x, ppc64)',
    );
    expect((await cli('url', '22', '--kind', 'torrent')).stderr).toContain('invalid --kind "torrent" (expected one of installer, binary, source, shasum)');
    expect((await cli('url', 'supported'))).toMatchObject({ code: 2, stderr: expect.stringContaining('"supported" names several releases') });
  });
});
