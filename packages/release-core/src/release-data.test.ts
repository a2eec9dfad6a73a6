import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { advisories, distIndex, SNAPSHOT_DATE, schedule } from './data';
import { InvalidArgumentError } from './errors';
import { DEFAULT_DATA_URLS, type FetchFunction } from './fetch';
import {
  embeddedReleaseData,
  loadReleaseData,
  mirrorIndexUrl,
  RELEASE_DATA_CACHE_FILE,
  RELEASE_DATA_CACHE_TTL_MS,
  ReleaseDataCacheError,
} from './release-data';

/** The live index of a later day: the snapshot's releases and v26.14.0, released 2026-11-25. */
const liveIndex = [{ ...(distIndexJson as { version: string }[]).find((entry) => entry.version === 'v26.13.0'), version: 'v26.14.0', date: '2026-11-25' }, ...distIndexJson];

/** A fetch that answers each address with a text (status 200), or 404; records what it was asked. */
function serving(texts: Record<string, string>) {
  const fetch = vi.fn<FetchFunction>(async (url) => ({
    ok: url in texts,
    status: url in texts ? 200 : 404,
    statusText: url in texts ? 'OK' : 'Not Found',
    text: async () => texts[url] ?? '',
  }));
  return fetch;
}

const official = {
  [DEFAULT_DATA_URLS.index]: JSON.stringify(liveIndex),
  [DEFAULT_DATA_URLS.schedule]: JSON.stringify(scheduleJson),
  [DEFAULT_DATA_URLS.advisories]: JSON.stringify(advisoriesJson),
};
const NOW = new Date('2026-11-28T09:30:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-data-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('loadReleaseData', () => {
  it('answers with live data when the sources answer, saying so and when it was fetched', async () => {
    const answer = await loadReleaseData({ fetch: serving(official), now: NOW });
    expect(answer).toMatchObject({ source: 'live', asOf: '2026-11-28T09:30:00.000Z', newestRelease: '2026-11-25', cached: false, problems: [] });
    expect(answer.data.index[0]?.version).toBe('v26.14.0');
  });

  it('answers with the embedded snapshot when a source fails, naming the reason', async () => {
    const fetch = vi.fn<FetchFunction>(async () => {
      throw new TypeError('fetch failed');
    });
    const answer = await loadReleaseData({ fetch, now: NOW });
    expect(answer).toMatchObject({ source: 'snapshot', asOf: SNAPSHOT_DATE, newestRelease: SNAPSHOT_DATE, cached: false });
    expect(answer.problems.map((problem) => problem.code)).toEqual(['FETCH_FAILED']);
    expect(answer.data.index).toHaveLength(872);
  });

  it('never takes a mirror answering HTML or cut-short JSON for data', async () => {
    const mirror = 'https://mirror.example/node';
    for (const text of ['<!doctype html><title>Mirror</title>', JSON.stringify(liveIndex).slice(0, 4000)]) {
      const answer = await loadReleaseData({ fetch: serving({ ...official, [`${mirror}/index.json`]: text }), now: NOW, mirror });
      expect(answer.source).toBe('snapshot');
      expect(answer.problems[0]).toMatchObject({ code: 'INVALID_DATA', file: `${mirror}/index.json`, field: '(json)' });
    }
  });

  it('fetches the index of a mirror as nvm and setup-node read NODE_MIRROR: index.json under the base address', async () => {
    const fetch = serving({ ...official, 'https://mirror.example/node/index.json': JSON.stringify(liveIndex) });
    expect((await loadReleaseData({ fetch, now: NOW, mirror: 'https://mirror.example/node/' })).source).toBe('live');
    expect(fetch.mock.calls.map(([url]) => url)).toContain('https://mirror.example/node/index.json');
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain(DEFAULT_DATA_URLS.index);
    expect(mirrorIndexUrl('https://mirror.example/node')).toBe('https://mirror.example/node/index.json');
    expect(() => mirrorIndexUrl('mirror.example/node')).toThrow(InvalidArgumentError);
    expect(() => mirrorIndexUrl('file:///srv/node')).toThrow(InvalidArgumentError);
  });

  it('uses the snapshot alone offline or without a fetch function', async () => {
    const fetch = serving(official);
    expect(await loadReleaseData({ fetch, now: NOW, offline: true, cache: { dir } })).toMatchObject({ source: 'snapshot', problems: [] });
    expect(await loadReleaseData({ now: NOW })).toMatchObject({ source: 'snapshot', problems: [] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses unknown option keys by name, and a missing now', async () => {
    const fetch = serving(official);
    await expect(loadReleaseData({ fetch, now: NOW, timeout: 100 } as never)).rejects.toThrow(
      'loadReleaseData: options.timeout is not an option of options (expected fetch, now, offline, mirror, urls, timeoutMs, cache)',
    );
    await expect(loadReleaseData({ fetch, now: NOW, urls: { idx: 'https://mirror.example/index.json' } } as never)).rejects.toThrow(
      'loadReleaseData: options.urls.idx is not an option of options.urls (expected index, schedule, advisories)',
    );
    await expect(loadReleaseData({ fetch, now: NOW, cache: { folder: dir } } as never)).rejects.toThrow(InvalidArgumentError);
    await expect(loadReleaseData({ fetch } as never)).rejects.toThrow('loadReleaseData: options.now must be a valid Date');
    await expect(loadReleaseData({ fetch, now: NOW, timeoutMs: 0 })).rejects.toThrow(InvalidArgumentError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('loadReleaseData with a cache', () => {
  const file = () => join(dir, RELEASE_DATA_CACHE_FILE);

  it('answers from the cache for its time-to-live without fetching, then fetches again', async () => {
    const fetch = serving(official);
    expect(await loadReleaseData({ fetch, now: NOW, cache: { dir } })).toMatchObject({ source: 'live', cached: false });
    expect(fetch).toHaveBeenCalledTimes(3);
    const again = await loadReleaseData({ fetch, now: later(RELEASE_DATA_CACHE_TTL_MS), cache: { dir } });
    expect(again).toMatchObject({ source: 'live', cached: true, asOf: NOW.toISOString(), problems: [] });
    expect(again.data.index[0]?.version).toBe('v26.14.0');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await loadReleaseData({ fetch, now: later(RELEASE_DATA_CACHE_TTL_MS + 1), cache: { dir } })).toMatchObject({ cached: false });
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('keeps one cache per set of addresses: another mirror is not answered from it', async () => {
    await loadReleaseData({ fetch: serving(official), now: NOW, cache: { dir } });
    const mirrored = serving({ ...official, 'https://mirror.example/node/index.json': JSON.stringify(liveIndex) });
    expect(await loadReleaseData({ fetch: mirrored, now: NOW, mirror: 'https://mirror.example/node', cache: { dir } })).toMatchObject({ cached: false });
    expect(mirrored).toHaveBeenCalled();
  });

  it('prefers stale live data to an older snapshot when the sources fail, saying why', async () => {
    await loadReleaseData({ fetch: serving(official), now: NOW, cache: { dir } });
    const answer = await loadReleaseData({ fetch: serving({}), now: later(2 * RELEASE_DATA_CACHE_TTL_MS), cache: { dir } });
    expect(answer).toMatchObject({ source: 'live', cached: true, asOf: NOW.toISOString() });
    expect(answer.problems.map((problem) => problem.code)).toEqual(['HTTP_STATUS']);
  });

  it('leaves aside a cache file that does not parse, is cut short or was edited, and says so', async () => {
    const fetch = serving(official);
    await loadReleaseData({ fetch, now: NOW, cache: { dir } });
    const written = readFileSync(file(), 'utf8');
    for (const [text, reason] of [
      ['{"format":1,', 'its first line does not parse'],
      [written.slice(0, written.length - 100), 'does not match its checksum'],
      [written.replace('"v26.14.0"', '"v26.15.0"'), 'does not match its checksum'],
      [`${JSON.stringify({ format: 99 })}\n{}`, 'of format 1'],
    ] as const) {
      writeFileSync(file(), text);
      const answer = await loadReleaseData({ fetch, now: later(1000), cache: { dir } });
      expect(answer).toMatchObject({ source: 'live', cached: false });
      expect(answer.problems[0]).toBeInstanceOf(ReleaseDataCacheError);
      expect(answer.problems[0]).toMatchObject({ code: 'CACHE_INVALID', file: file() });
      expect(answer.problems[0]?.message).toContain(reason);
    }
  });

  it('answers when the cache cannot be written, saying so', async () => {
    writeFileSync(join(dir, 'not-a-folder'), '');
    const answer = await loadReleaseData({ fetch: serving(official), now: NOW, cache: { dir: join(dir, 'not-a-folder') } });
    expect(answer).toMatchObject({ source: 'live', cached: false });
    // A folder that is a file: neither read nor written, and both said.
    expect(answer.problems.map((problem) => problem.code)).toEqual(['CACHE_UNREADABLE', 'CACHE_UNWRITABLE']);
  });
});

describe('embeddedReleaseData: the embedded snapshot for an answer that knows what it reads', () => {
  it('without the advisories loads the releases and the schedule, and refuses to be read for advisories', async () => {
    const loaded = await embeddedReleaseData({ advisories: false });
    expect(loaded).toMatchObject({ source: 'snapshot', asOf: SNAPSHOT_DATE, newestRelease: SNAPSHOT_DATE, cached: false, problems: [] });
    expect(loaded.data.index).toBe(distIndex);
    expect(loaded.data.schedule).toBe(schedule);
    // Never an empty list that would answer "no known vulnerability".
    expect(() => loaded.data.advisories).toThrow('the advisories were not loaded');
  });

  it('with the advisories is the whole snapshot', async () => {
    const loaded = await embeddedReleaseData({ advisories: true });
    expect(loaded.data.advisories).toBe(advisories);
    expect(loaded.data.index).toBe(distIndex);
  });
});
