import { describe, expect, it } from 'vitest';
import { loadShasums, SHASUMS_PACKAGE } from '../node';
import { shasums } from '../data-shasums';
import { cli, withoutLists } from '../../test/cli';

describe('node-release without @node-downloads/release-shasums installed', () => {
  it('url still prints the URLs the dist index tokens name', async () => {
    expect((await withoutLists('url', '22', '--os', 'linux', '--platform', 'arm64'))).toEqual((await cli('url', '22', '--os', 'linux', '--platform', 'arm64')));
    expect((await withoutLists('url', 'lts/*', '--os', 'darwin', '--platform', 'arm64', '--kind', 'installer')).stdout).toBe(
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0.pkg\n',
    );
    expect((await withoutLists('url', '27.0.0-alpha.0.1.1', '--os', 'linux', '--platform', 'x64')).code).toBe(0);
  });

  it('url says where it looked when only the published lists know the file', async () => {
    // v0.12's 64-bit Windows installer is in the published lists but has no dist index token.
    expect((await withoutLists('url', 'v0.12.18', '--os', 'win', '--platform', 'x64', '--kind', 'installer'))).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "node-release: v0.12.18 has no installer for win x64 in the dist index's file tokens (install @node-downloads/release-shasums to look in the published checksum lists)\n",
    });
  });

  it('verify exits 1 naming the package to install, after checking its usage', async () => {
    expect((await withoutLists('verify', 'v24.11.1', '--os', 'linux', '--platform', 'x64'))).toEqual({
      code: 1,
      stdout: '',
      stderr: 'node-release: verify needs the published checksum lists, which are not installed: npm install @node-downloads/release-shasums\n',
    });
    expect((await withoutLists('verify', '22.1.0', '--file', 'node-v22.1.0.pkg')).code).toBe(1);
    expect((await withoutLists('verify', '22', '--kind', 'msi')).code).toBe(2);
  });

  it('resolve and script do not need the lists', async () => {
    expect((await withoutLists('resolve', 'lts/*'))).toEqual((await cli('resolve', 'lts/*')));
    expect((await withoutLists('script', '22', '--os', 'linux', '--method', 'nvm'))).toEqual((await cli('script', '22', '--os', 'linux', '--method', 'nvm')));
  });

  it('the help names the package and what changes without it', async () => {
    const help = (await cli('--help')).stdout;
    expect(help).toContain(`(needs ${SHASUMS_PACKAGE}, the published checksum lists)`);
    expect(help).toContain("else from the dist index's file tokens");
  });
});

describe('loadShasums', () => {
  const notFound = (name: string, from: string) =>
    Object.assign(new Error(`Cannot find package '${name}' imported from ${from}`), { code: 'ERR_MODULE_NOT_FOUND' });

  it('gives the lists of the installed package', async () => {
    await expect(loadShasums(async (specifier) => (specifier === SHASUMS_PACKAGE ? { shasums } : {}))).resolves.toBe(shasums);
  });

  it('gives undefined when the package is not installed', async () => {
    await expect(loadShasums((specifier) => Promise.reject(notFound(specifier, '/app/node_modules/x/dist/cli.js')))).resolves.toBeUndefined();
  });

  it('throws any other failure: a package the lists need, lists that do not validate', async () => {
    const broken = notFound('@node-downloads/release-core', `/app/node_modules/${SHASUMS_PACKAGE}/dist/index.js`);
    await expect(loadShasums(() => Promise.reject(broken))).rejects.toBe(broken);
    const invalid = new TypeError('shasums.json: bad digest');
    await expect(loadShasums(() => Promise.reject(invalid))).rejects.toBe(invalid);
  });
});
