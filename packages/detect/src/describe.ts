import { readClient } from './cpu';
import type { Architecture, ClientLike } from './types';

const OSES: readonly unknown[] = ['WIN', 'MAC', 'LINUX', 'AIX'];
const OS_NAMES = ['Windows', 'macOS', 'Linux', 'AIX'];

/** Named after the system unless x86, the family most visitors have. */
const ARCHITECTURE_NAMES: Partial<Record<Architecture, string>> = {
  arm: ' on ARM',
  ppc: ' on POWER',
  s390: ' on IBM Z',
};

/**
 * A short English line naming a detected client, for a "Detected: …" label: the system, then the
 * CPU family unless it is x86, then the bitness when known. Systems without builds read
 * `'Other OS'`. Never throws.
 *
 * @example
 * describeClient({ os: 'WIN', architecture: 'arm', bitness: 64 }); // 'Windows on ARM (64-bit)'
 * describeClient({ os: 'MAC', architecture: '' }); // 'macOS'
 */
export function describeClient(client: ClientLike): string {
  const [os, architecture, bitness] = readClient(client);
  const name = OS_NAMES[OSES.indexOf(os)] ?? 'Other OS';
  return `${name}${ARCHITECTURE_NAMES[architecture] ?? ''}${bitness ? ` (${bitness}-bit)` : ''}`;
}
