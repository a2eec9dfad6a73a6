import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { type CliEnvironment, DEFAULT_DATA_URLS, type FetchFunction, loadShasums, main, SHASUMS_PACKAGE } from './node';
import { shasums } from './data-shasums';
import { SNAPSHOT_DATE } from './data';

const NOV = ['--now', '2026-11-22'];
const LINUX_X64 = { os: 'LINUX', platform: 'x64' } as const;

/**
 * Runs the command line with a fixed day and host, with the published checksum lists installed
 * (`withoutLists` runs it without them); returns what it wrote and its exit code.
 */
async function runCli(lists: 'with lists' | 'without lists', argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(
    argv,
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    { now: new Date('2026-11-22T12:00:00Z'), host: LINUX_X64, shasums: lists === 'with lists' ? shasums : undefined },
  );
  return { code, stdout, stderr };
}

const cli = (...argv: string[]) => runCli('with lists', argv);
const withoutLists = (...argv: string[]) => runCli('without lists', argv);

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

describe('node-release --version', () => {
  it('prints the version it is given and the date of its data', async () => {
    const io = { out: '', err: '' };
    const code = await main(['--version'], { stdout: (text) => (io.out += text), stderr: (text) => (io.err += text) }, { version: '1.2.3' });
    expect({ code, ...io }).toEqual({ code: 0, out: `1.2.3 (release data of ${SNAPSHOT_DATE})\n`, err: '' });
    expect((await cli('--help')).stdout).toContain('-v, --version');
  });
});

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

const built = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

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
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(run('--version')).toMatchObject({ status: 0, stdout: `${version} (release data of ${SNAPSHOT_DATE})\n`, stderr: '' });
    expect(run('-v').stdout).toBe(run('--version').stdout);
  });
});

