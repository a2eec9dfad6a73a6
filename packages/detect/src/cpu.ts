import type { Architecture, Bitness, ClientLike } from './types';

/**
 * CPU tokens by the bitness they imply, 64-bit ones first so that "Linux i686 on x86_64" (a
 * 32-bit browser on a 64-bit system) reads as 64-bit. A bare family name (`x86`, `arm`, as client
 * hints give it) leaves the bitness open.
 */
const CPU_TOKENS: readonly (readonly [RegExp, Bitness])[] = [
  [/x86.64|x64|amd64|wow64|aarch64|arm64|ppc64|s390x/i, 64],
  [/i[3-6]86|ia32|\barm(v|hf)/i, 32],
  [/x86|\barm|ppc|s390/i, undefined],
];

/**
 * The CPU family and bitness a CPU token or user-agent string names; `['', undefined]` when it
 * names none or is not a string.
 */
export function readCpu(text: unknown): readonly [Architecture, Bitness] {
  for (const [pattern, bitness] of CPU_TOKENS) {
    const token = pattern.exec(typeof text === 'string' ? text : '')?.[0];
    if (token) {
      // Of the tokens above only the ARM ones (arm…, aarch64) contain "ar".
      const family = /ar/i.test(token) ? 'arm' : /pc/i.test(token) ? 'ppc' : 'x86';
      return [/390/.test(token) ? 's390' : family, bitness];
    }
  }
  return ['', undefined];
}

/** `32` or `64` from a number or a numeric string (`'64'`, as client hints give it). */
export function readBitness(value: unknown): Bitness {
  const bits = typeof value === 'string' ? Number(value) : value;
  return bits === 32 || bits === 64 ? bits : undefined;
}

/**
 * The system, CPU family and bitness of a client-like value; `bitness` wins over the bitness a
 * CPU token implies.
 */
export function readClient(client?: ClientLike): readonly [unknown, Architecture, Bitness] {
  try {
    const [architecture, impliedBitness] = readCpu(client?.architecture);
    return [client?.os, architecture, readBitness(client?.bitness) ?? impliedBitness];
  } catch {
    // A client whose properties throw when read (a getter, a proxy) is an unknown client.
    return readClient();
  }
}
