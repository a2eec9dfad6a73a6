import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuildTiming, BuildTimingError, differences, readBuildTiming, writeBuildTiming } from './build-timing';

const timing: BuildTiming = {
  dataDir: '/data/snapshot',
  now: '2026-11-22',
  locales: ['en', 'ja'],
  releases: 872,
  pages: 15786,
  seconds: 71.5,
  cpuSeconds: 64.2,
  pagesSeconds: 48.1,
  bytes: 503_400_000,
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-timing-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a build timing file', () => {
  it('is read back as written, and leaves no partial file beside it', () => {
    const file = path.join(dir, 'nested', 'timing.json');
    writeBuildTiming(file, timing);
    expect(readBuildTiming(file)).toEqual(timing);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['timing.json']);
  });

  it('that is missing, not JSON or of another shape stops with an error naming the file and the field', () => {
    const file = path.join(dir, 'timing.json');
    expect(() => readBuildTiming(file)).toThrow(new BuildTimingError(`${file}: cannot be read (ENOENT)`));
    fs.writeFileSync(file, '{"dataDir": "/data"');
    expect(() => readBuildTiming(file)).toThrow(`${file}: is not valid JSON`);
    fs.writeFileSync(file, '[]');
    expect(() => readBuildTiming(file)).toThrow(`${file}: must be a JSON object`);
    const cases: [Record<string, unknown>, string][] = [
      [{ dataDir: '' }, 'dataDir: must be a non-empty string (got "")'],
      [{ now: '22 November 2026' }, 'now: must be a day like 2026-11-22 (got "22 November 2026")'],
      [{ locales: [] }, 'locales: must be a non-empty list of locale names (got [])'],
      [{ cpuSeconds: '64' }, 'cpuSeconds: must be a number from 0 (got "64")'],
      [{ pages: -1 }, 'pages: must be a number from 0 (got -1)'],
      [{ bytes: undefined }, 'bytes: must be a number from 0 (got undefined)'],
    ];
    for (const [change, message] of cases) {
      fs.writeFileSync(file, JSON.stringify({ ...timing, ...change }));
      expect(() => readBuildTiming(file)).toThrow(new BuildTimingError(`${file}: ${message}`));
    }
  });
});

describe('whether a timing describes the build wanted', () => {
  const wanted = { dataDir: '/data/snapshot', now: '2026-11-22', locales: ['en', 'ja'] };

  it('names nothing when data folder, day and locales are the same', () => {
    expect(differences(timing, wanted)).toEqual([]);
    expect(differences({ ...timing, dataDir: '/data/other/../snapshot' }, wanted)).toEqual([]);
  });

  it('names each difference', () => {
    expect(differences({ ...timing, dataDir: '/tmp/data-2', now: '2027-01-01', locales: ['en'] }, wanted)).toEqual([
      'data from /tmp/data-2, not /data/snapshot',
      'statuses as of 2027-01-01, not 2026-11-22',
      'locales en, not en, ja',
    ]);
  });
});
