import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { releaseArtifacts } from './artifacts';
import { distIndex } from './data-dist-index';
import { shasums } from './data-shasums';
import { latestFiles, versionFreeFileName } from './latest-files';
import { findMinorRelease } from './release-lookup';
import { downloadUrl } from './urls';

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

  it('gives a release listed without its files (v26.13.0, v24.22.0) the files of its line, marked as such, where the download page offers them', () => {
    for (const version of ['v26.13.0', 'v24.22.0']) {
      const release = minor(version);
      expect(release.filesDerived, version).toBe(true);
      const files = latestFiles(release, { shasums });
      const linux = files.find((file) => file.name === 'node-linux-x64.tar.xz');
      expect(linux?.url, version).toBe(downloadUrl({ version, os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex }));
      expect(linux?.source, version).toBe('line-dist-index');
      expect(files.filter((file) => file.source === 'checksums-rule').map((file) => file.name)).toEqual(['SHASUMS256.txt', 'SHASUMS256.txt.asc']);
      expect(files.some((file) => file.name === 'node-arm64.msi'), version).toBe(false);
    }
    const listed = latestFiles({ ...minor('v25.9.0'), filesDerived: true }, { shasums });
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.every((file) => file.source === 'published-list')).toBe(true);
  });

  it('knows only the checksum lists of a release whose files are unknown altogether (the first alpha of v27)', () => {
    const release = minor('v27.0.0-alpha.0.1.1');
    expect(release.files).toEqual([]);
    expect(latestFiles(release, { shasums }).map((file) => file.name)).toEqual(['SHASUMS256.txt', 'SHASUMS256.txt.asc']);
  });

  it('builds on another distribution server and refuses unknown options by name', () => {
    const files = latestFiles(minor('v25.9.0'), { shasums, distBaseUrl: 'https://mirror.example/node/' });
    expect(files[0]?.url.startsWith('https://mirror.example/node/v25.9.0/')).toBe(true);
    expect(() => latestFiles(minor('v25.9.0'), { shasum: shasums } as never)).toThrow(/shasum/);
  });
});
