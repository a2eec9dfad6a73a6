import fc from 'fast-check';
import { compare, satisfies, valid } from 'semver';
import SemVer from 'semver/classes/semver.js';
import { distIndex } from './data-dist-index';
import { describe, expect, it } from 'vitest';
import { ReleaseCoreError, VersionError } from './errors';
import { toSemVer } from './to-semver';
import { compareVersions, MAX_VERSION_LENGTH, normalizeVersion, parseVersion, readVersion, satisfiesRange, withPrefix } from './version';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof VersionError ? error.code : 'not a VersionError';
  }
  return undefined;
}

describe('parseVersion', () => {
  it('reads releases with and without the leading v, prereleases included', () => {
    expect(parseVersion('v22.1.0')).toEqual({ major: 22, minor: 1, patch: 0, prerelease: [] });
    expect(parseVersion('0.12.18')).toEqual({ major: 0, minor: 12, patch: 18, prerelease: [] });
    expect(parseVersion('v27.0.0-alpha.0.1.1').prerelease).toEqual(['alpha', '0', '1', '1']);
  });

  it('refuses non-strings, naming what it received', () => {
    expect(codeOf(() => parseVersion(22))).toBe('NOT_A_STRING');
    expect(() => parseVersion(null)).toThrow('Version must be a string, received null');
    expect(codeOf(() => parseVersion(['v22.1.0']))).toBe('NOT_A_STRING');
  });

  it('refuses strings over 256 characters before parsing them', () => {
    expect(codeOf(() => parseVersion(`1.2.3-${'a'.repeat(MAX_VERSION_LENGTH)}`))).toBe('TOO_LONG');
    expect(codeOf(() => parseVersion(`1.2.3-${'a'.repeat(MAX_VERSION_LENGTH - 6)}`))).toBeUndefined();
  });

  it('refuses invalid versions', () => {
    for (const text of ['', 'v22', '22.1', 'banana', 'v22.1.0.0', '1.x.0']) {
      expect(codeOf(() => parseVersion(text)), text).toBe('INVALID');
    }
  });

  it('refuses negative and beyond-safe-integer components', () => {
    expect(codeOf(() => parseVersion('1.-2.3'))).toBe('UNSAFE_COMPONENT');
    expect(codeOf(() => parseVersion('9007199254740992.0.0'))).toBe('UNSAFE_COMPONENT');
    expect(() => parseVersion('1.99999999999999999.0')).toThrow(/minor version component/);
    expect(codeOf(() => parseVersion(`${Number.MAX_SAFE_INTEGER}.0.0`))).toBeUndefined();
  });

  it('normalizes both ways', () => {
    expect(normalizeVersion('v22.1.0')).toBe('22.1.0');
    expect(withPrefix('22.1.0')).toBe('v22.1.0');
  });

  it('never crashes: any input gives a result or a typed error (10,000 cases)', () => {
    const inputs = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.tuple(fc.bigInt({ min: -10n, max: 2n ** 60n }), fc.nat(), fc.nat(), fc.option(fc.string())).map(
        ([major, minor, patch, pre]) => `v${major}.${minor}.${patch}${pre === null ? '' : `-${pre}`}`,
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        try {
          const parsed = parseVersion(input);
          return Number.isSafeInteger(parsed.major) && parsed.major >= 0 && parsed.minor >= 0 && parsed.patch >= 0;
        } catch (error) {
          return error instanceof ReleaseCoreError && error.message.length > 0;
        }
      }),
      { numRuns: 10_000 },
    );
  });
});

/** Version-like strings: valid ones of every shape, and near misses (leading zeros, empty identifiers, bad characters). */
const versionLike = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('', 'v', ' ', 'V', '=', 'v '),
      fc.constantFrom('0', '1', '22', '01', '4', '-1', ''),
      fc.constantFrom('0', '1', '12', '00', 'x'),
      fc.constantFrom('0', '3', '10', '007'),
      fc.array(fc.constantFrom('0', '1', '2', '10', '01', 'rc', 'alpha', 'beta-2', '0a', '-', '', 'a b', 'é'), { maxLength: 4 }),
      fc.option(fc.constantFrom('build', '001', 'sha.5114f85', '', 'a+b'), { nil: undefined }),
      fc.constantFrom('', ' ', '.0'),
    )
    .map(
      ([prefix, major, minor, patch, pre, build, suffix]) =>
        `${prefix}${major}.${minor}.${patch}${pre.length > 0 ? `-${pre.join('.')}` : ''}${build === undefined ? '' : `+${build}`}${suffix}`,
    ),
  fc.string({ maxLength: 30 }),
);

