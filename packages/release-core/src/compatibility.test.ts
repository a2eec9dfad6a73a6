import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTALL_METHODS, SYSTEMS } from './catalogue';
import { disabledReasons, isCompatible } from './compatibility';
import { ReleaseCoreError, VersionError } from './errors';
import type { Compatibility, CompatibilityContext } from './types';

const windowsX86 = SYSTEMS[0].platforms[1];

describe('isCompatible', () => {
  const context: CompatibilityContext = { os: 'LINUX', platform: 'arm64', installMethod: 'NVM', version: 'v24.11.1', releaseStatus: 'Maintenance LTS' };

  it('treats absent conditions as met', () => {
    expect(isCompatible({}, context)).toBe(true);
    expect(isCompatible({}, { os: 'LOADING' })).toBe(true);
  });

  it('requires every present condition', () => {
    expect(isCompatible({ os: ['LINUX'] }, context)).toBe(true);
    expect(isCompatible({ os: ['WIN', 'MAC'] }, context)).toBe(false);
    expect(isCompatible({ installMethod: ['FNM'] }, context)).toBe(false);
    expect(isCompatible({ platform: ['x64'] }, context)).toBe(false);
    expect(isCompatible({ semver: ['>=20.0.0', '<25.0.0'] }, context)).toBe(true);
    expect(isCompatible({ semver: ['>=20.0.0', '<24.0.0'] }, context)).toBe(false);
    expect(isCompatible({ releases: ['Active LTS'] }, context)).toBe(false);
    expect(isCompatible({ os: ['LINUX'], platform: ['arm64'], semver: ['>=4.0.0'], releases: ['Maintenance LTS'], installMethod: ['NVM'] }, context)).toBe(true);
  });

  it('counts a present condition as failed when the context lacks the value', () => {
    expect(isCompatible({ platform: ['x64'] }, { os: 'WIN' })).toBe(false);
    expect(isCompatible({ semver: ['>=1.0.0'] }, { os: 'WIN' })).toBe(false);
  });

  it('matches prereleases of a line against its ranges', () => {
    expect(isCompatible({ semver: ['>=19.9.0'] }, { os: 'WIN', version: 'v27.0.0-alpha.0.1.1' })).toBe(true);
    expect(isCompatible({ semver: ['<23.0.0-0'] }, { os: 'WIN', version: 'v23.0.0-rc.1' })).toBe(false);
  });

  it('refuses a range shorthand, naming it, and takes the same range written as comparators', () => {
    const context = { os: 'WIN', version: 'v22.1.0' } as const;
    expect(() => isCompatible({ semver: ['^22.0.0'] }, context)).toThrow(VersionError);
    expect(() => isCompatible({ semver: ['^22.0.0'] }, context)).toThrow('Invalid range "^22.0.0"');
    expect(isCompatible({ semver: ['>=22.0.0 <23.0.0-0'] }, context)).toBe(true);
    expect(isCompatible({ semver: ['>=22.0.0 <23.0.0-0'] }, { ...context, version: 'v23.0.0-rc.1' })).toBe(false);
  });

  it('says why an option is disabled: the catalogue’s code, and the facts in terse English for a terminal', () => {
    expect(disabledReasons(windowsX86, { os: 'WIN', platform: 'x86', version: 'v24.0.0' })).toEqual([
      { condition: 'semver', message: 'x86: versions >=0.5.1 <23.0.0-0 only, not v24.0.0', detail: { code: 'platform.WIN.x86.semver', params: {} } },
    ]);
    expect(disabledReasons(windowsX86, { os: 'WIN', platform: 'x86', version: 'v22.0.0' })).toEqual([]);
    const generic = disabledReasons({ label: 'Thing', compatibility: { os: ['AIX'], releases: ['Current'] } }, { os: 'MAC', releaseStatus: 'End-of-life' });
    expect(generic.map((reason) => reason.message)).toEqual([
      'Thing: AIX only',
      'Thing: Current releases only, not End-of-life',
    ]);
    expect(generic.map((reason) => reason.detail)).toEqual([
      { code: 'generic.os', params: { label: 'Thing' } },
      { code: 'generic.releases', params: { label: 'Thing', status: 'End-of-life' } },
    ]);
  });

  it('agrees with disabledReasons and only throws typed errors (10,000 cases)', () => {
    const oses = fc.constantFrom('WIN', 'MAC', 'LINUX', 'AIX', 'LOADING', 'OTHER') as fc.Arbitrary<CompatibilityContext['os']>;
    const platforms = fc.constantFrom('x64', 'x86', 'arm64', 'armv7l', 'ppc64le', 's390x', 'ppc64');
    const methods = fc.constantFrom(...INSTALL_METHODS.map((method) => method.id));
    const statuses = fc.constantFrom('End-of-life', 'Maintenance LTS', 'Active LTS', 'Current', 'Pending');
    const versions = fc.oneof(
      fc.tuple(fc.nat(30), fc.nat(30), fc.nat(30)).map(([a, b, c]) => `v${a}.${b}.${c}`),
      fc.string({ maxLength: 20 }),
    );
    const compatibility: fc.Arbitrary<Compatibility> = fc.record(
      {
        os: fc.uniqueArray(fc.constantFrom('WIN', 'MAC', 'LINUX', 'AIX')),
        platform: fc.uniqueArray(platforms),
        installMethod: fc.uniqueArray(methods),
        semver: fc.array(fc.constantFrom('>=4.0.0', '<23.0.0-0', '>=19.9.0', '>=22.0.0 <23.0.0-0', '>=0.8.6 <10.0.0-0')),
        releases: fc.uniqueArray(statuses),
      },
      { requiredKeys: [] },
    );
    const context: fc.Arbitrary<CompatibilityContext> = fc.record(
      { os: oses, platform: platforms, installMethod: methods, version: versions, releaseStatus: statuses },
      { requiredKeys: ['os'] },
    );
    fc.assert(
      fc.property(compatibility, context, (compat, ctx) => {
        try {
          const compatible = isCompatible(compat, ctx);
          const reasons = disabledReasons({ label: 'Option', compatibility: compat }, ctx);
          return compatible === (reasons.length === 0);
        } catch (error) {
          return error instanceof ReleaseCoreError;
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
