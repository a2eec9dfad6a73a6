import { describe, expect, it } from 'vitest';
import { BUDGETS, LIMITS, type PageWeight, reportLine, splitWarmUp, totalBytes } from './check-budgets';

const KB = 1024;
const weight = (parts: Partial<PageWeight>): PageWeight => ({ scripts: [], inlineJson: 0, inlineJsonRaw: 0, warmedWhenIdle: [], undeclared: [], ...parts });

describe('JavaScript budgets', () => {
  it('holds the download pages per visit (warm-up included) and each part, the about pages to 80 KB, the archive pages to 3 KB and every other page to none', () => {
    expect(BUDGETS.download?.budget).toEqual({ visit: 142 * KB, beforeInteractive: 107.5 * KB, warmUp: 35 * KB });
    expect(BUDGETS['download (current)']?.budget).toBe(LIMITS.download);
    expect(BUDGETS['download (ja)']?.budget).toBe(LIMITS.download);
    expect(BUDGETS['previous releases']?.budget.visit).toBe(80 * KB);
    expect(BUDGETS['end-of-life']?.budget).toBe(LIMITS.about);
    expect(BUDGETS.archive?.budget).toEqual({ visit: 3 * KB, beforeInteractive: 3 * KB, warmUp: 0 });
    for (const name of ['home', 'release page', '404', 'API page']) {
      expect(BUDGETS[name]?.budget.visit).toBe(0);
    }
  });

  it('counts script transfers, inline JSON and the warm-up in the per visit figure, prints the split, and names a page over its budget', () => {
    const page = weight({
      scripts: [{ url: '/assets/react.js', transfer: 60_000 }, { url: '/assets/download.js', transfer: 40_000 }],
      inlineJson: 8_000,
      inlineJsonRaw: 30_000,
      warmedWhenIdle: [{ url: '/assets/select-parts.js', transfer: 34_000 }],
    });
    expect(totalBytes(page)).toBe(142_000);
    const { ok, line, problems } = reportLine('download', page, LIMITS.download);
    expect(ok).toBe(true);
    expect(problems).toEqual([]);
    expect(line).toMatch(/^ {2}ok {3}download +138\.7 KB of 142 KB per visit: before interactive 105\.5 KB of 107\.5 KB .* warmed at idle 33\.2 KB of 35 KB \(1 scripts\)$/);
    const heavier = { ...page, scripts: [...page.scripts, { url: '/assets/more.js', transfer: 4_000 }] };
    expect(reportLine('download', heavier, LIMITS.download)).toMatchObject({ ok: false, problems: [expect.stringMatching(/109\.4 KB before interactive, over its 107\.5 KB/)] });
    expect(reportLine('home', weight({}), LIMITS.static).ok).toBe(true);
  });

  it('fails a warm-up over its share, naming each file it fetched with its size', () => {
    const page = weight({ warmedWhenIdle: [{ url: '/assets/select-parts.js', transfer: 30_000 }, { url: '/assets/line-data.js', transfer: 7_400 }] });
    const { ok, problems } = reportLine('download', page, LIMITS.download);
    expect(ok).toBe(false);
    expect(problems).toEqual(['download: the warm-up fetched 36.5 KB, over its 35 KB share: /assets/select-parts.js 29.3 KB, /assets/line-data.js 7.2 KB']);
  });

  it('fails a page that fetches after its warm-up mark a script it does not declare on demand, naming it and its size', () => {
    const late = { url: '/assets/tracker.js', transfer: 2_048 };
    const { ok, problems } = reportLine('download', weight({ warmedWhenIdle: [late], undeclared: [late] }), LIMITS.download);
    expect(ok).toBe(false);
    expect(problems).toEqual(['download: /assets/tracker.js (2.0 KB) was fetched after the warm-up mark without input and is not declared on demand']);
  });

  describe('the split at the warm-up mark', () => {
    const scripts = [
      { url: '/assets/react.js', transfer: 60_000 },
      { url: '/assets/select-parts.js', transfer: 20_000 },
      { url: '/assets/tracker.js', transfer: 1_000 },
    ];
    const timing = {
      hydrated: 900,
      warmUp: 1_000,
      onDemandFiles: ['/assets/select-parts.js', '/assets/linked-release-panel.js'],
      requested: { '/assets/react.js': 100, '/assets/select-parts.js': 1_001, '/assets/tracker.js': 1_500 },
    };

    it('puts what the page asked for at or after its warm-up mark in the warm-up, and names what it does not declare on demand', () => {
      const split = splitWarmUp(scripts, timing);
      expect(split.scripts.map((script) => script.url)).toEqual(['/assets/react.js']);
      expect(split.warmedWhenIdle.map((script) => script.url)).toEqual(['/assets/select-parts.js', '/assets/tracker.js']);
      expect(split.undeclared.map((script) => script.url)).toEqual(['/assets/tracker.js']);
    });

    it('counts before interactive an on-demand file asked for before the warm-up mark, and everything on a page with no marks or a warm-up marked before hydration', () => {
      expect(splitWarmUp(scripts, { ...timing, requested: { ...timing.requested, '/assets/select-parts.js': 500, '/assets/tracker.js': 600 } }).warmedWhenIdle).toEqual([]);
      expect(splitWarmUp(scripts, { ...timing, warmUp: 800 }).scripts).toEqual(scripts);
      expect(splitWarmUp(scripts, { ...timing, hydrated: undefined, warmUp: undefined }).scripts).toEqual(scripts);
    });
  });
});
