/**
 * The real build script, run the ways CI depends on:
 * - CI's one Japanese-only build: English and Japanese, with every input changed from CI's own
 *   build (no SITE_NOW, SITE_ORIGIN, SITE_LOCALES, SITE_OUT_DIR, no precompression, and data
 *   refreshed by `data:refresh` from a local mirror of the sources with one new release), into a
 *   temporary folder. Each input must reach the output; its redirects, timing and figures must be
 *   what it printed; and turbo must never replay the build (it runs it every time and passes every
 *   one of these inputs through) nor run it for a task that does not need it.
 * - then seven builds from a copy of the snapshot with one corruption each. Every bad build must
 *   exit non-zero, name the file, the record and the field, stop before bundling, and leave the
 *   previous output exactly as it was.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT_FILES } from '@node-downloads/release-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectRules } from '../../src/redirects';
import { differences, readBuildTiming } from './build-timing';
import { DEFAULT_DATA_DIR, readDataDir } from '../data/read-snapshot';
import { type CommandOutcome, runCommand } from '../lib/run-command';
import { readRedirectsFile } from '../serve/redirects-file';
import { exceededLimits, folderFigures, redirectFigures } from './static-hosts';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repositoryRoot = path.resolve(siteRoot, '../..');
const tsx = path.join(siteRoot, 'node_modules', '.bin', 'tsx');

type Outcome = CommandOutcome;

function runBuild(env: Record<string, string | undefined>): Promise<Outcome> {
  // Builds as a developer's machine does (CI unset, so no origin is demanded) unless a case says otherwise.
  return runCommand(tsx, ['--conditions=@node-downloads/source', 'scripts/build/build-site.ts'], { cwd: siteRoot, env: { SITE_NOW: '2026-11-22', CI: undefined, ...env } });
}

/** The local mirror of the release data sources (tooling/scripts/data-mirror.mjs): its URL and the release it adds. */
function startMirror(): Promise<{ child: ChildProcess; url: string; newVersion: string }> {
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'tooling/scripts/data-mirror.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let text = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the data mirror exited ${code} before it printed its URL`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n')[0]!;
      if (text.includes('\n')) {
        const [url, newVersion] = line.trim().split(' ');
        resolve({ child, url: url!, newVersion: newVersion! });
      }
    });
  });
}

let root: string;
let outDir: string;
let dataDir: string;
let newVersion: string;
/** The UTC days the Japanese build started and ended on (it reads the clock: no SITE_NOW). */
let days: string[];
/** Every file of the good build with its size and modification time. */
let goodListing: string[];
/** What the good build printed. */
let goodStdout: string;

/** The inputs the Japanese build changes from CI's own build (and SITE_NOW, which it leaves unset). */
const buildInputs = () => ({
  SITE_ORIGIN: 'https://one.example',
  SITE_DATA_DIR: dataDir,
  SITE_LOCALES: 'ja',
  SITE_OUT_DIR: outDir,
  SITE_PRECOMPRESS: '0',
  SITE_BUILD_TIMING: path.join(root, 'timing.json'),
});

