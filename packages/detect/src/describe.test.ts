import { describe, expect, it } from 'vitest';
import { describeClient } from './describe';

describe('describeClient', () => {
  it.each([
    [{ os: 'WIN', architecture: 'arm', bitness: 64 }, 'Windows on ARM (64-bit)'],
    [{ os: 'WIN', architecture: 'x86', bitness: 32 }, 'Windows (32-bit)'],
    [{ os: 'MAC', architecture: 'arm', bitness: 64 }, 'macOS on ARM (64-bit)'],
    [{ os: 'MAC', architecture: '', bitness: undefined }, 'macOS'],
    [{ os: 'LINUX', architecture: 'arm', bitness: 32 }, 'Linux on ARM (32-bit)'],
    [{ os: 'LINUX', architecture: 'ppc', bitness: 64 }, 'Linux on POWER (64-bit)'],
    [{ os: 'LINUX', architecture: 's390', bitness: 64 }, 'Linux on IBM Z (64-bit)'],
    [{ os: 'AIX', architecture: '', bitness: undefined }, 'AIX'],
    [{ os: 'OTHER', architecture: '', bitness: undefined }, 'Other OS'],
  ] as const)('describes %o as "%s"', (client, expected) => {
    expect(describeClient(client)).toBe(expected);
  });

  it('reads string bitness and CPU tokens like platformFor does', () => {
    expect(describeClient({ os: 'LINUX', architecture: 'aarch64' })).toBe('Linux on ARM (64-bit)');
    expect(describeClient({ os: 'WIN', architecture: 'x86', bitness: '64' })).toBe('Windows (64-bit)');
  });

  it('says "Other OS" for unknown systems, including inherited property names', () => {
    for (const os of ['LOADING', 'toString', 'constructor', '__proto__', 42, null]) {
      expect(describeClient({ os })).toBe('Other OS');
    }
    expect(describeClient(undefined as never)).toBe('Other OS');
    expect(describeClient(null as never)).toBe('Other OS');
  });
});
