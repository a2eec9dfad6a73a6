import { describe, expect, it } from 'vitest';
import { LIMIT_MS, median, tooSlow } from './tap-bench';

describe('tap benchmark', () => {
  it('takes the middle figure, or the mean of the middle two', () => {
    expect(median([691, 334, 876, 587, 608])).toBe(608);
    expect(median([200, 100, 400, 300])).toBe(250);
    expect(() => median([])).toThrow('median of no figures');
  });

  it('fails a first tap over twice the goal that is also over twice the second tap (the warm-up lost), not a machine slow at both', () => {
    expect(LIMIT_MS).toBe(500);
    expect(tooSlow(970, 240)).toBe(true);
    expect(tooSlow(480, 180)).toBe(false);
    expect(tooSlow(700, 400)).toBe(false);
  });
});
