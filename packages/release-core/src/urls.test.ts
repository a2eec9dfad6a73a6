import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { downloadArtifact, releaseArtifacts } from './artifacts';
import { shasums } from './data-shasums';
import { NoSuchFileError, ReleaseCoreError, UnknownValueError, VersionError } from './errors';
import { distIndex } from './data-dist-index';
import { InvalidArgumentError } from './errors';
import { UnlistedReleaseError } from './listed-release';
import { findMinorRelease } from './release-lookup';
import { apiDocsUrl, changelogUrl, cveUrl, downloadUrl, shasumsUrl } from './urls';

describe('downloadUrl', () => {
  const url = (version: string, os: 'WIN' | 'MAC' | 'LINUX' | 'AIX', platform: 'x64' | 'x86' | 'arm64' | 'ppc64' | 'armv7l', kind: 'installer' | 'binary' | 'source' | 'shasum') =>
    downloadUrl({ version, os, platform, kind, index: distIndex, shasums });

  it('builds the documented example', () => {
    expect(url('v22.1.0', 'LINUX', 'x64', 'binary')).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz');
  });

  it('gives each OS its installer', () => {
    expect(url('v22.1.0', 'MAC', 'arm64', 'installer')).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0.pkg');
    expect(url('v22.1.0', 'WIN', 'x64', 'installer')).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0-x64.msi');
    expect(url('v22.1.0', 'WIN', 'arm64', 'installer')).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0-arm64.msi');
    expect(url('v22.1.0', 'LINUX', 'x64', 'installer')).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz');
    expect(url('v22.1.0', 'AIX', 'ppc64', 'installer')).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0-aix-ppc64.tar.gz');
    expect(url('v0.12.18', 'WIN', 'x64', 'installer')).toBe('https://nodejs.org/dist/v0.12.18/x64/node-v0.12.18-x64.msi');
  });

  it('gives each OS its binary archive, source and signed checksums', () => {
    expect(url('v22.1.0', 'MAC', 'x64', 'binary')).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0-darwin-x64.tar.gz');
    expect(url('v22.1.0', 'WIN', 'x64', 'binary')).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0-win-x64.zip');
    expect(url('v0.10.30', 'LINUX', 'x64', 'binary')).toBe('https://nodejs.org/dist/v0.10.30/node-v0.10.30-linux-x64.tar.gz');
    expect(url('v22.1.0', 'LINUX', 'x64', 'source')).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0.tar.gz');
    expect(url('v22.1.0', 'LINUX', 'x64', 'shasum')).toBe('https://nodejs.org/dist/v22.1.0/SHASUMS256.txt.asc');
  });

  it('uses a mirror when given one', () => {
    expect(downloadUrl({ version: '22.1.0', os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex }, { distBaseUrl: 'https://mirror.example/node' })).toBe(
      'https://mirror.example/node/v22.1.0/node-v22.1.0-linux-x64.tar.xz',
    );
  });

  it('refuses combinations without a file, saying why', () => {
    expect(() => url('v18.0.0', 'WIN', 'arm64', 'installer')).toThrow(NoSuchFileError);
    expect(() => url('v18.0.0', 'WIN', 'arm64', 'installer')).toThrow('Windows ARM64: no build of v18.0.0: ARM64: versions >=19.9.0 only, not v18.0.0');
    expect(() => url('v24.0.0', 'WIN', 'x86', 'binary')).toThrow('Windows x86: no build of v24.0.0: x86: versions >=0.5.1 <23.0.0-0 only, not v24.0.0');
    expect(() => url('v24.0.0', 'MAC', 'ppc64', 'binary')).toThrow('macOS: no ppc64 builds');
    expect(() => downloadUrl({ version: 'v18.0.0', os: 'WIN', platform: 'x86', kind: 'installer', files: ['win-x64-msi'] })).toThrow(
      'v18.0.0: no installer for Windows x86',
    );
  });

  it('offers what the release artifacts offer, given the release files and checksum lists', () => {
    const release = (version: string) => {
      const minor = findMinorRelease(NOV_2026, version)?.minor;
      if (!minor) {
        throw new Error(`no ${version} in the snapshot`);
      }
      return minor;
    };
    // v0.12.18: no win-x64-msi token, but the published list has the 64-bit installer.
    const v01218 = release('v0.12.18');
    const installer = downloadUrl({ version: 'v0.12.18', os: 'WIN', platform: 'x64', kind: 'installer', files: v01218.files, shasums });
    expect(installer).toBe('https://nodejs.org/dist/v0.12.18/x64/node-v0.12.18-x64.msi');
    expect(installer).toBe(downloadArtifact(releaseArtifacts(v01218, { shasums }), 'WIN', 'x64', 'installer')?.url);
    // v26.3.0: arm64 archives published, no arm64 installer.
    const v2630 = release('v26.3.0');
    expect(() => downloadUrl({ version: 'v26.3.0', os: 'WIN', platform: 'arm64', kind: 'installer', files: v2630.files, shasums })).toThrow(
      new NoSuchFileError('v26.3.0: no installer for Windows arm64'),
    );
    expect(downloadUrl({ version: 'v26.3.0', os: 'WIN', platform: 'arm64', kind: 'binary', files: v2630.files, shasums })).toBe(
      'https://nodejs.org/dist/v26.3.0/node-v26.3.0-win-arm64.zip',
    );
    // Without the list, the installer is inferred from the arm64 archive token.
    expect(downloadUrl({ version: 'v26.3.0', os: 'WIN', platform: 'arm64', kind: 'installer', files: v2630.files })).toBe(
      'https://nodejs.org/dist/v26.3.0/node-v26.3.0-arm64.msi',
    );
  });

  it('refuses unknown values with typed errors', () => {
    expect(() => downloadUrl({ version: 'v22.1.0', os: 'BEOS' as 'WIN', platform: 'x64', kind: 'binary', index: distIndex })).toThrow(UnknownValueError);
    expect(() => downloadUrl({ version: 'v22.1.0', os: 'LINUX', platform: 'sparc' as 'x64', kind: 'binary', index: distIndex })).toThrow('Unknown platform: "sparc"');
    expect(() => downloadUrl({ version: 'v22.1.0', os: 'LINUX', platform: 'x64', kind: 'torrent' as 'binary', index: distIndex })).toThrow('Unknown downloadKind');
    expect(() => downloadUrl({ version: 'latest', os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex })).toThrow(VersionError);
  });

  it('refuses a version the data does not list, telling a newer release from no release', () => {
    const linux = { os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex } as const;
    for (const version of ['v999.0.0', 'v26.14.0', '28.0.0']) {
      expect(() => downloadUrl({ ...linux, version }), version).toThrow(expect.objectContaining({ code: 'NEWER_THAN_DATA' }));
    }
    expect(() => downloadUrl({ ...linux, version: 'v26.13.0-rc.9' })).toThrow(UnlistedReleaseError);
    expect(() => downloadUrl({ ...linux, version: 'v26.12.5' })).toThrow(expect.objectContaining({ code: 'NOT_A_RELEASE', newest: 'v26.13.0' }));
    // Source and checksums too: no address of a release the data does not list.
    expect(() => downloadUrl({ ...linux, version: 'v999.0.0', kind: 'source' })).toThrow(UnlistedReleaseError);
  });

  it('gives the address the rules expect only when asked for by name (byRule), and a listed release without files only then', () => {
    const linux = { os: 'LINUX', platform: 'x64', kind: 'binary' } as const;
    expect(downloadUrl({ ...linux, version: 'v999.0.0', byRule: true })).toBe('https://nodejs.org/dist/v999.0.0/node-v999.0.0-linux-x64.tar.xz');
    // The first alphas of v27 are listed without files, and no older v27 release has a list.
    expect(() => downloadUrl({ ...linux, version: 'v27.0.0-alpha.0.1.1', index: distIndex })).toThrow(/lists no files of v27\.0\.0-alpha\.0\.1\.1; byRule: true/);
    expect(downloadUrl({ ...linux, version: 'v27.0.0-alpha.0.1.1', index: distIndex, byRule: true })).toBe(
      'https://nodejs.org/dist/v27.0.0-alpha.0.1.1/node-v27.0.0-alpha.0.1.1-linux-x64.tar.xz',
    );
    expect(downloadUrl({ ...linux, version: 'v26.13.0', byRule: true })).toBe('https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz');
    // With the index, byRule answers what the index knows, and the rules only past it.
    expect(downloadUrl({ ...linux, version: 'v22.1.0', byRule: true, index: distIndex })).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz');
    expect(downloadUrl({ ...linux, version: 'v999.0.0', byRule: true, index: distIndex })).toBe('https://nodejs.org/dist/v999.0.0/node-v999.0.0-linux-x64.tar.xz');
    expect(() => downloadUrl({ ...linux, version: 'v22.1.99', byRule: true, index: distIndex })).toThrow(expect.objectContaining({ code: 'NOT_A_RELEASE' }));
    // A file the data shows was never published stays refused: v0.10 has no Windows arm64 build.
    expect(() => downloadUrl({ os: 'WIN', platform: 'arm64', kind: 'installer', version: 'v0.10.48', byRule: true, index: distIndex })).toThrow(NoSuchFileError);
  });

  it('refuses a call that says nothing of the release, and unknown keys by name', () => {
    const linux = { version: 'v22.1.0', os: 'LINUX', platform: 'x64', kind: 'binary' } as const;
    expect(() => downloadUrl(linux)).toThrow(InvalidArgumentError);
    expect(() => downloadUrl(linux)).toThrow(/needs what is known of the release: index/);
    expect(() => downloadUrl({ ...linux, index: distIndex, byrule: true } as never)).toThrow('downloadUrl: input.byrule is not an option of input');
    expect(() => downloadUrl({ ...linux, index: distIndex }, { distBaseURL: 'https://mirror.example/' } as never)).toThrow(
      'downloadUrl: options.distBaseURL is not an option of options (expected distBaseUrl)',
    );
    expect(() => shasumsUrl('v22.1.0', { signd: false } as never)).toThrow(InvalidArgumentError);
  });

  it('returns a distribution URL or a typed error for any input (10,000 cases)', () => {
    const input = fc.record({
      version: fc.oneof(fc.tuple(fc.nat(30), fc.nat(30), fc.nat(30)).map(([a, b, c]) => `v${a}.${b}.${c}`), fc.string({ maxLength: 12 })),
      os: fc.constantFrom('WIN', 'MAC', 'LINUX', 'AIX', 'OTHER'),
      platform: fc.constantFrom('x64', 'x86', 'arm64', 'armv7l', 'ppc64le', 's390x', 'ppc64', 'mips'),
      kind: fc.constantFrom('installer', 'binary', 'source', 'shasum', 'other'),
    });
    fc.assert(
      fc.property(input, (value) => {
        try {
          return downloadUrl({ ...value, index: distIndex } as Parameters<typeof downloadUrl>[0]).startsWith('https://nodejs.org/dist/v');
        } catch (error) {
          return error instanceof ReleaseCoreError;
        }
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('apiDocsUrl', () => {
  it('covers the four documented ranges', () => {
    expect(apiDocsUrl('v0.4.12')).toBe('https://nodejs.org/docs/v0.4.12/api/');
    expect(apiDocsUrl('v0.3.1')).toBe('https://nodejs.org/docs/v0.3.1/api/');
    expect(apiDocsUrl('v0.5.1')).toBe('https://nodejs.org/dist/v0.5.1/docs/api/');
    expect(apiDocsUrl('v0.1.14')).toBe('https://nodejs.org/docs/v0.1.14/api.html');
    expect(apiDocsUrl('v0.3.0')).toBe('https://nodejs.org/docs/v0.3.0/api.html');
    expect(apiDocsUrl('v22.1.0')).toBe('https://nodejs.org/dist/v22.1.0/docs/api/');
  });

  it('gives io.js up to 3.2.x its doc/api/ folder and 3.3.0 and 3.3.1 their docs/api/ folder', () => {
    expect(apiDocsUrl('v1.0.0')).toBe('https://iojs.org/dist/v1.0.0/doc/api/');
    expect(apiDocsUrl('v2.5.0')).toBe('https://iojs.org/dist/v2.5.0/doc/api/');
    expect(apiDocsUrl('v3.2.0')).toBe('https://iojs.org/dist/v3.2.0/doc/api/');
    expect(apiDocsUrl('v3.3.0')).toBe('https://iojs.org/dist/v3.3.0/docs/api/');
    expect(apiDocsUrl('v3.3.1')).toBe('https://iojs.org/dist/v3.3.1/docs/api/');
    expect(apiDocsUrl('v4.0.0')).toBe('https://nodejs.org/dist/v4.0.0/docs/api/');
  });
});

describe('other links', () => {
  it('builds changelog, checksum and CVE links', () => {
    expect(changelogUrl('22.1.0')).toBe('https://github.com/nodejs/node/releases/tag/v22.1.0');
    expect(shasumsUrl('v22.1.0', { signed: false })).toBe('https://nodejs.org/dist/v22.1.0/SHASUMS256.txt');
    expect(shasumsUrl('v22.1.0')).toBe('https://nodejs.org/dist/v22.1.0/SHASUMS256.txt.asc');
    expect(shasumsUrl('v22.1.0', { signed: 'detached' })).toBe('https://nodejs.org/dist/v22.1.0/SHASUMS256.txt.sig');
    expect(cveUrl('CVE-2026-58045')).toBe('https://www.cve.org/CVERecord?id=CVE-2026-58045');
    expect(() => cveUrl('javascript:alert(1)')).toThrow(UnknownValueError);
  });
});
