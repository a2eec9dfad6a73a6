import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAdvisories, parseDistIndex, parseSchedule } from '@node-downloads/release-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCommand } from '../lib/run-command';
import { refreshData, serializeDistIndex, urlsFromEnvironment } from './refresh-snapshot';
import { refreshedAt } from './refresh-provenance';

const snapshotDir = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@node-downloads/release-core/package.json'))),
  'data',
);
const repositoryRoot = path.resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const FILES = ['dist-index.json', 'schedule.json', 'vulnerabilities.json', 'shasums.json', 'PROVENANCE.md', 'dist-index.sources.json', 'tools.json'];
const read = (name: string): string => fs.readFileSync(path.join(snapshotDir, name), 'utf8');
const realIndex = read('dist-index.json');
const realSchedule = read('schedule.json');
const realShasums = JSON.parse(read('shasums.json')) as Record<string, Record<string, string>>;
const realAdvisories = JSON.parse(read('vulnerabilities.json')) as { id: string }[];
type Entry = { version: string; date: string; files?: string[] };
const indexEntries = JSON.parse(realIndex) as Entry[];
/** The live advisories file is an object keyed by advisory id. */
const liveAdvisories = JSON.stringify(Object.fromEntries(realAdvisories.map(({ id, ...record }) => [id, record])));
/** A valid dist index that differs from the snapshot: its three newest entries dropped. */
const olderIndex = JSON.stringify(indexEntries.slice(3));
/** The snapshot's index with one more release, v26.14.0, whose files are v26.7.0's but s390x. */
const template = indexEntries.find((entry) => entry.version === 'v26.7.0')!;
const newRelease = { ...template, version: 'v26.14.0', date: '2026-11-20', files: template.files!.filter((token) => token !== 'linux-s390x') };
const newerIndex = JSON.stringify([newRelease, ...indexEntries]);

/** A list in the distribution server's layout for a version: v26.7.0's file names, renamed. */
function listFor(version: string, extra: string[] = []): string {
  const names = Object.keys(realShasums['v26.7.0']!)
    .map((name) => name.replaceAll('v26.7.0', version))
    .filter((name) => version !== 'v26.14.0' || !name.includes('s390x'));
  return `${[...names, ...extra].map((name) => `${createHash('sha256').update(name).digest('hex')}  ${name}`).join('\n')}\n`;
}

const lists: Record<string, (version: string) => string> = {
  good: (version) => listFor(version),
  garbled: (version) => (version === 'v26.14.0' ? 'this is not a checksum list\n' : listFor(version)),
  foreign: (version) => (version === 'v26.14.0' ? listFor(version, ['node-v26.14.0-linux-s390x.tar.xz']) : listFor(version)),
};

const routes: Record<string, (response: http.ServerResponse) => void> = {
  '/good/index.json': (response) => response.end(olderIndex),
  '/same/index.json': (response) => response.end(realIndex),
  '/newer/index.json': (response) => response.end(newerIndex),
  '/future/index.json': (response) => response.end(JSON.stringify([{ ...newRelease, date: '2031-01-01' }, ...indexEntries])),
  '/future/advisories.json': (response) =>
    response.end(JSON.stringify({ ...JSON.parse(liveAdvisories), 999: { ...realAdvisories[0], id: undefined, publish_date: '2031-01-01' } })),
  '/good/schedule.json': (response) => response.end(realSchedule),
  '/good/advisories.json': (response) => response.end(liveAdvisories),
  '/truncated/index.json': (response) => response.end(olderIndex.slice(0, Math.floor(olderIndex.length / 2))),
  '/malformed/index.json': (response) =>
    response.end(JSON.stringify([{ version: 'v22.1.0', date: '2024-13-45', lts: false, security: false }])),
  '/missing/index.json': (response) => response.end(JSON.stringify([{ version: 'v22.1.0', lts: false, security: false }])),
  '/unscheduled/index.json': (response) =>
    response.end(
      JSON.stringify([
        { version: 'v28.0.0-alpha.0.0.0', date: '2026-11-20', lts: false, security: false },
        ...(JSON.parse(olderIndex) as unknown[]),
      ]),
    ),
  '/slow/index.json': (response) => {
    setTimeout(() => response.end(olderIndex), 3_000).unref();
  },
  '/error/index.json': (response) => {
    response.statusCode = 503;
    response.end('Service Unavailable');
  },
};

let server: http.Server;
let base: string;
let dataDir: string;

function snapshotBytes(): Record<string, string> {
  return Object.fromEntries(FILES.map((name) => [name, fs.readFileSync(path.join(dataDir, name), 'utf8')]));
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '';
    const list = /^\/lists\/(\w+)\/v([^/]+)\/SHASUMS256\.txt$/.exec(url);
    const listKind = list ? lists[list[1]!] : undefined;
    const route = routes[url];
    if (list?.[1] === 'down') {
      response.statusCode = 503;
      response.end('Service Unavailable');
    } else if (list && listKind) {
      response.end(listKind(`v${list[2]}`));
    } else if (route) {
      response.setHeader('content-type', 'application/json');
      route(response);
    } else {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-data-'));
  for (const name of FILES) {
    fs.copyFileSync(path.join(snapshotDir, name), path.join(dataDir, name));
  }
});

