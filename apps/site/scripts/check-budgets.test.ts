import { describe, expect, it } from 'vitest';
import { BUDGETS, LIMITS, reportLine, totalBytes } from './check-budgets';

describe('JavaScript budgets', () => {
  it('holds the download pages to 118 KB, the about pages to 80 KB and every other page to none', () => {
    expect(BUDGETS.download?.budget).toBe(118 * 1024);
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
    expect(reportLine('download', weight, LIMITS.download)).toMatchObject({ ok: false, line: expect.stringMatching(/^ {2}OVER download +118\.2 KB of 118 KB/) });
    expect(reportLine('home', { scripts: [], inlineJson: 0, inlineJsonRaw: 0 }, 0).ok).toBe(true);
  });
});