describe('node-release with live release data', () => {
  const liveIndex = [
    { ...(distIndexJson as { version: string }[]).find((entry) => entry.version === 'v26.13.0'), version: 'v26.14.0', date: '2026-11-25' },
    ...distIndexJson,
  ];
  const official = {
    [DEFAULT_DATA_URLS.index]: JSON.stringify(liveIndex),
    [DEFAULT_DATA_URLS.schedule]: JSON.stringify(scheduleJson),
    [DEFAULT_DATA_URLS.advisories]: JSON.stringify(advisoriesJson),
  };
  const serving = (texts: Record<string, string>) =>
    vi.fn<FetchFunction>(async (url) => ({ ok: url in texts, status: url in texts ? 200 : 404, text: async () => texts[url] ?? '' }));
  const failing = () =>
    vi.fn<FetchFunction>(async () => {
      throw new TypeError('fetch failed');
    });
  async function live(argv: string[], environment: Partial<CliEnvironment>) {
    let stdout = '';
    let stderr = '';
    const code = await main(
      argv,
      { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
      { now: new Date('2026-11-28T12:00:00Z'), host: LINUX_X64, shasums, ...environment },
    );
    return { code, stdout, stderr };
  }

  it('answers from live data: a release newer than the snapshot is known, without a warning', async () => {
    const fetch = serving(official);
    expect(await live(['resolve', 'lts/*'], { fetch })).toEqual({ code: 0, stdout: 'v26.14.0\n', stderr: '' });
    expect((await live(['audit', 'v26.14.0', '--json'], { fetch })).stdout).toContain('"dataSource": "live"');
  });

  it('falls back to the snapshot with a warning naming its date when the sources fail', async () => {
    const result = await live(['resolve', 'lts/*'], { fetch: failing() });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('v26.13.0\n');
    expect(result.stderr).toBe(
      'node-release: warning: https://nodejs.org/dist/index.json: request failed: fetch failed\n' +
        'node-release: warning: live release data unavailable; answering from the embedded release data of 2026-11-16\n',
    );
  });

  it('--offline answers from the snapshot alone and never fetches', async () => {
    const fetch = serving(official);
    expect(await live(['resolve', 'lts/*', '--offline'], { fetch })).toEqual({ code: 0, stdout: 'v26.13.0\n', stderr: '' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await live(['resolve', 'lts/*', '--offline', '--mirror', 'https://mirror.example/node'], { fetch })).toMatchObject({ code: 2 });
  });

  it('reads a mirror from --mirror or NODE_MIRROR (the environment), --mirror first', async () => {
    const fetch = serving({ ...official, 'https://flag.example/node/index.json': JSON.stringify(liveIndex), 'https://env.example/node/index.json': JSON.stringify(liveIndex) });
    expect((await live(['resolve', 'lts/*'], { fetch, mirror: 'https://env.example/node' })).stdout).toBe('v26.14.0\n');
    expect(fetch.mock.calls.map(([url]) => url)).toContain('https://env.example/node/index.json');
    fetch.mockClear();
    await live(['resolve', 'lts/*', '--mirror', 'https://flag.example/node/'], { fetch, mirror: 'https://env.example/node' });
    expect(fetch.mock.calls.map(([url]) => url)).toContain('https://flag.example/node/index.json');
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('https://env.example/node/index.json');
    expect(await live(['resolve', 'lts/*'], { fetch, mirror: 'mirror.example' })).toMatchObject({ code: 2, stderr: expect.stringContaining('invalid NODE_MIRROR "mirror.example"') });
    expect(await live(['resolve', 'lts/*', '--mirror', 'ftp://mirror.example'], { fetch })).toMatchObject({ code: 2, stderr: expect.stringContaining('invalid --mirror') });
  });

  it('never answers from a mirror that sends HTML or cut-short JSON: a warning, then the snapshot', async () => {
    const mirror = 'https://mirror.example/node';
    for (const text of ['<html><body>Mirror maintenance</body></html>', JSON.stringify(liveIndex).slice(0, 5000)]) {
      const result = await live(['resolve', 'lts/*', '--mirror', mirror], { fetch: serving({ ...official, [`${mirror}/index.json`]: text }) });
      expect(result).toMatchObject({ code: 0, stdout: 'v26.13.0\n' });
      expect(result.stderr).toContain(`node-release: warning: ${mirror}/index.json: document: (json): is not valid JSON`);
      expect(result.stderr).toContain('answering from the embedded release data of 2026-11-16');
    }
  });

  it('keeps live data in its cache, and says so when the cache file does not parse', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'node-release-cache-'));
    try {
      const fetch = serving(official);
      await live(['resolve', 'lts/*'], { fetch, cacheDir });
      expect(await live(['resolve', 'lts/*'], { fetch, cacheDir })).toEqual({ code: 0, stdout: 'v26.14.0\n', stderr: '' });
      expect(fetch).toHaveBeenCalledTimes(3);
      writeFileSync(join(cacheDir, 'release-data.json'), '{"format":1,"fetchedAt":"2026-11-28T11:00:00Z"');
      const result = await live(['resolve', 'lts/*'], { fetch, cacheDir });
      expect(result).toMatchObject({ code: 0, stdout: 'v26.14.0\n' });
      expect(result.stderr).toMatch(/^node-release: warning: .*release-data\.json: is not a cache of release data \(its first line does not parse\); it was left aside\n$/);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('node-release never answers with a guess', () => {
  it('refuses an empty or blank alias with exit 2, before any data is loaded', async () => {
    const fetch = vi.fn<FetchFunction>();
    for (const argv of [['resolve', ''], ['resolve', '   '], ['url', ''], ['script', '', '--method', 'nvm'], ['audit', '']]) {
      const result = await main(argv, { stdout: () => {}, stderr: () => {} }, { fetch, host: LINUX_X64 });
      expect(result, argv.join(' ')).toBe(2);
    }
    expect((await cli('resolve', '')).stderr).toBe(
      'node-release: resolve: the alias is empty: give one, such as lts/* or 22 (an empty one is never read as "any release")\n',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('exits 3 for a release newer than its data, naming the data date, and 1 for a version that is no release', async () => {
    expect(await cli('resolve', 'v26.14.0', '--offline')).toEqual({
      code: 3,
      stdout: '',
      stderr: 'node-release: v26.14.0 is newer than the release data of 2026-11-16: run without --offline\n',
    });
    expect((await cli('url', '26.14', '--offline')).code).toBe(3);
    expect((await cli('script', 'v27.0.0', '--method', 'nvm', '--offline')).code).toBe(3);
    expect(await cli('resolve', 'v26.12.5', '--offline')).toMatchObject({ code: 1, stderr: expect.stringContaining('v26.12.5 is not a release') });
  });

  it('says when an address is derived by the naming rules rather than known', async () => {
    const result = await withoutLists('url', 'lts/*', '--os', 'linux', '--platform', 'x64', '--json');
    expect(JSON.parse(result.stdout)).toMatchObject({ version: 'v26.13.0', derived: true, url: 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz' });
    expect(result.stderr).toContain('the release data lists no files of v26.13.0');
    expect(JSON.parse((await cli('url', '22.1.0', '--os', 'linux', '--platform', 'x64', '--json')).stdout)).toMatchObject({ derived: false });
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