function urls(indexKind: string, listKind = 'good') {
  return {
    index: `${base}/${indexKind}/index.json`,
    schedule: `${base}/good/schedule.json`,
    advisories: `${base}/good/advisories.json`,
    shasums: `${base}/lists/${listKind}/v{version}/SHASUMS256.txt`,
  };
}

const now = new Date('2026-11-22T00:00:00Z');

describe('data:refresh against a local mirror', () => {
  it('replaces the snapshot with validated data, fetches the missing checksum lists and says so', async () => {
    const result = await refreshData({ fetch, urls: urls('good'), dataDir, now, timeoutMs: 10_000 });
    expect(result).toMatchObject({ releases: 869, advisories: realAdvisories.length, checksums: 9, changed: true });
    const index = parseDistIndex(JSON.parse(fs.readFileSync(path.join(dataDir, 'dist-index.json'), 'utf8')));
    expect(index).toHaveLength(869);
    expect(fs.readFileSync(path.join(dataDir, 'dist-index.json'), 'utf8').split('\n')[1]).toMatch(/^\{"version":"v26\.13\.0"/);
    expect(parseSchedule(JSON.parse(fs.readFileSync(path.join(dataDir, 'schedule.json'), 'utf8')))['v26']?.codename).toBe('Lithium');
    const advisories = parseAdvisories(JSON.parse(fs.readFileSync(path.join(dataDir, 'vulnerabilities.json'), 'utf8')));
    expect(advisories.map((advisory) => advisory.id)).toEqual(realAdvisories.map((advisory) => advisory.id));
    const shasums = JSON.parse(fs.readFileSync(path.join(dataDir, 'shasums.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(Object.keys(shasums['v26.13.0'] ?? {})).toContain('node-v26.13.0-linux-x64.tar.xz');
    expect(Object.keys(shasums)[0]).toBe('v26.13.0');
    const sources = fs.readFileSync(path.join(dataDir, 'dist-index.sources.json'), 'utf8');
    expect(refreshedAt(sources)?.toISOString()).toBe(now.toISOString());
    expect(JSON.parse(sources)).toMatchObject({ index: { url: urls('good').index, releases: 869 }, shasums: { fetched: expect.arrayContaining(['v26.13.0']) } });
    expect(fs.readFileSync(path.join(dataDir, 'PROVENANCE.md'), 'utf8')).toContain(`Refreshed on ${now.toISOString()}`);
    expect(fs.readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps every byte of the data files when the sources say what the snapshot says', async () => {
    const before = snapshotBytes();
    const first = await refreshData({ fetch, urls: urls('same'), dataDir, now, timeoutMs: 10_000 });
    expect(first).toMatchObject({ checksums: 12, changed: true });
    const after = snapshotBytes();
    for (const name of ['dist-index.json', 'schedule.json', 'vulnerabilities.json']) {
      expect(after[name], name).toBe(before[name]);
    }
    // Every field of the sources is kept, the advisories' nswg among them.
    expect(after['vulnerabilities.json']).toContain('"nswg": "NSWG-COR-194"');
    const second = await refreshData({ fetch, urls: urls('same'), dataDir, now: new Date('2026-11-23T00:00:00Z'), timeoutMs: 10_000 });
    expect(second).toMatchObject({ checksums: 0, changed: false });
    expect(snapshotBytes()).toEqual(after);
  });

  it('writes a release the mirror adds with its checksums', async () => {
    const result = await refreshData({ fetch, urls: urls('newer'), dataDir, now, timeoutMs: 10_000 });
    expect(result).toMatchObject({ releases: indexEntries.length + 1, changed: true });
    const shasums = JSON.parse(fs.readFileSync(path.join(dataDir, 'shasums.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(Object.keys(shasums['v26.14.0'] ?? {})).toContain('node-v26.14.0-linux-x64.tar.xz');
  });

  it.each([
    ['truncated', 'good', /\/truncated\/index\.json: document: \(json\): is not valid JSON/],
    ['malformed', 'good', /\/malformed\/index\.json: v22\.1\.0: date/],
    ['missing', 'good', /\/missing\/index\.json: v22\.1\.0: date/],
    ['unscheduled', 'good', /\/good\/schedule\.json: v28: \(key\): is missing/],
    ['error', 'good', /\/error\/index\.json: HTTP 503/],
    ['nowhere', 'good', /\/nowhere\/index\.json: HTTP 404/],
    ['newer', 'garbled', /\/lists\/garbled\/v26\.14\.0\/SHASUMS256\.txt: v26\.14\.0: line 1: is not/],
    ['newer', 'foreign', /SHASUMS256\.txt: v26\.14\.0: node-v26\.14\.0-linux-s390x\.tar\.xz: names a file the dist index does not list/],
    ['newer', 'down', /\/lists\/down\/v26\.14\.0\/SHASUMS256\.txt: HTTP 503/],
    ['future', 'good', /\/future\/index\.json: v26\.14\.0: date: 2031-01-01 is after today \(2026-11-22\)/],
  ])('keeps every file and names the source and field for a %s index with %s lists', async (kind, listKind, reason) => {
    const before = snapshotBytes();
    await expect(refreshData({ fetch, urls: urls(kind, listKind), dataDir, now, timeoutMs: 10_000 })).rejects.toThrow(reason);
    expect(snapshotBytes()).toEqual(before);
    expect(fs.readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses an advisory dated after the day it runs, naming the record and field', async () => {
    const before = snapshotBytes();
    const future = { ...urls('good'), advisories: `${base}/future/advisories.json` };
    await expect(refreshData({ fetch, urls: future, dataDir, now, timeoutMs: 10_000 })).rejects.toThrow(
      /\/future\/advisories\.json: 999: publish_date: 2031-01-01 is after today \(2026-11-22\)/,
    );
    expect(snapshotBytes()).toEqual(before);
  });

  it('keeps the checksums of a release unknown when the server has no list for it yet (404), and says which', async () => {
    const result = await refreshData({ fetch, urls: urls('newer', 'absent'), dataDir, now, timeoutMs: 10_000 });
    expect(result.changed).toBe(true);
    expect(result.checksums).toBe(0);
    expect(result.missingChecksums.map((missing) => missing.version)).toEqual([
      'v26.14.0',
      ...indexEntries.filter((entry) => realShasums[entry.version] === undefined && entry.date >= '2015').slice(0, 12).map((entry) => entry.version),
    ]);
    expect(result.missingChecksums[0]?.url).toBe(`${base}/lists/absent/v26.14.0/SHASUMS256.txt`);
    const index = JSON.parse(fs.readFileSync(path.join(dataDir, 'dist-index.json'), 'utf8')) as Entry[];
    expect(index[0]?.version).toBe('v26.14.0');
    expect(fs.readFileSync(path.join(dataDir, 'shasums.json'), 'utf8')).toBe(read('shasums.json'));
  });

  it('gives up on a slow response after the timeout and keeps the old snapshot', async () => {
    const before = snapshotBytes();
    await expect(refreshData({ fetch, urls: urls('slow'), dataDir, now, timeoutMs: 500 })).rejects.toThrow(/within 500 ms/);
    expect(snapshotBytes()).toEqual(before);
  });

  it('reads mirror URLs from the environment', () => {
    expect(
      urlsFromEnvironment({ RELEASE_DATA_INDEX_URL: 'http://127.0.0.1:9/index.json', RELEASE_DATA_SCHEDULE_URL: ' ' }),
    ).toEqual({ index: 'http://127.0.0.1:9/index.json' });
  });

  it('writes an index entry with its keys in upstream order and keeps keys it does not know', () => {
    expect(serializeDistIndex([{ lts: false, version: 'v1.0.0', later: 1, date: '2015-01-01' }])).toBe(
      '[\n{"version":"v1.0.0","date":"2015-01-01","lts":false,"later":1}\n]\n',
    );
  });
});

describe('pnpm data:refresh, the command the docs and the site workflow run', () => {
  /** Runs the command without blocking this process, which serves the mirror. */
  const run = (env: Record<string, string>) => runCommand('pnpm', ['--silent', 'data:refresh'], { cwd: repositoryRoot, env: { RELEASE_DATA_DIR: dataDir, ...env } });
  const mirror = (indexKind: string) => ({
    RELEASE_DATA_INDEX_URL: urls(indexKind).index,
    RELEASE_DATA_SCHEDULE_URL: urls(indexKind).schedule,
    RELEASE_DATA_ADVISORIES_URL: urls(indexKind).advisories,
    RELEASE_DATA_SHASUMS_URL: urls(indexKind).shasums,
  });

  it('exits 0 when replaced, 1 when a source failed and 2 for a bad setting, unchanged by pnpm', async () => {
    // nvm's source refuses the connection: the pin is kept, and said so as an annotation.
    fs.writeFileSync(path.join(dataDir, 'tools.json'), JSON.stringify({ nvm: { version: '0.40.3', source: 'https://127.0.0.1:1/nvm/releases/latest' } }));
    const replaced = await run({ ...mirror('good'), GITHUB_ACTIONS: 'true' });
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(replaced.stdout).toMatch(/Snapshot replaced/);
    expect(replaced.stdout).toMatch(/^::warning title=nvm%3A pin 0\.40\.3 kept%2C not checked::https:\/\/127\.0\.0\.1:1\/nvm\/releases\/latest could not be read/m);
    const before = snapshotBytes();
    const failed = await run(mirror('truncated'));
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/\/truncated\/index\.json: document: \(json\)/);
    expect(snapshotBytes()).toEqual(before);
    const bad = await run({ ...mirror('good'), RELEASE_DATA_TIMEOUT_MS: 'soon' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/RELEASE_DATA_TIMEOUT_MS/);
  });
});
