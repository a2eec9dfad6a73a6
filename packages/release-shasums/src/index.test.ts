import { readFileSync } from 'node:fs';
import { buildReleases, findMinorRelease, releaseArtifacts, verifyCommands } from '@node-downloads/release-core';
import { distIndex, schedule } from '@node-downloads/release-core/data';
import { describe, expect, it } from 'vitest';
import { shasums } from './index';

describe('the published checksum lists', () => {
  it('hold every digest of the snapshot: 642 releases, 22,843 files, newest first', () => {
    expect(Object.keys(shasums)).toHaveLength(642);
    expect(Object.keys(shasums)[0]).toBe('v26.7.0');
    expect(Object.values(shasums).reduce((count, files) => count + Object.keys(files).length, 0)).toBe(22_843);
    expect(shasums['v22.1.0']?.['node-v22.1.0.pkg']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('name only releases of the dist index', () => {
    const versions = new Set(distIndex.map((entry) => entry.version));
    expect(Object.keys(shasums).filter((version) => !versions.has(version))).toEqual([]);
  });

  it('are frozen: no consumer can change them', () => {
    expect(Object.isFrozen(shasums)).toBe(true);
    expect(Object.isFrozen(shasums['v22.1.0'])).toBe(true);
    expect(() => {
      (shasums as Record<string, unknown>)['v99.0.0'] = {};
    }).toThrow(TypeError);
  });

  it("give release-core's artifacts the files the dist index tokens miss", () => {
    const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22') });
    const minor = findMinorRelease(releases, 'v0.12.18')?.minor;
    if (minor === undefined) {
      throw new Error('v0.12.18 is not in the snapshot');
    }
    expect(releaseArtifacts(minor, { shasums }).map((file) => file.fileName)).toContain('x64/node-v0.12.18-x64.msi');
    expect(releaseArtifacts(minor).map((file) => file.fileName)).not.toContain('x64/node-v0.12.18-x64.msi');
    expect(verifyCommands({ release: minor, file: 'x64/node-v0.12.18-x64.msi', os: 'WIN', shasums }).code).toContain('x64/node-v0.12.18-x64.msi');
  });
});

describe('the package', () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    peerDependencies: Record<string, string>;
    files: string[];
  };

  it('needs release-core as a peer, which validates the lists and uses them', () => {
    expect(Object.keys(manifest.peerDependencies)).toEqual(['@node-downloads/release-core']);
    expect(manifest.files).toEqual(['dist', 'LICENSE', 'CHANGELOG.md']);
  });
});