function listing(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

function builtFile(file: string): string {
  const full = path.join(outDir, file);
  expect(fs.existsSync(full), `${file} was not written: SITE_OUT_DIR did not reach the build`).toBe(true);
  return fs.readFileSync(full, 'utf8');
}

type Json = Record<string, unknown>;

/** A copy of the committed snapshot in a new folder with one file changed by `corrupt`. */
function corruptedSnapshot(name: string, corrupt: (texts: Record<keyof typeof SNAPSHOT_FILES, string>) => void): string {
  const texts = Object.fromEntries(
    Object.entries(SNAPSHOT_FILES).map(([part, file]) => [part, fs.readFileSync(path.join(DEFAULT_DATA_DIR, file), 'utf8')]),
  ) as Record<keyof typeof SNAPSHOT_FILES, string>;
  corrupt(texts);
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  for (const [part, file] of Object.entries(SNAPSHOT_FILES)) {
    fs.writeFileSync(path.join(dir, file), texts[part as keyof typeof SNAPSHOT_FILES]);
  }
  return dir;
}

function editJson<Value>(text: string, change: (json: Value) => void): string {
  const json = JSON.parse(text) as Value;
  change(json);
  return JSON.stringify(json, null, 1);
}

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-test-'));
  outDir = path.join(root, 'out');
  // The data a refresh brings: `data:refresh` into a copy of the snapshot from a local mirror with
  // one new release and no checksum lists beside the snapshot's must exit 0 having fetched every
  // missing list; the build reads that copy (SITE_DATA_DIR).
  dataDir = path.join(root, 'data');
  fs.cpSync(DEFAULT_DATA_DIR, dataDir, { recursive: true });
  const mirror = await startMirror();
  newVersion = mirror.newVersion;
  let refresh: Outcome;
  try {
    refresh = await runCommand(tsx, ['--conditions=@node-downloads/source', 'scripts/data/refresh-command.ts'], {
      cwd: siteRoot,
      env: {
        RELEASE_DATA_DIR: dataDir,
        RELEASE_DATA_INDEX_URL: `${mirror.url}/dist/index.json`,
        RELEASE_DATA_SCHEDULE_URL: `${mirror.url}/schedule.json`,
        RELEASE_DATA_ADVISORIES_URL: `${mirror.url}/advisories.json`,
      },
    });
  } finally {
    mirror.child.kill();
  }
  expect(refresh.code, `the data refresh from the local mirror: ${refresh.stdout}${refresh.stderr}`).toBe(0);
  expect(refresh.stdout + refresh.stderr).toContain('Snapshot replaced');
  const shasums = JSON.parse(fs.readFileSync(path.join(dataDir, SNAPSHOT_FILES.shasums), 'utf8')) as Record<string, unknown>;
  expect(shasums[newVersion], `the refresh fetched no checksum list for ${newVersion}`).toBeDefined();

  const before = today();
  const good = await runBuild({ ...buildInputs(), SITE_NOW: undefined });
  days = [...new Set([before, today()])];
  expect(good.stderr).toBe('');
  expect(good.code).toBe(0);
  expect(good.stdout).toMatch(/^Built \d+ pages into /m);
  expect(fs.existsSync(path.join(outDir, 'download', 'index.html'))).toBe(true);
  goodListing = listing(outDir);
  goodStdout = good.stdout;
  // About 25 s alone. CI runs the unit tests beside the scaling bench's builds, and with a little
  // more work beside it this build has taken over 120 s: only a hang may fail it here (the CI
  // step's own time limit catches one too).
}, 300_000);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a Japanese build with every input changed', () => {
  it('computes statuses at the current time when SITE_NOW is not set', () => {
    const home = builtFile('index.html');
    // HTML attribute names are case-insensitive (React writes dateTime).
    expect(days.some((day) => home.toLowerCase().includes(`statuses as of <time datetime="${day}">`)), `the footer is not dated ${days.join(' or ')}`).toBe(true);
  });

  it('links the feeds at SITE_ORIGIN', () => {
    expect(builtFile('feed/releases.xml')).toContain('https://one.example/');
  });

  it('writes the Japanese pages of SITE_LOCALES=ja and no other locale', () => {
    expect(builtFile('ja/index.html')).toContain('<html lang="ja"');
    expect(fs.existsSync(path.join(outDir, 'ko', 'index.html'))).toBe(false);
  });

  it('shows the refreshed release of SITE_DATA_DIR on /download, its archive page, the feed and the API', () => {
    for (const file of ['download/index.html', `download/archive/${newVersion}/index.html`, 'feed/releases.xml', 'api/releases.json']) {
      expect(builtFile(file), file).toContain(newVersion);
    }
  });

  it('writes _redirects saying what the redirect table says for the locales built, and the 302s of the newest files', () => {
    const written = readRedirectsFile(outDir);
    expect(written.filter((rule) => rule.status !== 302)).toEqual(redirectRules(['en', 'ja']).map(({ from, to }) => ({ from, to })));
    const latest = written.filter((rule) => rule.status === 302);
    expect(latest.length).toBeGreaterThan(0);
    const lts = builtFile('download/latest/lts.txt');
    expect(lts).toMatch(/^v\d+\.\d+\.\d+\n$/);
    expect(latest.filter((rule) => rule.from.startsWith('/download/latest/lts/')).every((rule) => rule.to.includes(`/${lts.trim()}/`))).toBe(true);
  });

  it('writes its own timing when asked: what it built, from what, and its pages and bytes', () => {
    const timing = readBuildTiming(path.join(root, 'timing.json'));
    expect(days).toContain(timing.now);
    expect(differences(timing, { dataDir, now: timing.now, locales: ['en', 'ja'] })).toEqual([]);
    expect(timing.releases).toBe(readDataDir(dataDir).index.length);
    expect(timing.pages).toBe(goodListing.filter((line) => /\.html /.test(line)).length);
    expect(goodStdout).toContain(`Built ${timing.pages} pages into `);
    // Written before _redirects' figures were printed, the output's size is the same.
    expect(timing.bytes).toBe(folderFigures(outDir).bytes);
    expect(timing.cpuSeconds).toBeGreaterThan(0);
    expect(timing.pagesSeconds).toBeGreaterThan(0);
    expect(timing.pagesSeconds).toBeLessThan(timing.seconds);
  });

  it('prints its file count, size and rule counts, which fit every static host named', () => {
    const text = fs.readFileSync(path.join(outDir, '_redirects'), 'utf8');
    const figures = { ...redirectFigures(readRedirectsFile(outDir), text), ...folderFigures(outDir) };
    expect(goodStdout).toContain(
      `Wrote ${figures.files} files, ${(figures.bytes / 1e6).toFixed(1)} MB; _redirects: ${figures.staticRules} static and ${figures.dynamicRules} dynamic rules, longest line ${figures.longestLine} characters, ${figures.redirectsBytes} bytes.`,
    );
    // Without precompression, no .br or .gz sibling is written.
    expect(goodListing.some((line) => /\.(br|gz) /.test(line))).toBe(false);
    expect(exceededLimits(figures)).toEqual([]);
    expect(goodStdout).toContain('Within the limits of every static host named in the README.');
  });
});

