import { describe, expect, it } from 'vitest';
import { firstTooSlow, GOAL_FIRST_TO_SECOND, inpOf, MAX_FIRST_TO_SECOND, meetsGoal, median } from './tap-bench';

describe('tap benchmark', () => {
  it('takes the middle figure, or the mean of the middle two', () => {
    expect(median([691, 334, 876, 587, 608])).toBe(608);
    expect(median([200, 100, 400, 300])).toBe(250);
    expect(() => median([])).toThrow('median of no figures');
  });

  it('fails a first open over twice the second, whatever the machine takes for both, and reports the 1.25× goal', () => {
    expect(MAX_FIRST_TO_SECOND).toBe(2);
    expect(GOAL_FIRST_TO_SECOND).toBe(1.25);
    // A page without its warm-up: 464 / 159 ms.
    expect(firstTooSlow(464, 159)).toBe(true);
    expect(firstTooSlow(397, 249)).toBe(false);
    expect(firstTooSlow(900, 800)).toBe(false);
    expect(meetsGoal(397, 249)).toBe(false);
    expect(meetsGoal(160, 133)).toBe(true);
    expect(meetsGoal(170, 133)).toBe(false);
  });

  it("reads web-vitals' INP for the interaction that started at the input, and none when the library reported none for it", () => {
    const reports = [
      { value: 312, interactionTime: 5000.4 },
      { value: 320, interactionTime: 7000 },
    ];
    expect(inpOf(reports, 5000.4)).toBe(312);
    expect(inpOf(reports, 7000.2)).toBe(320);
    expect(inpOf(reports, 9000)).toBeUndefined();
  });
});
