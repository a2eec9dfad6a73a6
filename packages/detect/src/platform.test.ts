import { describe, expect, it } from 'vitest';
import { platformFor } from './platform';
import type { Platform } from './types';

describe('platformFor', () => {
  it.each([
    ['x86', 64, 'x64'],
    ['x86', 32, 'x86'],
    ['x86', undefined, 'x64'],
    ['arm', 64, 'arm64'],
    ['arm', 32, 'armv7l'],
    ['arm', undefined, 'arm64'],
    ['ppc', 64, 'ppc64le'],
    ['s390', 64, 's390x'],
  ] as const)('maps a Linux %s client with bitness %s to %s', (architecture, bitness, expected) => {
    expect(platformFor({ os: 'LINUX', architecture, bitness })).toBe(expected);
  });

  it('takes the bitness as a string, as client hints give it', () => {
    expect(platformFor({ os: 'WIN', architecture: 'arm', bitness: '64' })).toBe('arm64');
    expect(platformFor({ os: 'WIN', architecture: 'x86', bitness: '32' })).toBe('x86');
    expect(platformFor({ os: 'LINUX', architecture: 'arm', bitness: '32' })).toBe('armv7l');
  });

  it('takes CPU tokens as the architecture, with the bitness they imply', () => {
    expect(platformFor({ os: 'LINUX', architecture: 'aarch64' })).toBe('arm64');
    expect(platformFor({ os: 'LINUX', architecture: 'armv7l' })).toBe('armv7l');
    expect(platformFor({ os: 'LINUX', architecture: 'i686' })).toBe('x86');
    expect(platformFor({ os: 'LINUX', architecture: 'x86_64' })).toBe('x64');
    expect(platformFor({ os: 'LINUX', architecture: 'ppc64le' })).toBe('ppc64le');
  });

  it('gives ppc64 on AIX whatever else is said', () => {
    expect(platformFor({ os: 'AIX' })).toBe('ppc64');
    expect(platformFor({ os: 'AIX', architecture: 'ppc', bitness: 64 })).toBe('ppc64');
    expect(platformFor({ os: 'AIX', architecture: 'x86', bitness: 32 })).toBe('ppc64');
  });

  it("assumes the system's common CPU when the architecture is unknown", () => {
    expect(platformFor({ os: 'MAC', architecture: '', bitness: undefined })).toBe('arm64');
    expect(platformFor({ os: 'WIN', architecture: '', bitness: undefined })).toBe('x64');
    expect(platformFor({ os: 'LINUX', architecture: '', bitness: undefined })).toBe('x64');
    expect(platformFor({ os: 'WIN', bitness: 32 })).toBe('x86');
  });

  it('gives undefined for a system without builds whose CPU is unknown', () => {
    expect(platformFor({ os: 'OTHER', architecture: '', bitness: undefined })).toBeUndefined();
    expect(platformFor({ os: 'LOADING' })).toBeUndefined();
    expect(platformFor({})).toBeUndefined();
  });

  it('reaches every platform the runtime publishes builds for', () => {
    const reached = new Set<Platform | undefined>([
      platformFor({ os: 'WIN', architecture: 'x86', bitness: 64 }),
      platformFor({ os: 'WIN', architecture: 'x86', bitness: 32 }),
      platformFor({ os: 'MAC', architecture: 'arm', bitness: 64 }),
      platformFor({ os: 'LINUX', architecture: 'arm', bitness: 32 }),
      platformFor({ os: 'LINUX', architecture: 'ppc', bitness: 64 }),
      platformFor({ os: 'LINUX', architecture: 's390', bitness: 64 }),
      platformFor({ os: 'AIX', architecture: 'ppc', bitness: 64 }),
    ]);
    expect(reached).toEqual(new Set(['x64', 'x86', 'arm64', 'armv7l', 'ppc64le', 's390x', 'ppc64']));
  });

  it('never throws on values that are not clients', () => {
    const values: unknown[] = [undefined, null, 0, 'WIN', Symbol('x'), [], Object.create(null)];
    for (const value of values) {
      expect(platformFor(value as never)).toBeUndefined();
    }
    expect(platformFor({ os: 'WIN', architecture: { toString: () => 'arm' }, bitness: Number.NaN })).toBe('x64');
    expect(platformFor({ os: 'LINUX', architecture: 'arm', bitness: '128' })).toBe('arm64');
  });
});
