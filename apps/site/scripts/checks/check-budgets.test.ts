import { describe, expect, it } from 'vitest';
import { BUDGETS, LIMITS, reportLine, splitWarmUp, totalBytes } from './check-budgets';

describe('JavaScript budgets', () => {
  it('holds the download pages to 107 KB, the about pages to 80 KB and every other page to none', () => {
    expect(BUDGETS.download?.budget).toBe(107 * 1024);
    expect(BUDGETS['download (current)']?.budget).toBe(LIMITS.download);
    expect(BUDGETS['previous releases']?.budget).toBe(80 * 1024);
    expect(BUDGETS['end-of-life']?.budget).toBe(LIMITS.about);
    for (const name of ['home', 'archive', 'release page', '404', 'API page']) {
      expect(BUDGETS[name]?.budget).toBe(0);
    }
  });

  it('counts script transfers and inline JSON, and names a page over its budget', () => {
    const weight = { scripts: [{ url: '/assets/react.js', transfer: 60_000 }, { url: '/assets/download.js', transfer: 53_000 }], inlineJson: 8_000, inlineJsonRaw: 30_000 };
    expect(totalBytes(weight)).toBe(121_000);
    expect(reportLine('download', weight, LIMITS.download)).toMatchObject({ ok: false, line: expect.stringMatching(/^ {2}OVER download +118\.2 KB of 107 KB/) });
    expect(reportLine('home', { scripts: [], inlineJson: 0, inlineJsonRaw: 0 }, 0).ok).toBe(true);
  });

  describe('files warmed once the page is idle', () => {
    const scripts = [
      { url: '/assets/react.js', transfer: 60_000 },
      { url: '/assets/select-parts.js', transfer: 20_000 },
    ];
    const timing = {
      hydrated: 900,
      warmUp: 1_000,
      warmUpFiles: ['/assets/select-parts.js'],
      requested: { '/assets/react.js': 100, '/assets/select-parts.js': 1_001 },
    };

    it('leaves out of the total a file the page warmed after its hydration and idle, and prints it apart', () => {
      const { before, warmedWhenIdle } = splitWarmUp(scripts, timing);
      expect(before.map((script) => script.url)).toEqual(['/assets/react.js']);
      expect(warmedWhenIdle.map((script) => script.url)).toEqual(['/assets/select-parts.js']);
      const weight = { scripts: before, warmedWhenIdle, inlineJson: 0, inlineJsonRaw: 0 };
      expect(totalBytes(weight)).toBe(60_000);
      expect(reportLine('download', weight, LIMITS.download).line).toMatch(/warmed when idle, not counted: 1 scripts 19\.5 KB$/);
    });

    it('counts a warm-up file asked for before the warm-up mark, a warm-up marked before hydration, and a page that marks neither', () => {
      expect(splitWarmUp(scripts, { ...timing, requested: { ...timing.requested, '/assets/select-parts.js': 500 } }).warmedWhenIdle).toEqual([]);
      expect(splitWarmUp(scripts, { ...timing, warmUp: 800 }).warmedWhenIdle).toEqual([]);
      expect(splitWarmUp(scripts, { ...timing, hydrated: undefined, warmUp: undefined }).before).toEqual(scripts);
    });

    it('counts a file asked for after the warm-up mark that no warm-up link names', () => {
      expect(splitWarmUp(scripts, { ...timing, warmUpFiles: [] }).before).toEqual(scripts);
    });
  });
});
