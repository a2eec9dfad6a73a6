import { readClient } from './cpu';
import type { ClientLike, Platform } from './types';

/**
 * The download platform of a detected client.
 *
 * | architecture | bitness 32 | bitness 64 or unknown |
 * |---|---|---|
 * | `x86` | `x86` | `x64` |
 * | `arm` | `armv7l` | `arm64` |
 * | `ppc` | `ppc64le` (`ppc64` on AIX) | `ppc64le` (`ppc64` on AIX) |
 * | `s390` | `s390x` | `s390x` |
 *
 * `bitness` may be a number or a string (`64`, `'64'`); a bitness implied by a CPU token
 * (`aarch64`, `armv7l`, `i686`) applies when `bitness` is absent. AIX is always `ppc64`. With no
 * known architecture the system's common family is assumed: ARM for macOS (every Mac sold since
 * 2023 is Apple silicon), x86 for Windows and Linux; any other system gives `undefined`. So
 * `{ os: 'MAC' }` gives `'arm64'`, `{ os: 'WIN' }` gives `'x64'` and `{ os: 'WIN', bitness: 32 }`
 * gives `'x86'`. Never throws.
 *
 * @example
 * platformFor({ os: 'WIN', architecture: 'arm', bitness: '64' }); // 'arm64'
 * platformFor({ os: 'LINUX', architecture: 'x86', bitness: 32 }); // 'x86'
 * platformFor({ os: 'MAC', architecture: '' }); // 'arm64'
 */
export function platformFor(client: ClientLike): Platform | undefined {
  const [os, architecture, bitness] = readClient(client);
  const family =
    os === 'AIX'
      ? 'ppc'
      : architecture || (os === 'MAC' ? 'arm' : os === 'WIN' || os === 'LINUX' ? 'x86' : '');
  switch (family) {
    case 'x86': {
      return bitness === 32 ? 'x86' : 'x64';
    }
    case 'arm': {
      return bitness === 32 ? 'armv7l' : 'arm64';
    }
    case 'ppc': {
      return os === 'AIX' ? 'ppc64' : 'ppc64le';
    }
    case 's390': {
      return 's390x';
    }
    case '': {
      return undefined;
    }
    default: {
      family satisfies never;
      return undefined;
    }
  }
}
