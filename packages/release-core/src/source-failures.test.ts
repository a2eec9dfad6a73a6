import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { defaultCacheDir, type FetchFunction, loadReleaseData, main } from './node';
import { RecentFailureError, SOURCE_FAILURE_FILE, SOURCE_FAILURE_RETRY_MS } from './node';

/** A server that accepts every connection and never answers, as a dead proxy or a firewalled host does. */
let server: Server;
let base: string;
const sockets = new Set<Socket>();
beforeAll(async () => {
  server = createServer(() => {
    // Accepted, never answered.
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) {
    socket.destroy();
  }
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const TIMEOUT_MS = 1_500;
const NOW = new Date('2026-11-28T09:30:00Z');

function hanging() {
  return { index: `${base}/index.json`, schedule: `${base}/schedule.json`, advisories: `${base}/advisories.json` };
}

async function timed<Result>(call: () => Promise<Result>): Promise<{ ms: number; result: Result }> {
  const start = performance.now();
  const result = await call();
  return { ms: performance.now() - start, result };
}

describe('a source that never answers costs its timeout once, not on every call', () => {
  it('loadReleaseData: the first call times out, the second answers from the snapshot at once, saying why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'source-failures-'));
    try {
      const options = { fetch: globalThis.fetch as FetchFunction, urls: hanging(), timeoutMs: TIMEOUT_MS, cache: { dir } };
      const first = await timed(() => loadReleaseData({ ...options, now: NOW }));
      expect(first.result.source).toBe('snapshot');
      expect(first.result.problems.map((problem) => problem.code)).toEqual(['TIMEOUT']);
      expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      const second = await timed(() => loadReleaseData({ ...options, now: new Date(NOW.getTime() + 60_000) }));
      expect(second.result.source).toBe('snapshot');
      expect(second.result.problems).toHaveLength(1);
      expect(second.result.problems[0]).toBeInstanceOf(RecentFailureError);
      expect(second.result.problems[0]?.message).toBe(
        `the live release data failed at 2026-11-28T09:30:00.000Z (TIMEOUT: ${hanging().index}, ${hanging().schedule}, ${hanging().advisories}: no complete answer within ${TIMEOUT_MS} ms); not asked again before 2026-11-28T09:40:00.000Z`,
      );
      // Measured in the same run: the remembered failure costs a fraction of the timeout.
      expect(second.ms / first.ms).toBeLessThan(0.5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('asks again after ten minutes, or at once for other addresses, and forgets the failure once they answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'source-failures-'));
    try {
      const failing = vi.fn<FetchFunction>(async () => {
        throw new TypeError('fetch failed');
      });
      await loadReleaseData({ fetch: failing, now: NOW, cache: { dir } });
      expect(failing).toHaveBeenCalledTimes(3);
      const held = await loadReleaseData({ fetch: failing, now: new Date(NOW.getTime() + SOURCE_FAILURE_RETRY_MS - 1), cache: { dir } });
      expect(failing).toHaveBeenCalledTimes(3);
      expect(held.problems[0]).toMatchObject({ code: 'RECENT_FAILURE', reason: 'FETCH_FAILED' });
      await loadReleaseData({ fetch: failing, now: NOW, cache: { dir }, mirror: 'https://mirror.example/node' });
      expect(failing).toHaveBeenCalledTimes(6);
      const texts: Record<string, string> = {
        'https://nodejs.org/dist/index.json': JSON.stringify(distIndexJson),
        'https://raw.githubusercontent.com/nodejs/Release/main/schedule.json': JSON.stringify(scheduleJson),
        'https://raw.githubusercontent.com/nodejs/security-wg/main/vuln/core/index.json': JSON.stringify(Object.fromEntries(advisoriesJson.map((record) => [record.id, record]))),
      };
      const answering = vi.fn<FetchFunction>(async (url) => ({ ok: true, status: 200, text: async () => texts[url] ?? '' }));
      const again = await loadReleaseData({ fetch: answering, now: new Date(NOW.getTime() + SOURCE_FAILURE_RETRY_MS), cache: { dir } });
      expect(answering).toHaveBeenCalledTimes(3);
      expect(again).toMatchObject({ source: 'live', problems: [] });
      expect(() => readFileSync(join(dir, SOURCE_FAILURE_FILE))).toThrow(/ENOENT/);
      // retryMs 0: every call asks.
      await loadReleaseData({ fetch: failing, now: NOW, cache: { dir, ttlMs: 0, retryMs: 0 } });
      await loadReleaseData({ fetch: failing, now: NOW, cache: { dir, ttlMs: 0, retryMs: 0 } });
      expect(failing).toHaveBeenCalledTimes(12);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the command line: the second call answers from the embedded data in a fraction of the first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'source-failures-'));
    // Every source moved to the server that never answers.
    const fetch: FetchFunction = (url, init) => globalThis.fetch(`${base}/${new URL(url).pathname.split('/').at(-1)}`, init);
    const run = async () => {
      let stdout = '';
      let stderr = '';
      const environment = { fetch, now: NOW, cacheDir: dir, host: { os: 'LINUX', platform: 'x64' } } as const;
      const code = await main(['resolve', 'lts/*'], { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) }, environment);
      return { code, stdout, stderr };
    };
    try {
      const first = await timed(run);
      const second = await timed(run);
      expect(first.result).toMatchObject({ code: 0, stdout: 'v26.13.0\n', stderr: expect.stringContaining('no complete answer within 5000 ms') });
      expect(second.result).toMatchObject({ code: 0, stdout: 'v26.13.0\n', stderr: expect.stringContaining('not asked again before 2026-11-28T09:40:00.000Z') });
      expect(second.ms / first.ms).toBeLessThan(0.1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe('the command line stays offline when told by the environment', () => {
  it('NODE_RELEASE_OFFLINE=1 equals --offline; 0 or unset fetch; anything else is a usage error', async () => {
    const fetch = vi.fn<FetchFunction>(async () => {
      throw new TypeError('fetch failed');
    });
    const run = async (offline: string | undefined, ...argv: string[]) => {
      let stderr = '';
      const code = await main(['resolve', 'lts/*', '--now', '2026-11-22', ...argv], { stdout: () => {}, stderr: (text) => (stderr += text) }, { fetch, offline });
      return { code, stderr };
    };
    expect(await run('1')).toEqual({ code: 0, stderr: '' });
    expect(await run('TRUE')).toEqual({ code: 0, stderr: '' });
    expect(fetch).not.toHaveBeenCalled();
    expect((await run('0')).stderr).toContain('live release data unavailable');
    expect(fetch).toHaveBeenCalled();
    expect(await run('yes')).toMatchObject({ code: 2, stderr: expect.stringContaining('invalid NODE_RELEASE_OFFLINE "yes"') });
    expect(await run('1', '--mirror', 'https://mirror.example/node')).toMatchObject({ code: 2, stderr: expect.stringContaining('NODE_RELEASE_OFFLINE answers from the embedded release data') });
  });
});

describe('defaultCacheDir: the platform cache folder', () => {
  it('follows NODE_RELEASE_CACHE_DIR, then XDG_CACHE_HOME (absolute only), ~/Library/Caches and %LOCALAPPDATA%', () => {
    expect(defaultCacheDir({ NODE_RELEASE_CACHE_DIR: '/srv/cache', XDG_CACHE_HOME: '/x' }, 'linux')).toBe('/srv/cache');
    expect(defaultCacheDir({ XDG_CACHE_HOME: '/var/cache/me' }, 'linux')).toBe('/var/cache/me/node-release');
    expect(defaultCacheDir({ XDG_CACHE_HOME: 'relative' }, 'linux')).toMatch(/\/\.cache\/node-release$/);
    expect(defaultCacheDir({}, 'linux')).toMatch(/\/\.cache\/node-release$/);
    expect(defaultCacheDir({ XDG_CACHE_HOME: '/var/cache/me' }, 'darwin')).toMatch(/\/Library\/Caches\/node-release$/);
    expect(defaultCacheDir({ LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' }, 'win32')).toBe('C:\\Users\\me\\AppData\\Local\\node-release\\Cache');
  });
});
