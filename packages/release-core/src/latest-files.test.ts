import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { releaseArtifacts } from './artifacts';
import { shasums } from './data-shasums';
import { latestFiles, versionFreeFileName } from './latest-files';
import { findMinorRelease } from './release-lookup';

function minor(version: string) {
  const match = findMinorRelease(NOV_2026, version);
  if (!match) {
    throw new Error(`no ${version} in the snapshot`);
  }
  return match.minor;
}

describe('versionFreeFileName', () => {
  it('drops the version of the names the distribution server gives, and keeps names without one', () => {
    expect(versionFreeFileName('node-v24.11.1-linux-x64.tar.xz', 'v24.11.1')).toBe('node-linux-x64.tar.xz');
    expect(versionFreeFileName('node-v24.11.1-x64.msi', '24.11.1')).toBe('node-x64.msi');
    expect(versionFreeFileName('node-v24.11.1.pkg', 'v24.11.1')).toBe('node.pkg');
    expect(versionFreeFileName('node-v24.11.1.tar.gz', 'v24.11.1')).toBe('node.tar.gz');
    expect(versionFreeFileName('node-v24.11.1-headers.tar.xz', 'v24.11.1')).toBe('node-headers.tar.xz');
    expect(versionFreeFileName('SHASUMS256.txt.asc', 'v24.11.1')).toBe('SHASUMS256.txt.asc');
  });

  it('names no file in a sub-folder, of another version, or empty', () => {
    expect(versionFreeFileName('win-x64/node.exe', 'v24.11.1')).toBeUndefined();
    expect(versionFreeFileName('x64/node-v0.12.18-x64.msi', 'v0.12.18')).toBeUndefined();
    expect(versionFreeFileName('node-v2.1.10.tar.gz', 'v2.1.1')).toBeUndefined();
    expect(versionFreeFileName('', 'v2.1.1')).toBeUndefined();
    expect(() => versionFreeFileName('node.tar.gz', 'latest')).toThrow(/version/i);
  });
});

describe('latestFiles', () => {
  it('gives every top-level file of the published list of v25.9.0, under names without the version', () => {
    const release = minor('v25.9.0');
    const files = latestFiles(release, { shasums });
    const listed = Object.keys(shasums['v25.9.0'] ?? {}).filter((name) => !name.includes('/'));
    expect(listed).toContain('node-v25.9.0-arm64.msi');
    expect(files.filter((file) => file.name.startsWith('node')).map((file) => file.fileName).sort()).toEqual(listed.sort());
    expect(files.every((file) => file.source === 'published-list')).toBe(true);
    expect(files.find((file) => file.name === 'node-linux-x64.tar.xz')?.url).toBe('https://nodejs.org/dist/v25.9.0/node-v25.9.0-linux-x64.tar.xz');
    expect(files.find((file) => file.name === 'SHASUMS256.txt')?.url).toBe('https://nodejs.org/dist/v25.9.0/SHASUMS256.txt');
    expect(new Set(files.map((file) => file.name)).size).toBe(files.length);
  });

  it('without the lists (only the embedded index), gives the files of the dist index tokens and no guessed arm64 .msi', () => {
    const release = minor('v25.9.0');
    expect(release.filesDerived).toBe(false);
    const files = latestFiles(release);
    const names = files.map((file) => file.name);
    expect(names).toContain('node-linux-x64.tar.xz');
    expect(names).toContain('node-x64.msi');
    expect(names).toContain('node.pkg');
    expect(names).toContain('node.tar.gz');
    expect(names).toContain('SHASUMS256.txt');
    expect(names).not.toContain('node-arm64.msi');
    expect(releaseArtifacts(release).some((file) => file.fileName === 'node-v25.9.0-arm64.msi')).toBe(true);
    expect(files.filter((file) => file.source !== 'dist-index').map((file) => [file.name, file.source])).toEqual([
      ['SHASUMS256.txt', 'checksums-rule'],
      ['SHASUMS256.txt.asc', 'checksums-rule'],
    ]);
  });

  it('knows only the checksum lists of a release whose files the dist index does not give (v26.13.0, v24.22.0)', () => {
    for (const version of ['v26.13.0', 'v24.22.0']) {
      expect(minor(version).filesDerived, version).toBe(true);
      expect(latestFiles(minor(version), { shasums }).map((file) => file.name)).toEqual(['SHASUMS256.txt', 'SHASUMS256.txt.asc']);
    }
    const listed = latestFiles({ ...minor('v25.9.0'), filesDerived: true }, { shasums });
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.every((file) => file.source === 'published-list')).toBe(true);
  });

  it('builds on another distribution server and refuses unknown options by name', () => {
    const files = latestFiles(minor('v25.9.0'), { shasums, distBaseUrl: 'https://mirror.example/node/' });
    expect(files[0]?.url.startsWith('https://mirror.example/node/v25.9.0/')).toBe(true);
    expect(() => latestFiles(minor('v25.9.0'), { shasum: shasums } as never)).toThrow(/shasum/);
  });
});
