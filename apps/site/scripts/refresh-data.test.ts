import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAdvisories, parseDistIndex, parseSchedule } from '@node-downloads/release-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshData, SNAPSHOT_FILES, urlsFromEnvironment } from './refresh-data';

const snapshotDir = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@node-downloads/release-core/package.json'))),
  'data',
);
const realIndex = fs.readFileSync(path.join(snapshotDir, 'dist-index.json'), 'utf8');
const realSchedule = fs.readFileSync(path.join(snapshotDir, 'schedule.json'), 'utf8');
const realAdvisories = JSON.parse(fs.readFileSync(path.join(snapshotDir, 'vulnerabilities.json'), 'utf8')) as {
  id: string;
}[];
/** The live advisories file is an object keyed by advisory id. */
const liveAdvisories = JSON.stringify(Object.fromEntries(realAdvisories.map(({ id, ...record }) => [id, record])));
/** A valid dist index that differs from the snapshot: its three newest entries dropped. */
const olderIndex = JSON.stringify((JSON.parse(realIndex) as unknown[]).slice(3));

const routes: Record<string, (response: http.ServerResponse) => void> = {
  '/good/index.json': (response) => response.end(olderIndex),
  '/good/schedule.json': (response) => response.end(realSchedule),
  '/good/advisories.json': (response) => response.end(liveAdvisories),
  '/truncated/index.json': (response) => response.end(olderIndex.slice(0, Math.floor(olderIndex.length / 2))),
  '/malformed/index.json': (response) =>
    response.end(JSON.stringify([{ version: 'v22.1.0', date: '2024-13-45', lts: false, security: false }])),
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
  return Object.fromEntries(
    Object.values(SNAPSHOT_FILES).map((name) => [name, fs.readFileSync(path.join(dataDir, name), 'utf8')]),
  );
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (route) {
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
  for (const name of Object.values(SNAPSHOT_FILES)) {
    fs.copyFileSync(path.join(snapshotDir, name), path.join(dataDir, name));
  }
});

function urls(indexKind: string) {
  return {
    index: `${base}/${indexKind}/index.json`,
    schedule: `${base}/good/schedule.json`,
    advisories: `${base}/good/advisories.json`,
  };
}

const now = new Date('2026-11-22T00:00:00Z');

describe('data:refresh against a local server', () => {
  it('replaces all three snapshot files with validated data from good responses', async () => {
    const result = await refreshData({ fetch, urls: urls('good'), dataDir, now, timeoutMs: 10_000 });
    expect(result.releases).toBe(869);
    expect(result.advisories).toBe(realAdvisories.length);
    const index = parseDistIndex(JSON.parse(fs.readFileSync(path.join(dataDir, 'dist-index.json'), 'utf8')));
    expect(index).toHaveLength(869);
    expect(index[0]?.version).toBe('v26.13.0');
    expect(fs.readFileSync(path.join(dataDir, 'dist-index.json'), 'utf8').split('\n')[1]).toMatch(/^\{"version":"v26\.13\.0"/);
    expect(parseSchedule(JSON.parse(fs.readFileSync(path.join(dataDir, 'schedule.json'), 'utf8')))['v26']?.codename).toBe('Lithium');
    const advisories = parseAdvisories(JSON.parse(fs.readFileSync(path.join(dataDir, 'vulnerabilities.json'), 'utf8')));
    expect(advisories.map((advisory) => advisory.id)).toEqual(realAdvisories.map((advisory) => advisory.id));
    expect(fs.readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['truncated', /not valid JSON/],
    ['malformed', /date/],
    ['unscheduled', /\/good\/schedule\.json: v28: \(key\): is missing/],
    ['error', /HTTP 503/],
  ])('keeps the old snapshot and says why for a %s response', async (kind, reason) => {
    const before = snapshotBytes();
    await expect(refreshData({ fetch, urls: urls(kind), dataDir, now, timeoutMs: 10_000 })).rejects.toThrow(reason);
    expect(snapshotBytes()).toEqual(before);
    expect(fs.readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('gives up on a slow response after the timeout and keeps the old snapshot', async () => {
    const before = snapshotBytes();
    const started = Date.now();
    await expect(refreshData({ fetch, urls: urls('slow'), dataDir, now, timeoutMs: 500 })).rejects.toThrow(/within 500 ms/);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(snapshotBytes()).toEqual(before);
  });

  it('reads mirror URLs from the environment', () => {
    expect(
      urlsFromEnvironment({ RELEASE_DATA_INDEX_URL: 'http://127.0.0.1:9/index.json', RELEASE_DATA_SCHEDULE_URL: ' ' }),
    ).toEqual({ index: 'http://127.0.0.1:9/index.json' });
  });
});
