import { describe, expect, it } from 'vitest';
import { medianRun, misses, nearALimit, verdict } from './lighthouse';
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
