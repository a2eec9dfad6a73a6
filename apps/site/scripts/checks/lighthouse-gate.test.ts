import { describe, expect, it } from 'vitest';
import { anotherRun, floorOnce, medianRun, misses, nearALimit, verdict } from './lighthouse-gate';
import type { Floor } from './machine-floor';
import { medianOf } from './lighthouse-measure';

const perfect = { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }, cls: 0, tbt: 0 };

describe('Lighthouse limits', () => {
  it('passes a page at the limits and names every figure that misses one', () => {
    expect(misses({ ...perfect, scores: { ...perfect.scores, performance: 98 }, tbt: 50 })).toEqual([]);
    expect(misses({ scores: { performance: 94, accessibility: 96, 'best-practices': 100, seo: 92 }, cls: 0.012, tbt: 51.4 })).toEqual([
      { figure: 'performance', text: 'performance 94 < 98' },
      { figure: 'accessibility', text: 'accessibility 96 < 100' },
      { figure: 'seo', text: 'seo 92 < 100' },
      { figure: 'cls', text: 'CLS 0.0120 > 0' },
      { figure: 'tbt', text: 'TBT 51 ms > 50 ms' },
    ]);
  });

  it('judges a page on its median run by performance', () => {
    const runs = [91, 99, 97].map((performance) => ({ scores: { ...perfect.scores, performance }, cls: 0, tbt: 0 }));
    expect(medianRun(runs).scores.performance).toBe(97);
    expect(medianRun(runs.slice(0, 2)).scores.performance).toBe(91);
    expect(medianRun([runs[1]!]).scores.performance).toBe(99);
  });

  it('judges blocking time on the median over the runs, so one busy run decides nothing', () => {
    expect(medianOf([22, 168, 31, 40, 19])).toBe(31);
    expect(medianOf([61, 20])).toBe(20);
    expect(Number.isNaN(medianOf([]))).toBe(true);
  });

  it('measures a page more only when its first runs come near a limit', () => {
    const run = (performance: number, tbt: number, cls = 0) => ({ scores: { ...perfect.scores, performance }, cls, tbt });
    // Far from every limit: three runs decide.
    expect(nearALimit([run(100, 0), run(100, 12), run(99, 25)])).toBe(false);
    // Blocking time past half its limit in the median, though every run passes.
    expect(nearALimit([run(100, 20), run(100, 30), run(100, 44)])).toBe(true);
    // One run over a limit, whichever: the median of three could fall either side.
    expect(nearALimit([run(100, 0), run(100, 0), run(100, 63)])).toBe(true);
    expect(nearALimit([run(100, 0), run(97, 0), run(100, 0)])).toBe(true);
    expect(nearALimit([run(100, 0), run(100, 0, 0.01), run(100, 0)])).toBe(true);
  });
});

describe('the gate on a machine too slow to judge timed figures', () => {
  const slowMachine = { tbt: 180, runs: [162, 180, 440] };
  const normalMachine = { tbt: 0, runs: [0, 0, 0] };
  const slowPage = misses({ ...perfect, scores: { ...perfect.scores, performance: 93 }, tbt: 327 });
  const inaccessible = misses({ ...perfect, scores: { ...perfect.scores, performance: 93, accessibility: 96 }, tbt: 327 });

  it('fails a page over a timed limit where a page with no script stays within half of it', async () => {
    expect(await verdict(slowPage, async () => normalMachine)).toBe('failed');
    expect(await verdict(slowPage, async () => ({ tbt: 25, runs: [25] }))).toBe('failed');
  });

  it('does not judge (never passes) a page whose only misses are timed where a page with no script alone blocks over half the limit', async () => {
    expect(await verdict(slowPage, async () => slowMachine)).toBe('not judged');
    expect(await verdict(slowPage, async () => ({ tbt: 26, runs: [26] }))).toBe('not judged');
  });

  it('fails an untimed miss (accessibility, best practices, SEO, layout shift) on any machine, and asks for the floor only for a timed miss', async () => {
    let asked = 0;
    const floor = async () => {
      asked += 1;
      return slowMachine;
    };
    expect(await verdict(inaccessible, floor)).toBe('failed');
    expect(await verdict(misses({ ...perfect, cls: 0.02 }), floor)).toBe('failed');
    expect(await verdict([], floor)).toBe('passed');
    expect(asked).toBe(0);
  });
});

describe('how many times the gate measures a page', () => {
  const count = { min: 3, max: 5 };
  const run = (performance: number, tbt: number, accessibility = 100) => ({ scores: { ...perfect.scores, performance, accessibility }, cls: 0, tbt });
  const slowMachine: Floor = { tbt: 133, runs: [172, 133, 114] };
  const normalMachine: Floor = { tbt: 4, runs: [0, 4, 9] };

  /** Measures pages in order as the gate does, each run taken from its list; the runs taken per page, and how often the floor was measured. */
  async function gate(pages: ReturnType<typeof run>[][], machine: Floor) {
    let measuredFloor = 0;
    const floor = floorOnce(async () => {
      measuredFloor += 1;
      return machine;
    });
    const taken: number[] = [];
    for (const page of pages) {
      const runs: ReturnType<typeof run>[] = [];
      while (await anotherRun(runs, count, floor)) {
        runs.push(page[runs.length]!);
      }
      taken.push(runs.length);
    }
    return { taken, measuredFloor };
  }

  const quiet = Array.from({ length: 5 }, () => run(100, 0));
  const busy = Array.from({ length: 5 }, (_, index) => run(90 + index, 300 + index));
  const busyAndInaccessible = busy.map((one) => ({ ...one, scores: { ...one.scores, accessibility: 96 } }));

  it('takes three runs of a page far from every limit and five of a page near one, and measures the floor only for a timed figure', async () => {
    const oneSlowRun = [run(100, 0), run(100, 0), run(100, 63), run(100, 0), run(100, 0)];
    expect(await gate([quiet, oneSlowRun], normalMachine)).toEqual({ taken: [3, 5], measuredFloor: 1 });
    expect(await gate([quiet, quiet], slowMachine)).toEqual({ taken: [3, 3], measuredFloor: 0 });
    expect(await gate([[run(100, 0), run(100, 0, 96), ...quiet]], slowMachine)).toEqual({ taken: [5], measuredFloor: 0 });
  });

  it('takes five runs of a page near a timed limit where the machine can judge timed figures', async () => {
    expect(await gate([busy, quiet, busy], normalMachine)).toEqual({ taken: [5, 3, 5], measuredFloor: 1 });
  });

  it('where it cannot, stops at three, then measures every later page once, and an untimed miss still five times', async () => {
    expect(await gate([busy, busy, quiet, busyAndInaccessible, [run(100, 0, 96), ...quiet]], slowMachine)).toEqual({ taken: [3, 1, 1, 5, 5], measuredFloor: 1 });
  });

  it('measures the floor once however often it is asked', async () => {
    let measured = 0;
    const floor = floorOnce(async () => {
      measured += 1;
      return slowMachine;
    });
    expect(floor.known).toBeUndefined();
    const [first, second] = await Promise.all([floor.ask(), floor.ask()]);
    expect(first).toBe(second);
    expect(floor.known).toBe(first);
    expect(measured).toBe(1);
  });
});
