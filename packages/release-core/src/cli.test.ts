import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadShasums, main, SHASUMS_PACKAGE } from './node';
import { shasums } from './data-shasums';
import { SNAPSHOT_DATE } from './data';

const NOV = ['--now', '2026-11-22'];
const LINUX_X64 = { os: 'LINUX', platform: 'x64' } as const;

/**
 * Runs the command line with a fixed day and host, with the published checksum lists installed
 * (`withoutLists` runs it without them); returns what it wrote and its exit code.
 */
function runCli(lists: 'with lists' | 'without lists', argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = main(
    argv,
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    { now: new Date('2026-11-22T12:00:00Z'), host: LINUX_X64, shasums: lists === 'with lists' ? shasums : undefined },
  );
  return { code, stdout, stderr };
}

const cli = (...argv: string[]) => runCli('with lists', argv);
const withoutLists = (...argv: string[]) => runCli('without lists', argv);

describe('node-release resolve', () => {
  it('prints the version an alias names at --now', () => {
    expect(cli('resolve', 'lts/*')).toEqual({ code: 0, stdout: 'v26.13.0\n', stderr: '' });
    expect(cli('resolve', 'lts/*', '--now', '2026-06-15').stdout).toBe('v24.16.0\n');
    expect(cli('resolve', 'current', '--now', '2026-06-15').stdout).toBe('v26.3.0\n');
    expect(cli('resolve', '^20.10', ...NOV).stdout).toBe('v20.20.2\n');
    expect(cli('resolve', 'Jod').stdout).toBe('v22.23.2\n');
  });

  it('prints one version a line for a list alias', () => {
    expect(cli('resolve', 'supported').stdout).toBe('v26.13.0\nv24.22.0\nv22.23.2\n');
  });

  it('prints JSON: an object for one release, an array for a list', () => {
    expect(JSON.parse(cli('resolve', 'lts/-1', '--json').stdout)).toEqual({
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
    const list = JSON.parse(cli('resolve', 'active', '--json', '--now', '2026-06-15').stdout) as { version: string; status: string }[];
    expect(list.map((entry) => [entry.version, entry.status])).toEqual([
      ['v26.3.0', 'Current'],
      ['v24.16.0', 'Active LTS'],
    ]);
  });

  it('exits 1 when nothing matches, saying why', () => {
    expect(cli('resolve', 'current')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'node-release: No release line is Current (v27: Pending, v26: Active LTS); "latest" names the newest release, v26.13.0\n',
    });
    expect(cli('resolve', '^30')).toMatchObject({ code: 1, stderr: expect.stringContaining('No release satisfies "^30"') });
  });

  it('exits 2 for an alias that is not one, and for a bad --now', () => {
    expect(cli('resolve', 'banana')).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown alias "banana": expected lts/*') });
    expect(cli('resolve', '22', '--now', '2026-02-30')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('invalid --now "2026-02-30" (expected a real day written YYYY-MM-DD'),
    });
    expect(cli('resolve', '22', '--now', 'yesterday').code).toBe(2);
  });
});

describe('node-release url', () => {
  it('prints the download URL of the release for an OS, platform and kind', () => {
    expect(cli('url', '22', '--os', 'linux', '--platform', 'arm64').stdout).toBe(
      'https://nodejs.org/dist/v22.23.2/node-v22.23.2-linux-arm64.tar.xz\n',
    );
    expect(cli('url', 'lts/*', '--os', 'win', '--platform', 'arm64', '--kind', 'installer').stdout).toBe(
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0-arm64.msi\n',
    );
    expect(cli('url', 'v0.12.18', '--os', 'win', '--platform', 'x64', '--kind', 'installer').stdout).toBe(
      'https://nodejs.org/dist/v0.12.18/x64/node-v0.12.18-x64.msi\n',
    );
    expect(cli('url', '22.1.0', '--os', 'darwin', '--kind', 'source').stdout).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0.tar.gz\n');
    // Without --os and --platform: the host's (here Linux x64).
    expect(cli('url', 'latest').stdout).toBe('https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz\n');
  });

  it('exits 1 when the release has no such file', () => {
    expect(cli('url', '18.0.0', '--os', 'win', '--platform', 'arm64')).toMatchObject({
      code: 1,
      stderr: 'node-release: Windows ARM64: no build of v18.0.0: ARM64: versions >=19.9.0 only, not v18.0.0\n',
    });
  });

  it('exits 2 naming the bad value and the allowed ones', () => {
    expect(cli('url', '22', '--os', 'beos')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'node-release: invalid --os "beos" (expected one of linux, darwin, win, aix)\nRun node-release --help for usage.\n',
    });
    expect(cli('url', '22', '--platform', 'sparc').stderr).toContain(
      'invalid --platform "sparc" (expected one of x64, x86, arm64, armv7l, ppc64le, s390x, ppc64)',
    );
    expect(cli('url', '22', '--kind', 'torrent').stderr).toContain('invalid --kind "torrent" (expected one of installer, binary, source, shasum)');
    expect(cli('url', 'supported')).toMatchObject({ code: 2, stderr: expect.stringContaining('"supported" names several releases') });
  });
});

describe('node-release --version', () => {
  it('prints the version it is given and the date of its data', () => {
    const io = { out: '', err: '' };
    const code = main(['--version'], { stdout: (text) => (io.out += text), stderr: (text) => (io.err += text) }, { version: '1.2.3' });
    expect({ code, ...io }).toEqual({ code: 0, out: `1.2.3 (release data of ${SNAPSHOT_DATE})\n`, err: '' });
    expect(cli('--help').stdout).toContain('-v, --version');
  });
});

describe('node-release script', () => {
  it('prints the install script of a method and package manager', () => {
    const result = cli('script', 'lts/-1', '--os', 'win', '--method', 'fnm', '--pm', 'pnpm');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('winget install Schniz.fnm');
    expect(result.stdout).toContain('fnm install 24\n');
    expect(result.stdout).toContain('corepack enable pnpm');
    expect(cli('script', '22.1.0', '--os', 'linux', '--method', 'NVM').stdout).toContain('nvm install 22.1.0\n');
  });

  it('names the support link of a tool that must be installed first (a terminal has no link below)', () => {
    const brew = cli('script', 'lts/*', '--os', 'darwin', '--method', 'brew').stdout;
    expect(brew).toContain('# Homebrew must be installed first: see https://brew.sh/\n');
    expect(brew).not.toContain('support link below');
    expect(cli('script', 'lts/*', '--os', 'linux', '--method', 'docker').stdout).toContain(
      '# Docker must be installed first: see https://docs.docker.com/get-started/get-docker/\n',
    );
  });

  it('exits 1 when the method cannot install that release there, and 2 without a method', () => {
    expect(cli('script', '22', '--os', 'win', '--method', 'brew')).toMatchObject({
      code: 1,
      stderr: 'node-release: Homebrew cannot install v22.23.2 on win x64: Homebrew: macOS, Linux only\n',
    });
    expect(cli('script', '22', '--os', 'linux')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('script: --method is required (expected one of nvm, fnm, docker, mise, winget, brew, choco, n, asdf, volta)'),
    });
    expect(cli('script', '22', '--method', 'apt').stderr).toContain('invalid --method "apt"');
    expect(cli('script', '22', '--method', 'nvm', '--pm', 'bun').stderr).toContain('invalid --pm "bun" (expected one of npm, yarn, pnpm)');
  });
});

describe('node-release verify', () => {
  it('prints the verify commands of the file a download button offers', () => {
    const result = cli('verify', 'v24.11.1', '--os', 'linux', '--platform', 'x64');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('curl -fsSL -o SHASUMS256.txt https://nodejs.org/dist/v24.11.1/SHASUMS256.txt\n');
    expect(result.stdout).toContain("awk -v file=node-v24.11.1-linux-x64.tar.xz '$2 == file' SHASUMS256.txt | sha256sum -c -\n");
    expect(result.stdout).toContain('gpgv --keyring ./nodejs-keyring.kbx SHASUMS256.txt.sig SHASUMS256.txt\n');
    expect(cli('verify', 'v0.10.48', '--os', 'win', '--platform', 'x64', '--kind', 'installer').stdout).toContain(
      "if ($name -eq 'x64/node-v0.10.48-x64.msi')",
    );
    expect(cli('verify', '22.1.0', '--os', 'darwin', '--file', 'node-v22.1.0.pkg').stdout).toContain('| shasum -a 256 -c -');
  });

  it('names the files of a release the data lists without any by rule', () => {
    expect(cli('url', '27.0.0-alpha.0.1.1', '--os', 'linux', '--platform', 'x64').stdout).toBe(
      'https://nodejs.org/dist/v27.0.0-alpha.0.1.1/node-v27.0.0-alpha.0.1.1-linux-x64.tar.xz\n',
    );
    expect(cli('verify', '27.0.0-alpha.0.1.1', '--os', 'linux', '--platform', 'x64').stdout).toContain(
      "awk -v file=node-v27.0.0-alpha.0.1.1-linux-x64.tar.xz '$2 == file' SHASUMS256.txt | sha256sum -c -",
    );
  });

  it('exits 1 for a file the release does not have', () => {
    expect(cli('verify', '24', '--os', 'win', '--platform', 'x86')).toMatchObject({ code: 1, stderr: expect.stringContaining('Windows x86: no build of v24.22.0: x86: versions >=0.5.1 <23.0.0-0 only') });
    expect(cli('verify', '24', '--file', 'node.tar.bz2')).toMatchObject({ code: 1, stderr: expect.stringContaining('has no file "node.tar.bz2"') });
  });
});

describe('node-release audit', () => {
  it('exits 1 for a vulnerable release, listing each advisory with its fix and the release to move to', () => {
    const result = cli('audit', 'v22.12.0', '--os', 'linux');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^v22\.12\.0 on Linux: 37 known vulnerabilities \(12 high, 16 medium, 9 low; advisories data of 2026-11-16\)\.\n/);
    expect(result.stdout).toContain('  high     CVE-2025-23166: ');
    expect(result.stdout).toContain('(fixed in v22.15.1)');
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('Move to v22.23.2 (the newest v22 release, which fixes all of these).');
  });

  it('marks advisories of some systems only, and counts them only there', () => {
    const windows = cli('audit', '20.11.0', '--os', 'win');
    expect(windows.stdout).toContain('CVE-2024-27980 (Windows only): Command injection');
    expect(windows.stdout).toMatch(/^v20\.11\.0 on Windows: 36 known vulnerabilities \(15 high, 14 medium, 7 low;/);
    expect(cli('audit', '20.11.0', '--os', 'linux').stdout).not.toContain('CVE-2024-27980');
    expect(cli('audit', '20.11.0', '--os', 'any').stdout).toMatch(/^v20\.11\.0 on any system: 36 known/);
    expect(cli('audit', '20.11.0', '--os', 'ANY').stdout).toMatch(/^v20\.11\.0 on any system: 36 known/);
  });

  it('exits 1 for a release of an end-of-life line with nothing listed, and says why', () => {
    const result = cli('audit', 'v18.20.8', '--os', 'win');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      'v18.20.8 on Windows: no known vulnerabilities (advisories data of 2026-11-16).\n' +
        'v18 is end-of-life: it gets no more fixes, so it is vulnerable whatever the count.\n' +
        'Move to v26.13.0 (the newest release of the newest LTS line).\n',
    );
  });

  it('exits 0 for a release with none, and checks the Node.js running it when given no version', () => {
    expect(cli('audit', 'v26.13.0', '--os', 'win')).toEqual({
      code: 0,
      stdout: 'v26.13.0 on Windows: no known vulnerabilities (advisories data of 2026-11-16).\n',
      stderr: '',
    });
    let stdout = '';
    const code = main(['audit', '--now', '2026-11-22'], { stdout: (text) => (stdout += text), stderr: () => {} }, {
      host: LINUX_X64,
      nodeVersion: 'v24.1.0',
    });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^v24\.1\.0 on Linux: \d+ known vulnerabilities/);
  });

  it('prints the same answer as JSON', () => {
    const result = cli('audit', 'v20.11.0', '--os', 'win', '--json');
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

  it('exits 2 for a version the data does not list and a bad --os', () => {
    const unknown = cli('audit', 'v20.99.0');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('current to 2026-11-16');
    expect(cli('audit', 'v20.11.0', '--os', 'plan9')).toMatchObject({ code: 2, stderr: expect.stringContaining('invalid --os "plan9"') });
    expect(cli('audit', 'v20.11.0', 'v22.1.0').code).toBe(2);
  });
});

describe('node-release without @node-downloads/release-shasums installed', () => {
  it('url still prints the URLs the dist index tokens name', () => {
    expect(withoutLists('url', '22', '--os', 'linux', '--platform', 'arm64')).toEqual(cli('url', '22', '--os', 'linux', '--platform', 'arm64'));
    expect(withoutLists('url', 'lts/*', '--os', 'darwin', '--platform', 'arm64', '--kind', 'installer').stdout).toBe(
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0.pkg\n',
    );
    expect(withoutLists('url', '27.0.0-alpha.0.1.1', '--os', 'linux', '--platform', 'x64').code).toBe(0);
  });

  it('url says where it looked when only the published lists know the file', () => {
    // v0.12's 64-bit Windows installer is in the published lists but has no dist index token.
    expect(withoutLists('url', 'v0.12.18', '--os', 'win', '--platform', 'x64', '--kind', 'installer')).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "node-release: v0.12.18 has no installer for win x64 in the dist index's file tokens (install @node-downloads/release-shasums to look in the published checksum lists)\n",
    });
  });

  it('verify exits 1 naming the package to install, after checking its usage', () => {
    expect(withoutLists('verify', 'v24.11.1', '--os', 'linux', '--platform', 'x64')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'node-release: verify needs the published checksum lists, which are not installed: npm install @node-downloads/release-shasums\n',
    });
    expect(withoutLists('verify', '22.1.0', '--file', 'node-v22.1.0.pkg').code).toBe(1);
    expect(withoutLists('verify', '22', '--kind', 'msi').code).toBe(2);
  });

  it('resolve and script do not need the lists', () => {
    expect(withoutLists('resolve', 'lts/*')).toEqual(cli('resolve', 'lts/*'));
    expect(withoutLists('script', '22', '--os', 'linux', '--method', 'nvm')).toEqual(cli('script', '22', '--os', 'linux', '--method', 'nvm'));
  });

  it('the help names the package and what changes without it', () => {
    const help = cli('--help').stdout;
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
  it('prints help on --help, -h and help, to stdout with exit 0', () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['url', '--help']]) {
      const result = cli(...argv);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Usage: node-release <command> <alias> \[options\]/);
    }
  });

  it('exits 2 for a missing or unknown command, a missing alias and unknown options', () => {
    expect(cli()).toMatchObject({ code: 2, stderr: expect.stringContaining('a command is required: resolve, url, script, verify') });
    expect(cli('frob')).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown command "frob"') });
    expect(cli('resolve')).toMatchObject({ code: 2, stderr: expect.stringContaining('resolve: an alias is required') });
    expect(cli('resolve', '22', '24')).toMatchObject({ code: 2, stderr: expect.stringContaining('one alias expected, got "22" "24"') });
    expect(cli('resolve', '22', '--os', 'linux')).toMatchObject({
      code: 2,
      stderr: "node-release: resolve: Unknown option '--os' (options of resolve: --now, --help, --json)\nRun node-release --help for usage.\n",
    });
  });
});

const built = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

describe.runIf(existsSync(built))('the built node-release', () => {
  const run = (...argv: string[]) => spawnSync(process.execPath, [built, ...argv], { encoding: 'utf8' });

  it('runs as a program: output, errors and exit codes', () => {
    expect(run('resolve', 'lts/*', ...NOV)).toMatchObject({ status: 0, stdout: 'v26.13.0\n', stderr: '' });
    expect(run('url', '22', '--os', 'linux', '--platform', 'x64', ...NOV).stdout).toBe(
      'https://nodejs.org/dist/v22.23.2/node-v22.23.2-linux-x64.tar.xz\n',
    );
    expect(run('resolve', 'current', ...NOV)).toMatchObject({ status: 1, stdout: '' });
    expect(run('resolve', 'lts/*', '--now', 'soon')).toMatchObject({ status: 2, stderr: expect.stringContaining('invalid --now "soon"') });
  });

  it('prints the version of its package.json with --version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(run('--version')).toMatchObject({ status: 0, stdout: `${version} (release data of ${SNAPSHOT_DATE})\n`, stderr: '' });
    expect(run('-v').stdout).toBe(run('--version').stdout);
  });
});
