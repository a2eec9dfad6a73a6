import { describe, expect, it } from 'vitest';
import { cli } from '../../test/cli';

describe('node-release script', () => {
  it('prints the install script of a method and package manager', async () => {
    const result = (await cli('script', 'lts/-1', '--os', 'win', '--method', 'fnm', '--pm', 'pnpm'));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('winget install Schniz.fnm');
    expect(result.stdout).toContain('fnm install 24\n');
    expect(result.stdout).toContain('corepack enable pnpm');
    expect((await cli('script', '22.1.0', '--os', 'linux', '--method', 'NVM')).stdout).toContain('nvm install 22.1.0\n');
  });

  it('names the support link of a tool that must be installed first (a terminal has no link below)', async () => {
    const brew = (await cli('script', 'lts/*', '--os', 'darwin', '--method', 'brew')).stdout;
    expect(brew).toContain('# Homebrew must be installed first: see https://brew.sh/\n');
    expect(brew).not.toContain('support link below');
    expect((await cli('script', 'lts/*', '--os', 'linux', '--method', 'docker')).stdout).toContain(
      '# Docker must be installed first: see https://docs.docker.com/get-started/get-docker/\n',
    );
  });

  it('exits 1 when the method cannot install that release there, and 2 without a method', async () => {
    expect((await cli('script', '22', '--os', 'win', '--method', 'brew'))).toMatchObject({
      code: 1,
      stderr: 'node-release: Homebrew cannot install v22.23.2 on win x64: Homebrew: macOS, Linux only\n',
    });
    expect((await cli('script', '22', '--os', 'linux'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('script: --method is required (expected one of nvm, fnm, docker, mise, winget, brew, choco, n, asdf, volta)'),
    });
    expect((await cli('script', '22', '--method', 'apt')).stderr).toContain('invalid --method "apt"');
    expect((await cli('script', '22', '--method', 'nvm', '--pm', 'bun')).stderr).toContain('invalid --pm "bun" (expected one of npm, yarn, pnpm)');
  });
});
