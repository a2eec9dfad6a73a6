/**
 * The real build script against malformed data snapshots: one good build into a temporary output
 * folder, then seven builds from a copy of the snapshot with one corruption each. Every bad build
 * must exit non-zero, name the file, the record and the field, stop before bundling, and leave
 * the previous output exactly as it was.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT_FILES } from '@node-downloads/release-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectRules } from '../../src/redirects';
import { differences, readBuildTiming } from './build-timing';
import { DEFAULT_DATA_DIR, readDataDir } from '../data/read-snapshot';
import { readRedirectsFile } from '../serve/redirects-file';
import { exceededLimits, folderFigures, redirectFigures } from './static-hosts';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(siteRoot, 'node_modules', '.bin', 'tsx');

type Outcome = { code: number | null; stdout: string; stderr: string; ms: number };

function runBuild(env: Record<string, string>): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['--conditions=@node-downloads/source', 'scripts/build/build-site.ts'], {
      cwd: siteRoot,
      env: { ...process.env, SITE_NOW: '2026-11-22', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

let root: string;
let outDir: string;
/** Every file of the good build with its size and modification time. */
let goodListing: string[];
/** What the good build printed. */
let goodStdout: string;

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

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-test-'));
  outDir = path.join(root, 'out');
  // A smaller good build (English and one more locale, no precompression) is enough: what is
  // checked is that a failed build leaves it as it was.
  const good = await runBuild({ SITE_OUT_DIR: outDir, SITE_LOCALES: 'ja', SITE_PRECOMPRESS: '0', SITE_BUILD_TIMING: path.join(root, 'timing.json') });
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

describe('the redirects and figures of a good build', () => {
  it('writes _redirects saying what the redirect table says for the locales built', () => {
    expect(readRedirectsFile(outDir)).toEqual(redirectRules(['en', 'ja']).map(({ from, to }) => ({ from, to })));
  });

  it('writes its own timing when asked: what it built, from what, and its pages and bytes', () => {
    const timing = readBuildTiming(path.join(root, 'timing.json'));
    expect(differences(timing, { dataDir: DEFAULT_DATA_DIR, now: '2026-11-22', locales: ['en', 'ja'] })).toEqual([]);
    expect(timing.releases).toBe(readDataDir(DEFAULT_DATA_DIR).index.length);
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
});
