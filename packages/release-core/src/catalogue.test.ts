import { satisfies } from 'semver';
import { describe, expect, it } from 'vitest';
import { distIndex } from './data';
import { INSTALL_METHODS, SYSTEMS, isOperatingSystem, isPlatform, systemFor } from './catalogue';
import { UnknownValueError } from './errors';

/** Dist index tokens that prove a platform of an OS exists in a release. */
const TOKEN_PREFIX: Record<string, string> = { WIN: 'win', MAC: 'osx', LINUX: 'linux', AIX: 'aix' };
const RANGE_OPTIONS = { includePrerelease: true };

describe('the platform ranges of the catalogue are the ones the dist index shows', () => {
  const withFiles = distIndex.filter((entry) => entry.files !== undefined);
  for (const system of SYSTEMS) {
    for (const platform of system.platforms) {
      it(`${system.value} ${platform.value}: ${platform.compatibility.semver.join(' ')}`, () => {
        const prefix = `${TOKEN_PREFIX[system.value]}-${platform.value}`;
        const ranges: readonly string[] = platform.compatibility.semver;
        const releasesWithFile = withFiles.filter((entry) =>
          (entry.files ?? []).some((token) => token === prefix || token.startsWith(`${prefix}-`)),
        );
        // Every release that has the file lies inside the range: the catalogue hides no real file.
        const outside = releasesWithFile.filter((entry) => !ranges.every((range) => satisfies(entry.version, range, RANGE_OPTIONS)));
        expect(outside.map((entry) => entry.version)).toEqual([]);
        // And the range is tight: its first and last bounds are releases that have the file.
        const inside = withFiles.filter((entry) => ranges.every((range) => satisfies(entry.version, range, RANGE_OPTIONS)));
        const share = releasesWithFile.length / inside.length;
        expect(share, `${releasesWithFile.length} of ${inside.length} releases in range have the file`).toBeGreaterThan(0.85);
      });
    }
  }

  it('states the boundaries users ask about', () => {
    const range = (os: 'WIN' | 'MAC' | 'LINUX' | 'AIX', platform: string) =>
      systemFor(os).platforms.find((entry) => entry.value === platform)?.compatibility.semver ?? [];
    const allows = (os: 'WIN' | 'MAC' | 'LINUX' | 'AIX', platform: string, version: string) =>
      range(os, platform).every((entry) => satisfies(version, entry, RANGE_OPTIONS));
    expect(allows('WIN', 'x86', '22.23.2')).toBe(true);
    expect(allows('WIN', 'x86', '23.0.0')).toBe(false);
    expect(allows('WIN', 'arm64', '19.8.1')).toBe(false);
    expect(allows('WIN', 'arm64', '19.9.0')).toBe(true);
    expect(allows('MAC', 'arm64', '15.14.0')).toBe(false);
    expect(allows('MAC', 'arm64', '16.0.0')).toBe(true);
    expect(allows('LINUX', 'armv7l', '23.11.1')).toBe(true);
    expect(allows('LINUX', 'armv7l', '24.0.0')).toBe(false);
    expect(allows('AIX', 'ppc64', '6.6.0')).toBe(false);
    expect(allows('AIX', 'ppc64', '6.7.0')).toBe(true);
  });
});

describe('catalogue data', () => {
  it('has an official group and a community group of install methods', () => {
    expect(INSTALL_METHODS.filter((method) => method.recommended).map((method) => method.id)).toEqual(['NVM', 'FNM', 'DOCKER']);
    expect(INSTALL_METHODS.filter((method) => !method.recommended).length).toBeGreaterThan(3);
    for (const method of INSTALL_METHODS) {
      expect(method.url).toMatch(/^https:\/\//);
    }
  });

  it('offers a method for every OS', () => {
    for (const system of SYSTEMS) {
      const methods = INSTALL_METHODS.filter((method) => (method.compatibility.os as readonly string[]).includes(system.value));
      if (system.value !== 'AIX') {
        expect(methods.length, system.value).toBeGreaterThan(1);
      }
    }
  });

  it('knows its vocabulary and refuses the rest with a typed error', () => {
    expect(isOperatingSystem('LINUX')).toBe(true);
    expect(isOperatingSystem('linux')).toBe(false);
    expect(isPlatform('ppc64le')).toBe(true);
    expect(isPlatform('sparc')).toBe(false);
    expect(() => systemFor('BEOS' as 'WIN')).toThrow(UnknownValueError);
    expect(() => systemFor('BEOS' as 'WIN')).toThrow('Unknown os: "BEOS" (expected one of WIN, MAC, LINUX, AIX)');
  });
});
