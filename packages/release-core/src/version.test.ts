import fc from 'fast-check';
import { satisfies } from 'semver';
import { describe, expect, it } from 'vitest';
import { ReleaseCoreError, VersionError } from './errors';
import { MAX_VERSION_LENGTH, normalizeVersion, parseVersion, satisfiesRange, toSemVer, withPrefix } from './version';

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
        return satisfiesRange(toSemVer(version), range) === satisfies(version, range, { includePrerelease: true });
      }),
      { numRuns: 10_000 },
    );
  });

  it('counts a prerelease of a line as part of it', () => {
    expect(satisfiesRange(toSemVer('v23.0.0-rc.1'), '<23.0.0-0')).toBe(false);
    expect(satisfiesRange(toSemVer('v27.0.0-alpha.0.1.1'), '>=19.9.0')).toBe(true);
    expect(satisfiesRange(toSemVer('v4.0.0-rc.1'), '>=0.10.42 <0.11.0-0 || >=0.12.10 <0.13.0-0 || >=4.0.0-0')).toBe(true);
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
    const call = () => satisfiesRange(toSemVer('v22.1.0'), range);
    expect(call).toThrow(VersionError);
    expect(call).toThrow(message);
    expect(call).toThrow(expect.objectContaining({ code: 'INVALID_RANGE' }));
  });
});
