import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import distIndexJson from '../../data/dist-index.json' with { type: 'json' };
import scheduleJson from '../../data/schedule.json' with { type: 'json' };
import advisoriesJson from '../../data/vulnerabilities.json' with { type: 'json' };
import { type CliEnvironment, DEFAULT_DATA_URLS, type FetchFunction, main } from '../node';
import { shasums } from '../data-shasums';
import { cli, LINUX_X64, withoutLists } from '../../test/cli';

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
