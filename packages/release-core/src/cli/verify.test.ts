import { describe, expect, it } from 'vitest';
import { cli } from '../../test/cli';

describe('node-release verify', () => {
  it('prints the verify commands of the file a download button offers', async () => {
    const result = (await cli('verify', 'v24.11.1', '--os', 'linux', '--platform', 'x64'));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('curl -fsSL -o SHASUMS256.txt https://nodejs.org/dist/v24.11.1/SHASUMS256.txt\n');
    expect(result.stdout).toContain("awk -v file=node-v24.11.1-linux-x64.tar.xz '$2 == file' SHASUMS256.txt | sha256sum -c -\n");
    expect(result.stdout).toContain('gpgv --keyring ./nodejs-keyring.kbx SHASUMS256.txt.sig SHASUMS256.txt\n');
    expect((await cli('verify', 'v0.10.48', '--os', 'win', '--platform', 'x64', '--kind', 'installer')).stdout).toContain(
      "if ($name -eq 'x64/node-v0.10.48-x64.msi')",
    );
    expect((await cli('verify', '22.1.0', '--os', 'darwin', '--file', 'node-v22.1.0.pkg')).stdout).toContain('| shasum -a 256 -c -');
  });

  it('names the files of a release the data lists without any by rule', async () => {
    expect((await cli('url', '27.0.0-alpha.0.1.1', '--os', 'linux', '--platform', 'x64')).stdout).toBe(
      'https://nodejs.org/dist/v27.0.0-alpha.0.1.1/node-v27.0.0-alpha.0.1.1-linux-x64.tar.xz\n',
    );
    expect((await cli('verify', '27.0.0-alpha.0.1.1', '--os', 'linux', '--platform', 'x64')).stdout).toContain(
      "awk -v file=node-v27.0.0-alpha.0.1.1-linux-x64.tar.xz '$2 == file' SHASUMS256.txt | sha256sum -c -",
    );
  });

  it('exits 1 for a file the release does not have', async () => {
    expect((await cli('verify', '24', '--os', 'win', '--platform', 'x86'))).toMatchObject({ code: 1, stderr: expect.stringContaining('Windows x86: no build of v24.22.0: x86: versions >=0.5.1 <23.0.0-0 only') });
    expect((await cli('verify', '24', '--file', 'node.tar.bz2'))).toMatchObject({ code: 1, stderr: expect.stringContaining('has no file "node.tar.bz2"') });
  });
});
