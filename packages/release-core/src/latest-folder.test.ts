import { describe, expect, it } from 'vitest';
import { advisories, distIndex, schedule } from './data';
import { latestFolder, latestFolderUrl } from './dist';
import { buildReleases } from './releases';

const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T00:00:00Z') });
const line = (name: string) => releases.find((release) => release.line === name)!;

describe('latestFolderUrl', () => {
  it('names the stable folder of lines from v4 on, by line name or major', () => {
    expect(latestFolderUrl('v22')).toBe('https://nodejs.org/dist/latest-v22.x/');
    expect(latestFolderUrl(4)).toBe('https://nodejs.org/dist/latest-v4.x/');
    expect(latestFolderUrl('v22', { distBaseUrl: 'https://mirror.example/node' })).toBe('https://mirror.example/node/latest-v22.x/');
  });

  it('has folders for v0.10 and v0.12 only among the v0.x lines, none for v1 to v3', () => {
    expect(latestFolderUrl('v0.10')).toBe('https://nodejs.org/dist/latest-v0.10.x/');
    expect(latestFolderUrl('v0.12')).toBe('https://nodejs.org/dist/latest-v0.12.x/');
    for (const name of ['v0.8', 'v0.11', 'v0.1', 'v1', 'v3', 0, 3, 'v22.1', 'latest', '']) {
      expect(latestFolderUrl(name), String(name)).toBeUndefined();
    }
  });
});

describe('latestFolder', () => {
  it('points at the newest stable release of the line', () => {
    expect(latestFolder(line('v22'))).toEqual({
      name: 'latest-v22.x',
      url: 'https://nodejs.org/dist/latest-v22.x/',
      versionWithPrefix: 'v22.23.2',
    });
    expect(latestFolder(line('v0.10'))?.versionWithPrefix).toBe('v0.10.48');
    expect(latestFolder(line('v4'))?.versionWithPrefix).toBe('v4.9.1');
  });

  it('is absent for a line with only prereleases and for lines without a folder', () => {
    expect(line('v27').minorVersions.length).toBeGreaterThan(0);
    expect(latestFolder(line('v27'))).toBeUndefined();
    expect(latestFolder(line('v0.8'))).toBeUndefined();
  });

  it('exists for exactly the lines v0.10, v0.12 and v4 to v26 of the snapshot', () => {
    const withFolder = releases.filter((release) => latestFolder(release)).map((release) => release.line);
    expect(withFolder).toEqual([...Array.from({ length: 23 }, (_, index) => `v${26 - index}`), 'v0.12', 'v0.10']);
    expect(advisories.length).toBeGreaterThan(0);
  });
});

describe('release lts flag', () => {
  it('carries the LTS codename of each release as the dist index gives it', () => {
    const minors = line('v22').minorVersions;
    expect(minors.find((minor) => minor.version === '22.10.0')?.lts).toBeUndefined();
    expect(minors.find((minor) => minor.version === '22.11.0')?.lts).toBe('Jod');
    expect(minors.find((minor) => minor.version === '22.12.0')?.lts).toBe('Jod');
  });
});
