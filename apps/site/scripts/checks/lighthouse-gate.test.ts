import { describe, expect, it } from 'vitest';
import { anotherRun, judgedRun, medianRun, misses, verdict } from './lighthouse-gate';

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

  it('judges the timed figures on the best run, the untimed ones on the median run', () => {
    const run = (performance: number, tbt: number, accessibility = 100, cls = 0) => ({ scores: { ...perfect.scores, performance, accessibility }, cls, tbt });
    // Three runs of a page on a busy machine: one quiet run shows what the page itself costs.
    const judged = judgedRun([run(96, 86), run(100, 51), run(99, 44)]);
    expect(judged.tbt).toBe(44);
    expect(judged.scores.performance).toBe(100);
    expect(misses(judged)).toEqual([]);
    // A page that blocks too long misses in every run, so its best run misses too.
    expect(misses(judgedRun([run(93, 144), run(95, 120), run(94, 131)]))).toEqual([
      { figure: 'performance', text: 'performance 95 < 98' },
      { figure: 'tbt', text: 'TBT 120 ms > 50 ms' },
    ]);
    // One run with an accessibility miss among passing ones does not decide; a majority does.
    expect(judgedRun([run(100, 0, 96), run(99, 0), run(98, 0)]).scores.accessibility).toBe(100);
    expect(judgedRun([run(100, 0, 96), run(99, 0, 96), run(98, 0)]).scores.accessibility).toBe(96);
    expect(judgedRun([run(100, 0, 100, 0.02), run(99, 0, 100, 0.02), run(98, 0)]).cls).toBe(0.02);
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
  const run = (performance: number, tbt: number, accessibility = 100) => ({ scores: { ...perfect.scores, performance, accessibility }, cls: 0, tbt });

  /** The runs the gate takes of a page whose successive runs would measure `page`. */
  function taken(page: ReturnType<typeof run>[], max = 5): number {
    const runs: ReturnType<typeof run>[] = [];
    while (anotherRun(runs, max)) {
      runs.push(page[runs.length]!);
    }
    return runs.length;
  }

  it('measures a page within every limit once', () => {
    expect(taken([run(100, 12), run(100, 0)])).toBe(1);
  });

  it('measures a page again while it misses, and stops at the first run within the limits', () => {
    expect(taken([run(100, 86), run(97, 51), run(100, 44), run(100, 0)])).toBe(3);
  });

  it('stops at the most runs for a page that misses in every run, timed or not', () => {
    expect(taken(Array.from({ length: 6 }, () => run(93, 144)))).toBe(5);
    expect(taken(Array.from({ length: 6 }, () => run(100, 0, 96)))).toBe(5);
    expect(taken(Array.from({ length: 6 }, () => run(93, 144)), 3)).toBe(3);
  });
});
