import { describe, expect, it } from 'vitest';
import * as detect from './index';

/** Values of the wrong type or shape, as a page's script or a test double may hand them over. */
const WRONG: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['a string', 'Mozilla/5.0'],
  ['an empty object', {}],
  ['an object of the wrong fields', { userAgent: 42, os: {}, architecture: [], bitness: 'x', userAgentData: 'yes' }],
  ['an array', [1, 2]],
  ['an invalid Date', new Date('not a day')],
  ['a function', () => 1],
  ['a symbol', Symbol('s')],
  ['a bigint', 10n],
  ['an object whose every property throws', new Proxy({}, { get: () => { throw new Error('denied'); } })],
];

describe('no function of detect throws or rejects, whatever it is given (as its README says)', () => {
  const functions = Object.entries(detect as Record<string, unknown>).filter((pair): pair is [string, (...args: unknown[]) => unknown] => typeof pair[1] === 'function');

  it('covers every exported function', () => {
    expect(functions.map(([name]) => name).sort()).toEqual(['describeClient', 'detectClient', 'detectOS', 'platformFor']);
  });

  for (const [name, fn] of functions) {
    it(`${name} answers for every wrong value, as its first argument and as its options`, async () => {
      const failures: string[] = [];
      for (const [label, value] of WRONG) {
        for (const args of [[value], [{ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }, value]] as unknown[][]) {
          try {
            await fn(...args);
          } catch (error) {
            failures.push(`${label} as argument ${args.length}: ${String(error)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('answers "unknown" for a navigator of the wrong shape', async () => {
    expect(await detect.detectClient(42 as never)).toEqual({ os: 'OTHER', architecture: '', bitness: undefined, source: 'none' });
    expect(detect.detectOS({})).toBe('OTHER');
    expect(detect.platformFor(null as never)).toBeUndefined();
  });
});