/** The tasks turbo would run for `turbo run <task>` with the Japanese build's inputs set. */
async function turboDryRun(task: string): Promise<{ taskId: string; cache: { status: string }; resolvedTaskDefinition: { cache: boolean }; environmentVariables: { passthrough: string[] | null } }[]> {
  const result = await runCommand('pnpm', ['turbo', 'run', task, '--dry=json'], { cwd: repositoryRoot, env: buildInputs() });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout).tasks;
}

describe("the site's build under turbo", () => {
  it('is never replayed from the cache, and gets every input the Japanese build changed', async () => {
    // A replayed build would publish the statuses, origin, locales and data of an earlier one.
    const site = (await turboDryRun('build')).find((task) => task.taskId === '@node-downloads/site#build');
    expect(site?.resolvedTaskDefinition.cache).toBe(false);
    expect(site?.cache.status).toBe('MISS');
    const passed = (site?.environmentVariables.passthrough ?? []).map((entry) => entry.split('=')[0]);
    expect(passed).toEqual(expect.arrayContaining(Object.keys(buildInputs())));
  }, 60_000);

  // `turbo run size` and `turbo run package-check` once ran the whole site build (about 30 s each)
  // before doing nothing.
  it.each(['size', 'package-check', 'lint'])('is not run by `turbo run %s`, which does not need it', async (task) => {
    expect((await turboDryRun(task)).map((entry) => entry.taskId)).not.toContain('@node-downloads/site#build');
  }, 60_000);
});