describe('readVersion', () => {
  it('accepts exactly what semver reads as a version, with the same numbers, identifiers and text (20,000 cases)', () => {
    fc.assert(
      fc.property(versionLike, (text) => {
        const expected = valid(text) === null ? undefined : new SemVer(text);
        let read: ReturnType<typeof readVersion> | undefined;
        try {
          read = readVersion(text);
        } catch (error) {
          expect(error).toBeInstanceOf(VersionError);
        }
        expect(read === undefined ? undefined : { ...read, prerelease: [...read.prerelease] }).toEqual(
          expected && { major: expected.major, minor: expected.minor, patch: expected.patch, prerelease: expected.prerelease, version: expected.version },
        );
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads every release of the dist index as semver does', () => {
    for (const { version } of distIndex) {
      const expected = new SemVer(version);
      expect(readVersion(version)).toEqual({ major: expected.major, minor: expected.minor, patch: expected.patch, prerelease: expected.prerelease, version: expected.version });
    }
  });
});

describe('compareVersions', () => {
  it('orders versions as semver.compare does (20,000 pairs)', () => {
    const valids = fc
      .tuple(
        fc.constantFrom('', 'v'),
        fc.constantFrom('0', '1', '22'),
        fc.constantFrom('0', '1', '12'),
        fc.constantFrom('0', '3', '10'),
        fc.array(fc.constantFrom('0', '1', '2', '10', 'rc', 'alpha', 'beta-2', '0a', '-'), { maxLength: 4 }),
        fc.option(fc.constantFrom('build', '001', 'sha.5114f85'), { nil: undefined }),
      )
      .map(([prefix, major, minor, patch, pre, build]) => `${prefix}${major}.${minor}.${patch}${pre.length > 0 ? `-${pre.join('.')}` : ''}${build === undefined ? '' : `+${build}`}`);
    fc.assert(
      fc.property(valids, valids, (a, b) => compareVersions(readVersion(a), readVersion(b)) === compare(a, b)),
      { numRuns: 20_000 },
    );
  });

  it('puts the dist index in the order semver puts it', () => {
    const versions = distIndex.map((entry) => entry.version);
    const ours = [...versions].sort((a, b) => compareVersions(readVersion(a), readVersion(b)));
    expect(ours).toEqual([...versions].sort(compare));
  });

  it('puts a prerelease before its release and numeric identifiers before text', () => {
    expect(compareVersions(readVersion('v23.0.0-rc.1'), readVersion('v23.0.0'))).toBe(-1);
    expect(compareVersions(readVersion('27.0.0-alpha.0.1.10'), readVersion('27.0.0-alpha.0.1.9'))).toBe(1);
    expect(compareVersions(readVersion('1.0.0-1'), readVersion('1.0.0-alpha'))).toBe(-1);
    expect(compareVersions(readVersion('1.0.0+build.1'), readVersion('1.0.0+build.2'))).toBe(0);
  });
});

describe('toSemVer', () => {
  it('gives semver\'s object for a valid version, build metadata included', () => {
    expect(toSemVer(' v22.1.0+build.5 ').build).toEqual(['build', '5']);
    expect(toSemVer('v22.1.0').compare('22.0.0')).toBe(1);
  });

  it('refuses what readVersion refuses, with the same typed errors', () => {
    expect(codeOf(() => toSemVer(22))).toBe('NOT_A_STRING');
    expect(codeOf(() => toSemVer('1.x.0'))).toBe('INVALID');
    expect(codeOf(() => toSemVer('9007199254740992.0.0'))).toBe('UNSAFE_COMPONENT');
  });
});

describe('satisfiesRange', () => {
  // Comparator ranges: the form of the catalogue, the file rules and corepack.
  const RANGES = [
    '>=19.9.0',
    '<23.0.0-0',
    '=22.1.0',
    '22.1.0',
    '>22.1.0',
    '<=4.3.2',
    '>=0.8.6 <10.0.0-0',
    '  >=0.8.6   <10.0.0-0 ',
    '>=0.10.42 <0.11.0-0 || >=0.12.10 <0.13.0-0 || >=4.0.0-0',
    '>=14.19.0 <15.0.0-0 || >=16.9.0 <25.0.0-0',
    '>=27.0.0-alpha.0 <27.0.0',
  ];

  it('agrees with semver.satisfies with prereleases included (10,000 cases)', () => {
    const versions = fc
      .tuple(fc.nat(30), fc.nat(15), fc.nat(15), fc.option(fc.constantFrom('0', 'rc.1', 'alpha.0.1.1'), { nil: undefined }))
      .map(([major, minor, patch, pre]) => `${major}.${minor}.${patch}${pre === undefined ? '' : `-${pre}`}`);
    fc.assert(
      fc.property(fc.constantFrom(...RANGES), versions, (range, version) => {
        return satisfiesRange(readVersion(version), range) === satisfies(version, range, { includePrerelease: true });
      }),
      { numRuns: 10_000 },
    );
  });

  it('counts a prerelease of a line as part of it', () => {
    expect(satisfiesRange(readVersion('v23.0.0-rc.1'), '<23.0.0-0')).toBe(false);
    expect(satisfiesRange(readVersion('v27.0.0-alpha.0.1.1'), '>=19.9.0')).toBe(true);
    expect(satisfiesRange(readVersion('v4.0.0-rc.1'), '>=0.10.42 <0.11.0-0 || >=0.12.10 <0.13.0-0 || >=4.0.0-0')).toBe(true);
  });

  it.each([
    ['^22.0.0', '"^22.0.0" is not a comparator'],
    ['~4.3', '"~4.3" is not a comparator'],
    ['4.x || >=20.0.0', '"4.x" is not a comparator'],
    ['1.2.3 - 4.0.0', '"-" is not a comparator'],
    ['>= 4.0.0', '">=" is not a comparator'],
    ['>=v4.0.0', '">=v4.0.0" is not a comparator'],
    ['>=4.0', '">=4.0" is not a comparator'],
    ['*', '"*" is not a comparator'],
    ['', '"" is not a comparator'],
    ['>=20.0.0 ||', '"" is not a comparator'],
  ])('refuses %j, naming the part that is not a comparator', (range, message) => {
    const call = () => satisfiesRange(readVersion('v22.1.0'), range);
    expect(call).toThrow(VersionError);
    expect(call).toThrow(message);
    expect(call).toThrow(expect.objectContaining({ code: 'INVALID_RANGE' }));
  });
});
