import { describe, expect, it } from 'vitest';
import { medianOf, medianRun, misses, nearALimit } from './lighthouse';

const perfect = { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }, cls: 0, tbt: 0 };

describe('Lighthouse limits', () => {
  it('passes a page at the limits and names every figure that misses one', () => {
    expect(misses({ ...perfect, scores: { ...perfect.scores, performance: 98 }, tbt: 50 })).toEqual([]);
    expect(misses({ scores: { performance: 94, accessibility: 96, 'best-practices': 100, seo: 92 }, cls: 0.012, tbt: 51.4 })).toEqual([
      'performance 94 < 98',
      'accessibility 96 < 100',
      'seo 92 < 100',
      'CLS 0.0120 > 0',
      'TBT 51 ms > 50 ms',
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