describe('the build against a malformed data snapshot', () => {
  const cases: [string, (texts: Record<keyof typeof SNAPSHOT_FILES, string>) => void, RegExp][] = [
    [
      'truncated JSON in the dist index',
      (texts) => {
        texts.index = texts.index.slice(0, 100_000);
      },
      /dist-index\.json: document: \(json\): is not valid JSON at position 100000 \(line \d+, column \d+\)/,
    ],
    [
      'a release with an invalid version',
      (texts) => {
        texts.index = editJson<Json[]>(texts.index, (index) => {
          index[5]!['version'] = 'v26.12';
        });
      },
      /dist-index\.json: entry 5: version: must be a semver version with a leading v, like v22\.1\.0 \(got "v26\.12"\)/,
    ],
    [
      'an unknown files token',
      (texts) => {
        texts.index = editJson<Json[]>(texts.index, (index) => {
          const entry = index.find((candidate) => candidate['version'] === 'v22.1.0')!;
          (entry['files'] as string[]).push('linux-riscv64');
        });
      },
      /dist-index\.json: v22\.1\.0: files\[\d+\]: is not a known dist file token \(got "linux-riscv64"\)/,
    ],
    [
      'a schedule line that ends before it starts',
      (texts) => {
        texts.schedule = editJson<Record<string, Json>>(texts.schedule, (schedule) => {
          schedule['v20']!['end'] = '2023-01-01';
        });
      },
      /schedule\.json: v20: end: 2023-01-01 is before /,
    ],
    [
      'an advisory with an invalid semver range',
      (texts) => {
        texts.advisories = editJson<Json[]>(texts.advisories, (advisories) => {
          advisories.find((advisory) => advisory['id'] === '150')!['vulnerable'] = '>= twenty';
        });
      },
      /vulnerabilities\.json: NSWG-COR-150: vulnerable: must be a semver range \(got ">= twenty"\)/,
    ],
    [
      'an advisory naming a system it does not know',
      (texts) => {
        texts.advisories = editJson<Json[]>(texts.advisories, (advisories) => {
          advisories.find((advisory) => advisory['id'] === '141')!['affectedEnvironments'] = ['windows'];
        });
      },
      /vulnerabilities\.json: NSWG-COR-141: affectedEnvironments\[0\]: is not a known system name \(expected one of all, aix, android, darwin, freebsd, linux, openbsd, sunos, win32\) \(got "windows"\)/,
    ],
    [
      'an advisory whose fix no release carries',
      (texts) => {
        texts.advisories = editJson<Json[]>(texts.advisories, (advisories) => {
          advisories.find((advisory) => advisory['id'] === '141')!['patched'] = '^20.99.0';
        });
      },
      /vulnerabilities\.json: NSWG-COR-141: patched: "\^20\.99\.0" names no release of .*dist-index\.json, so no release would count as fixed/,
    ],
  ];

  it.each(cases)('stops on %s, names file, record and field, and keeps the previous output', async (_, corrupt, message) => {
    const dataDir = corruptedSnapshot(`data-${cases.findIndex(([, candidate]) => candidate === corrupt)}`, corrupt);
    const result = await runBuild({ SITE_OUT_DIR: outDir, SITE_DATA_DIR: dataDir });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`Build failed: invalid release data in ${dataDir}`);
    expect(result.stderr).toMatch(message);
    // The file is named by its path in the data folder.
    expect(result.stderr).toContain(`${dataDir}${path.sep}`);
    expect(result.stdout).toBe('');
    expect(listing(outDir)).toEqual(goodListing);
    // Data is checked before anything is bundled or written: no work folder was ever made.
    expect(fs.readdirSync(root).filter((name) => name.startsWith('.build-'))).toEqual([]);
  });

  it('stops a CI build that does not say its origin, naming SITE_ORIGIN, and keeps the previous output', async () => {
    const result = await runBuild({ SITE_OUT_DIR: outDir, CI: 'true', SITE_ORIGIN: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Build failed: SITE_ORIGIN is not set, and CI is');
    expect(listing(outDir)).toEqual(goodListing);
  });
});
