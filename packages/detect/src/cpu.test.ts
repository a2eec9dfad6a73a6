import { describe, expect, it } from 'vitest';
import { readBitness, readClient, readCpu } from './cpu';

describe('readCpu', () => {
  it.each([
    ['Windows NT 10.0; Win64; x64', 'x86', 64],
    ['Windows NT 6.1; WOW64', 'x86', 64],
    ['X11; Linux x86_64', 'x86', 64],
    ['X11; FreeBSD amd64', 'x86', 64],
    ['X11; Linux i686', 'x86', 32],
    ['X11; Linux i686 on x86_64', 'x86', 64],
    ['X11; Linux aarch64', 'arm', 64],
    ['X11; Linux armv7l', 'arm', 32],
    ['X11; Linux armv8l', 'arm', 32],
    ['X11; Linux ppc64le', 'ppc', 64],
    ['X11; Linux s390x', 's390', 64],
    ['x86', 'x86', undefined],
    ['arm', 'arm', undefined],
    ['ppc', 'ppc', undefined],
    ['s390', 's390', undefined],
    ['x64', 'x86', 64],
    ['arm64', 'arm', 64],
    ['ia32', 'x86', 32],
  ] as const)('reads "%s" as %s, %s-bit', (text, architecture, bitness) => {
    expect(readCpu(text)).toEqual([architecture, bitness]);
  });

  it('finds no CPU in words that merely contain a token, nor in the Mac "Intel" label', () => {
    expect(readCpu('Mozilla/5.0 (Phone; OpenHarmony 4.1)')).toEqual(['', undefined]);
    expect(readCpu('Macintosh; Intel Mac OS X 10_15_7')).toEqual(['', undefined]);
    expect(readCpu('X11; SunOS i86pc')).toEqual(['', undefined]);
  });

  it('finds nothing in values that are not strings', () => {
    for (const value of [undefined, null, 64, {}, ['x86_64'], Symbol('arm')]) {
      expect(readCpu(value)).toEqual(['', undefined]);
    }
  });
});

describe('readBitness', () => {
  it('accepts 32 and 64 as numbers or strings, and nothing else', () => {
    expect(readBitness(64)).toBe(64);
    expect(readBitness('64')).toBe(64);
    expect(readBitness(32)).toBe(32);
    expect(readBitness('32')).toBe(32);
    for (const value of ['', '16', 128, Number.NaN, null, undefined, {}, Symbol('64'), [64]]) {
      expect(readBitness(value)).toBeUndefined();
    }
  });
});

describe('readClient', () => {
  it('lets an explicit bitness win over the one a CPU token implies', () => {
    expect(readClient({ os: 'LINUX', architecture: 'x86_64', bitness: '32' })).toEqual(['LINUX', 'x86', 32]);
    expect(readClient({ os: 'LINUX', architecture: 'armv7l' })).toEqual(['LINUX', 'arm', 32]);
  });
});
