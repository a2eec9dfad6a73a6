import fc from 'fast-check';
import { satisfies, SemVer } from 'semver';
import { UnlistedReleaseError } from './listed-release';
import { describe, expect, it } from 'vitest';
import { JUNE_2026, NOV_2026 } from '../test/fixtures';
import { AliasError, type AliasResolution, isListAlias, LIST_ALIASES, resolveAlias, resolveVersion } from './alias';
import { distIndex, schedule } from './data';
import { ReleaseCoreError } from './errors';
import type { ReleaseLine } from './types';

const nov = { releases: NOV_2026 };
const june = { releases: JUNE_2026 };

function version(alias: string, input: { releases: readonly ReleaseLine[] } = nov): string {
  return resolveVersion(alias, input).minor.versionWithPrefix;
}

function versions(resolution: AliasResolution): string[] {
  return resolution.kind === 'list' ? resolution.matches.map((match) => match.minor.versionWithPrefix) : [resolution.minor.versionWithPrefix];
}

function aliasError(run: () => unknown): AliasError {
  try {
    run();
  } catch (error) {
    if (error instanceof AliasError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected an AliasError');
}

/** Every stable release of the snapshot out by 2026-11-22, as semver objects. */
const STABLE_NOV = NOV_2026.flatMap((release) => release.minorVersions)
  .filter((minor) => !minor.version.includes('-'))
  .map((minor) => new SemVer(minor.version));

describe('resolveAlias: LTS aliases', () => {
  it('counts LTS lines back from the newest, End-of-life lines included (2026-11-22)', () => {
    expect(version('lts/*')).toBe('v26.13.0');
    expect(version('lts')).toBe('v26.13.0');
    expect(version('lts/-1')).toBe('v24.22.0');
    expect(version('lts/-2')).toBe('v22.23.2');
    expect(version('lts/-3')).toBe('v20.20.2');
    expect(resolveVersion('lts/-3', nov).release.status).toBe('End-of-life');
  });

  it('takes the LTS lines of the day: on 2026-06-15 v26 is Current, so lts/* is v24', () => {
    expect(version('lts/*', june)).toBe('v24.16.0');
    expect(version('lts/-1', june)).toBe('v22.22.3');
  });

  it('refuses an LTS line further back than there are lines, saying how many there are', () => {
    const error = aliasError(() => resolveAlias('lts/-99', nov));
    expect(error.code).toBe('NO_MATCH');
    expect(error.alias).toBe('lts/-99');
    expect(error.message).toMatch(/only \d+ LTS lines/);
  });

  it('refuses an LTS count of zero or with a leading zero, as nvm does', () => {
    for (const alias of ['lts/-0', 'lts/-00', 'lts/-01', 'LTS/-007']) {
      const error = aliasError(() => resolveAlias(alias, nov));
      expect(error.code).toBe('UNKNOWN_ALIAS');
      expect(error.alias).toBe(alias);
      expect(error.message).toContain('not an LTS count');
    }
    expect(version('lts/-10')).toBe(version('lts/boron'));
  });

  it('finds LTS lines by codename, in any case, with or without lts/', () => {
    expect(version('lts/iron')).toBe('v20.20.2');
    expect(version('iron')).toBe('v20.20.2');
    expect(version('Jod')).toBe('v22.23.2');
    expect(version('LTS/Krypton')).toBe('v24.22.0');
    expect(version('argon')).toBe('v4.9.1');
    expect(resolveVersion('lithium', nov).release.line).toBe('v26');
  });

  it('does not call a line LTS before its LTS day, although its codename is known', () => {
    const error = aliasError(() => resolveAlias('lts/lithium', june));
    expect(error.code).toBe('NO_MATCH');
    expect(error.message).toBe('v26 (Lithium) is not an LTS line yet: its status is Current');
  });

  it('refuses an unknown codename, listing the known ones', () => {
    const error = aliasError(() => resolveAlias('lts/banana', nov));
    expect(error.code).toBe('UNKNOWN_ALIAS');
    expect(error.message).toMatch(/^No LTS line is called "banana" \(LTS codenames: lithium, krypton, jod, iron, /);
  });
});

describe('resolveAlias: current, latest and lists', () => {
  it('gives the Current line on a day that has one', () => {
    expect(version('current', june)).toBe('v26.3.0');
    expect(resolveVersion('current', june).release.status).toBe('Current');
  });

  it('refuses current when no line is Current, naming the statuses and the newest release', () => {
    const error = aliasError(() => resolveAlias('current', nov));
    expect(error).toBeInstanceOf(ReleaseCoreError);
    expect(error.code).toBe('NO_CURRENT_LINE');
    expect(error.message).toBe(
      'No release line is Current (v27: Pending, v26: Active LTS); "latest" names the newest release, v26.13.0',
    );
  });

  it('gives the newest stable release for latest and node, never an alpha', () => {
    expect(version('latest')).toBe('v26.13.0');
    expect(version('node')).toBe('v26.13.0');
    expect(version('Latest', june)).toBe('v26.3.0');
  });

  it('lists the supported and active lines of the day, newest first, without Pending lines', () => {
    expect(versions(resolveAlias('supported', nov))).toEqual(['v26.13.0', 'v24.22.0', 'v22.23.2']);
    expect(versions(resolveAlias('active', nov))).toEqual(['v26.13.0']);
    expect(versions(resolveAlias('supported', june))).toEqual(['v26.3.0', 'v24.16.0', 'v22.22.3']);
    expect(versions(resolveAlias('active', june))).toEqual(['v26.3.0', 'v24.16.0']);
    const supported = resolveAlias('supported', nov);
    expect(supported.kind === 'list' && supported.matches.map((match) => match.release.status)).toEqual([
      'Active LTS',
      'Maintenance LTS',
      'Maintenance LTS',
    ]);
  });

  it('says which aliases are lists, and resolveVersion refuses them', () => {
    expect(LIST_ALIASES).toEqual(['supported', 'active']);
    expect(isListAlias(' Supported ')).toBe(true);
    expect(isListAlias('lts/*')).toBe(false);
    expect(aliasError(() => resolveVersion('active', nov)).code).toBe('LIST_ALIAS');
  });

  it('builds the lines itself from the data and a now', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(resolveVersion('current', { index: distIndex, schedule, now }).minor.version).toBe('26.3.0');
    // A release published after now does not exist yet: newer than the releases out that day.
    expect(() => resolveAlias('26.13.0', { index: distIndex, schedule, now })).toThrow(
      expect.objectContaining({ code: 'NEWER_THAN_DATA', newest: 'v26.3.0', dataDate: '2026-06-01' }),
    );
  });
});

describe('resolveAlias: versions and ranges', () => {
  it('finds exact versions with or without v, prereleases included', () => {
    expect(version('22.1.0')).toBe('v22.1.0');
    expect(version('v22.1.0')).toBe('v22.1.0');
    expect(version(' v0.10.48 ')).toBe('v0.10.48');
    expect(version('27.0.0-alpha.0.1.1')).toBe('v27.0.0-alpha.0.1.1');
    expect(resolveVersion('v22.1.0', nov).release.line).toBe('v22');
  });

  it('gives the newest release of a partial version or range', () => {
    expect(version('22')).toBe('v22.23.2');
    expect(version('v22.3')).toBe('v22.3.0');
    expect(version('^20.10')).toBe('v20.20.2');
    expect(version('>=18 <21')).toBe('v20.20.2');
    expect(version('~24.1')).toBe('v24.1.0');
    expect(version('0.10.x')).toBe('v0.10.48');
  });

  it('refuses versions and ranges nothing satisfies, pointing to the newest release or a prerelease', () => {
    expect(aliasError(() => resolveAlias('22.1.99', nov)).message).toBe('v22.1.99 is not a release; the newest release is v26.13.0');
    expect(aliasError(() => resolveAlias('^30', nov)).message).toBe('No release satisfies "^30"; the newest release is v26.13.0');
    const alpha = aliasError(() => resolveAlias('27', nov));
    expect(alpha.code).toBe('NO_MATCH');
    expect(alpha.message).toBe('No release satisfies "27"; only the prerelease v27.0.0-alpha.0.1.1 does, ask for it exactly');
  });

  it('refuses what is not an alias, version or range, listing what is accepted', () => {
    const error = aliasError(() => resolveAlias('banana', nov));
    expect(error.code).toBe('UNKNOWN_ALIAS');
    expect(error.alias).toBe('banana');
    expect(error.message).toMatch(/^Unknown alias "banana": expected lts\/\*, lts\/-1, /);
    expect(aliasError(() => resolveAlias('x'.repeat(257), nov)).message).toBe('Alias is longer than 256 characters (257)');
    expect(aliasError(() => resolveAlias(42 as unknown as string, nov)).message).toBe('An alias must be a string, received number');
  });
});

describe('resolveAlias: properties', () => {
  const stable = fc.constantFrom(...STABLE_NOV);
  const range = fc.oneof(
    stable.map((v) => `${v.major}`),
    stable.map((v) => `v${v.major}.${v.minor}`),
    stable.map((v) => `^${v.major}.${v.minor}`),
    stable.map((v) => `~${v.major}.${v.minor}.${v.patch}`),
    fc.tuple(stable, stable).map(([a, b]) => (a.compare(b) <= 0 ? `>=${a.version} <${b.version}` : `>=${b.version} <${a.version}`)),
    fc.tuple(stable, stable).map(([a, b]) => `${a.major} || ${b.major}.${b.minor}`),
  );

  it('gives a release that satisfies the range, with no newer release satisfying it', () => {
    fc.assert(
      fc.property(range, (text) => {
        let match: ReturnType<typeof resolveVersion>;
        try {
          match = resolveVersion(text, nov);
        } catch (error) {
          // Only an empty range (>=a <a) may match nothing, and then no release satisfies it.
          expect(error).toBeInstanceOf(AliasError);
          expect(STABLE_NOV.some((v) => satisfies(v, text))).toBe(false);
          return;
        }
        const found = new SemVer(match.minor.version);
        expect(satisfies(found, text)).toBe(true);
        expect(STABLE_NOV.some((v) => v.compare(found) > 0 && satisfies(v, text))).toBe(false);
        expect(match.release.minorVersions).toContain(match.minor);
      }),
    );
  });

  it('resolves every exact version of the day to itself', () => {
    fc.assert(
      fc.property(stable, fc.boolean(), (v, prefixed) => {
        expect(resolveVersion(prefixed ? `v${v.version}` : v.version, nov).minor.version).toBe(v.version);
      }),
    );
  });

  it('finds codenames whatever their case', () => {
    const codenames = NOV_2026.filter((release) => release.isLts).map((release) => release.codename!);
    fc.assert(
      fc.property(fc.constantFrom(...codenames), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), fc.boolean(), (name, upper, prefix) => {
        const mixed = [...name].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase())).join('');
        const expected = NOV_2026.find((release) => release.codename === name)!;
        expect(resolveVersion(prefix ? `lts/${mixed}` : mixed, nov).release).toBe(expected);
      }),
    );
  });

  it('lts/-n walks the LTS lines newest first', () => {
    const lts = NOV_2026.filter((release) => release.isLts);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: lts.length - 1 }), (n) => {
        expect(resolveVersion(n === 0 ? 'lts/*' : `lts/-${n}`, nov).release).toBe(lts[n]);
      }),
    );
  });

  it('throws nothing but an AliasError, or for a version newer than the data an UnlistedReleaseError, for any text', () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.tuple(fc.nat(40), fc.nat(30), fc.nat(30)).map(([a, b, c]) => `v${a}.${b}.${c}`));
    fc.assert(
      fc.property(text, (text) => {
        try {
          const resolution = resolveAlias(text, nov);
          expect(versions(resolution).length).toBeGreaterThan(0);
        } catch (error) {
          if (error instanceof UnlistedReleaseError) {
            expect(error.code).toBe('NEWER_THAN_DATA');
          } else {
            expect(error).toBeInstanceOf(AliasError);
          }
          expect((error as AliasError).message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
