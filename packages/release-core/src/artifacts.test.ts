import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { ARTIFACT_KINDS, artifactOsName, downloadArtifact, primaryArtifacts, releaseArtifacts } from './artifacts';
import { shasums } from './data-shasums';
import { findMinorRelease } from './release-lookup';

function minor(version: string) {
  const match = findMinorRelease(NOV_2026, version);
  if (!match) {
    throw new Error(`no ${version} in the snapshot`);
  }
  return match.minor;
}

describe('releaseArtifacts', () => {
  it('lists every published file of a release with its SHA-256', () => {
    const files = releaseArtifacts(minor('v22.1.0'), { shasums });
    const installer = files.find((file) => file.fileName === 'node-v22.1.0-x64.msi');
    expect(installer).toMatchObject({ kind: 'installer', os: 'WIN', platform: 'x64', format: 'msi', derived: false });
    expect(installer?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(installer?.url).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0-x64.msi');
    expect(files.find((file) => file.fileName === 'node-v22.1.0-arm64.msi')?.platform).toBe('arm64');
    expect(files.find((file) => file.fileName === 'win-arm64/node.exe')?.kind).toBe('executable');
    expect(files.find((file) => file.fileName === 'SHASUMS256.txt.asc')?.kind).toBe('checksums');
    expect(files.filter((file) => file.kind === 'source').map((file) => file.format)).toEqual(['tar.gz', 'tar.xz']);
  });

  it('keeps the old Windows layout of v0.x: the 64-bit installer in x64/', () => {
    const files = releaseArtifacts(minor('v0.12.18'), { shasums });
    expect(files.find((file) => file.kind === 'installer' && file.platform === 'x64')?.fileName).toBe('x64/node-v0.12.18-x64.msi');
    expect(downloadArtifact(files, 'WIN', 'x64', 'binary')?.fileName).toBe('x64/node.exe');
  });

  it('gives the same files from a list without digests, none of them with a SHA-256', () => {
    const list = shasums['v0.12.18']!;
    const withoutDigests = { 'v0.12.18': Object.fromEntries(Object.keys(list).map((fileName) => [fileName, null])) };
    const files = releaseArtifacts(minor('v0.12.18'), { shasums: withoutDigests });
    const full = releaseArtifacts(minor('v0.12.18'), { shasums });
    expect(files.map((file) => file.url)).toEqual(full.map((file) => file.url));
    expect(files.find((file) => file.fileName === 'x64/node-v0.12.18-x64.msi')).toMatchObject({ derived: false, sha256: undefined });
    expect(full.find((file) => file.fileName === 'x64/node-v0.12.18-x64.msi')?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('derives files from tokens where no list was published, without xz archives before they existed', () => {
    const files = releaseArtifacts(minor('v0.10.30'), { shasums });
    expect(files.every((file) => file.derived)).toBe(true);
    expect(files.some((file) => file.format === 'tar.xz')).toBe(false);
    expect(files.find((file) => file.os === 'LINUX' && file.platform === 'x64')?.fileName).toBe('node-v0.10.30-linux-x64.tar.gz');
  });

  it('marks the files of releases whose token list was itself derived', () => {
    const newest = minor('v26.13.0');
    expect(newest.filesDerived).toBe(true);
    const files = releaseArtifacts(newest, { shasums });
    expect(files.length).toBeGreaterThan(10);
    expect(files.every((file) => file.derived)).toBe(true);
    expect(downloadArtifact(files, 'LINUX', 'x64', 'binary')?.url).toBe('https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz');
  });

  it('reads the real names of quirky releases', () => {
    expect(downloadArtifact(releaseArtifacts(minor('v5.1.0'), { shasums }), 'LINUX', 'x64', 'binary')?.fileName).toBe(
      'node-v5.1.0-linux-x64.tar.gz',
    );
    expect(downloadArtifact(releaseArtifacts(minor('v4.1.0'), { shasums }), 'LINUX', 'armv7l', 'binary')?.fileName).toBe(
      'node-v4.1.0-linux-armv7.tar.xz',
    );
  });

  it('lets the published list decide files the dist index has no token for: no arm64 .msi in v26.3.0', () => {
    const published = releaseArtifacts(minor('v26.3.0'), { shasums });
    expect(published.some((file) => file.fileName === 'node-v26.3.0-arm64.msi')).toBe(false);
    expect(downloadArtifact(published, 'WIN', 'arm64', 'installer')).toBeUndefined();
    expect(downloadArtifact(published, 'WIN', 'arm64', 'binary')?.fileName).toBe('node-v26.3.0-win-arm64.zip');
    expect(primaryArtifacts(published).map((file) => file.fileName)).not.toContain('node-v26.3.0-arm64.msi');
    // Releases that did publish one keep it.
    expect(releaseArtifacts(minor('v26.2.0'), { shasums }).find((file) => file.fileName === 'node-v26.2.0-arm64.msi')?.derived).toBe(false);
  });

  it('infers the arm64 .msi from the win-arm64-zip token only where no list is known', () => {
    const inferred = releaseArtifacts(minor('v26.3.0'));
    expect(inferred.find((file) => file.fileName === 'node-v26.3.0-arm64.msi')).toMatchObject({ derived: true, platform: 'arm64' });
  });

  it('keeps the files of listed tokens that the published list lacks (linux-armv6l of v9.11.0)', () => {
    const files = releaseArtifacts(minor('v9.11.0'), { shasums });
    expect(files.find((file) => file.fileName === 'node-v9.11.0-linux-armv6l.tar.xz')).toMatchObject({ derived: true, os: 'LINUX' });
  });

  it('gives no 32-bit Windows file where the release has none (v18.0.0)', () => {
    expect(downloadArtifact(releaseArtifacts(minor('v18.0.0'), { shasums }), 'WIN', 'x86', 'installer')).toBeUndefined();
  });
});

describe('primaryArtifacts', () => {
  it('lists one file per download button: installers where the OS has them, one archive per platform', () => {
    const labels = primaryArtifacts(releaseArtifacts(minor('v22.1.0'), { shasums })).map((file) => file.fileName);
    expect(labels).toContain('node-v22.1.0-x64.msi');
    expect(labels).toContain('node-v22.1.0-arm64.msi');
    expect(labels).toContain('node-v22.1.0-win-x64.zip');
    expect(labels).toContain('node-v22.1.0.pkg');
    expect(labels).toContain('node-v22.1.0-darwin-arm64.tar.gz');
    expect(labels).toContain('node-v22.1.0-linux-armv7l.tar.xz');
    expect(labels).toContain('node-v22.1.0-aix-ppc64.tar.gz');
    expect(labels).not.toContain('node-v22.1.0-linux-x64.tar.gz');
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('ARTIFACT_KINDS and artifactOsName', () => {
  it('list every kind a release has and name the systems as file descriptions do', () => {
    const artifacts = releaseArtifacts(minor('v22.1.0'), { shasums });
    expect(artifacts.length).toBeGreaterThan(20);
    for (const artifact of artifacts) {
      expect(ARTIFACT_KINDS).toContain(artifact.kind);
      if (artifact.os) {
        expect(artifact.label.startsWith(`${artifactOsName(artifact.os)} `)).toBe(true);
      }
    }
    expect(artifactOsName('MAC')).toBe('macOS');
    expect(new Set(ARTIFACT_KINDS).size).toBe(9);
  });
});
