import { WRONG_VALUES } from '@node-downloads/test-config';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

/** The shared wrong values, and an object of the wrong fields for ui's helpers. */
const WRONG: (readonly [string, unknown])[] = [...WRONG_VALUES, ['an object of the wrong fields', { items: 3, seed: 'x', status: 7 }]];

/** The helper functions (components and hooks render or run inside React: the SSR and unit tests cover them). */
const helpers = Object.entries(ui as Record<string, unknown>).filter(
  (pair): pair is [string, (...args: unknown[]) => unknown] => typeof pair[1] === 'function' && /^[a-z]/.test(pair[0]) && !pair[0].startsWith('use'),
);

describe('every helper function of ui refuses wrong types with UiArgumentError naming the argument', () => {
  it('covers the helpers', () => {
    expect(helpers.map(([name]) => name).sort()).toEqual(
      expect.arrayContaining(['fileExtension', 'formatDate', 'normalizeSelectValues', 'partnerHref', 'pickShuffled', 'seededShuffle', 'timeBucket']),
    );
  });

  for (const [name, fn] of helpers) {
    it(`${name}: no TypeError from inside`, async () => {
      const failures: string[] = [];
      for (const [label, value] of WRONG) {
        for (const args of [[value], ['x', value], [[], value]] as unknown[][]) {
          try {
            const result = fn(...args);
            if (result instanceof Promise) {
              await result.catch(() => undefined);
            }
          } catch (error) {
            if (!(error instanceof ui.UiArgumentError)) {
              failures.push(`${label} as argument ${args.length}: ${String(error)}`);
            } else if (!error.message.startsWith(`${error.function}: ${error.argument} must be `) || error.code !== 'INVALID_ARGUMENT') {
              failures.push(`${label} as argument ${args.length}: ${error.message}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('names the argument', () => {
    expect(() => ui.fileExtension(undefined as unknown as string)).toThrow('fileExtension: url must be a string, received undefined');
    expect(() => ui.pickShuffled('partners' as unknown as [], { seed: 1 })).toThrow('pickShuffled: items must be an array, received string "partners"');
    expect(() => ui.formatDate(10n as unknown as string)).toThrow(ui.UiArgumentError);
    // Good input still answers.
    expect(ui.fileExtension('https://nodejs.org/dist/v24.11.0/node-v24.11.0.pkg')).toBe('pkg');
  });
});
