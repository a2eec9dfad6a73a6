import { describe, expect, it, vi } from 'vitest';
import { AliasError, resolveAlias, resolveVersion } from './alias';
import { distIndex, schedule } from './data';
import { ReleaseCoreError } from './errors';
import { UnlistedReleaseError } from './listed-release';
import { buildReleases } from './releases';
import { downloadUrl } from './urls';
import type { DownloadKind, OperatingSystem, Platform } from './types';

const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T12:00:00Z') });

describe('resolveVersion: a version newer than the data is said to be so, with the data day', () => {
  it('an exact version newer than every release of its line', () => {
    const error = (() => {
      try {
        resolveVersion('v26.14.0', { releases });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(UnlistedReleaseError);
    expect(error).toMatchObject({ code: 'NEWER_THAN_DATA', version: 'v26.14.0', newest: 'v26.13.0', dataDate: '2026-11-16' });
    expect((error as Error).message).toBe('v26.14.0 is newer than the release data of 2026-11-16 (its newest release of the line is v26.13.0): newer data may list it');
  });

  it('a partial version whose lowest release is newer, and a line the data does not have', () => {
    expect(() => resolveVersion('26.14', { releases })).toThrow('"26.14" names only releases newer than the release data of 2026-11-16');
    expect(() => resolveAlias('v30', { index: distIndex, schedule, now: new Date('2026-11-22') })).toThrow(
      expect.objectContaining({ code: 'NEWER_THAN_DATA', version: 'v30.0.0', alias: 'v30' }),
    );
  });

  it('a version older than the newest of its line is still no release (NO_MATCH)', () => {
    expect(() => resolveVersion('v26.12.5', { releases })).toThrow(AliasError);
    expect(() => resolveVersion('v26.12.5', { releases })).toThrow('v26.12.5 is not a release; the newest release is v26.13.0');
    expect(() => resolveVersion('^30', { releases })).toThrow(AliasError);
  });
});

/** An OS, platform and kind for the dist index tokens that name one file of each. */
const BY_TOKEN: Record<string, { os: OperatingSystem; platform: Platform; kind: DownloadKind }> = {
  'linux-x64': { os: 'LINUX', platform: 'x64', kind: 'binary' },
  'linux-x86': { os: 'LINUX', platform: 'x86', kind: 'binary' },
  'osx-x64-tar': { os: 'MAC', platform: 'x64', kind: 'binary' },
  'osx-arm64-tar': { os: 'MAC', platform: 'arm64', kind: 'binary' },
  'win-x64-msi': { os: 'WIN', platform: 'x64', kind: 'installer' },
  'win-x86-exe': { os: 'WIN', platform: 'x86', kind: 'binary' },
  src: { os: 'LINUX', platform: 'x64', kind: 'source' },
};

describe('downloadUrl answers for every release of its own snapshot', () => {
  const lineReleases = releases.flatMap((line) => line.minorVersions);

  it('covers every release of the index', () => {
    expect(lineReleases).toHaveLength(distIndex.length);
  });

  it('for each file its data names, with the index (files of the newest releases from an older one of the line)', () => {
    const unanswered: string[] = [];
    let answers = 0;
    for (const release of lineReleases) {
      const tokens = release.files.filter((token) => token in BY_TOKEN);
      if (release.files.length === 0) {
        // The first alphas of v27: no file of theirs is known, so the rules answer when asked.
        expect(release.version).toMatch(/^27\.0\.0-alpha/);
        const url = downloadUrl({ version: release.versionWithPrefix, os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex, byRule: true });
        expect(url).toBe(`https://nodejs.org/dist/${release.versionWithPrefix}/node-${release.versionWithPrefix}-linux-x64.tar.xz`);
        continue;
      }
      if (tokens.length === 0) {
        unanswered.push(`${release.versionWithPrefix}: no token of the table in ${release.files.join(' ')}`);
      }
      for (const token of tokens) {
        try {
          const url = downloadUrl({ version: release.versionWithPrefix, ...BY_TOKEN[token]!, index: distIndex });
          expect(url.startsWith(`https://nodejs.org/dist/${release.versionWithPrefix}/`), url).toBe(true);
          answers += 1;
        } catch (error) {
          unanswered.push(`${release.versionWithPrefix} ${token}: ${String(error)}`);
        }
      }
    }
    expect(unanswered).toEqual([]);
    expect(answers).toBeGreaterThan(3000);
  });

  it('the newest LTS release of the snapshot, whose files the index lacks, gets the files of v26.7.0', () => {
    expect(distIndex.find((entry) => entry.version === 'v26.13.0')?.files).toBeUndefined();
    expect(downloadUrl({ version: 'v26.13.0', os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex })).toBe(
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz',
    );
    expect(downloadUrl({ version: 'v26.13.0', os: 'WIN', platform: 'arm64', kind: 'installer', index: distIndex })).toBe(
      'https://nodejs.org/dist/v26.13.0/node-v26.13.0-arm64.msi',
    );
  });
});

describe('instanceof works across copies of the package', () => {
  it('an error of another copy of errors.ts is an instance of this copy\'s classes, and of no unrelated one', async () => {
    vi.resetModules();
    const other = await import('./errors');
    expect(other.ReleaseCoreError).not.toBe(ReleaseCoreError);
    const theirs = new other.VersionError('INVALID', 'Invalid version: "banana"');
    const { VersionError, NoSuchFileError } = await import('./errors').then(() => import('./errors'));
    expect(theirs).toBeInstanceOf(ReleaseCoreError);
    expect(theirs instanceof other.VersionError).toBe(true);
    expect(new VersionError('INVALID', 'x') instanceof other.ReleaseCoreError).toBe(true);
    expect(theirs instanceof NoSuchFileError).toBe(false);
    expect(new Error('plain') instanceof ReleaseCoreError).toBe(false);
    expect({ code: 'INVALID', name: 'VersionError' } instanceof ReleaseCoreError).toBe(false);
  });
});
