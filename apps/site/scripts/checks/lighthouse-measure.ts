/**
 * One Lighthouse run of one page, as the site's timed checks take it: mobile emulation with
 * Lighthouse's default simulated throttling, in a Chromium already started (`chrome.ts`), reduced
 * to the figures the checks judge.
 */
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type Category = (typeof CATEGORIES)[number];

export type Run = {
  scores: Record<Category, number>;
  cls: number;
  lcp: number;
  tbt: number;
  /** Audits below full marks in the categories that must be 100. */
  failing: string[];
  /** Set when Lighthouse could not record the run (its own advice is to run it again). */
  runtimeError?: string | undefined;
  report: string;
};

/** The median of some figures (the lower middle one for an even count). */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** Measures `url` once in the Chromium listening on `port`; a run Lighthouse could not record is repeated, at most twice. */
export async function measure(url: string, port: number): Promise<Run> {
  let run = await measureOnce(url, port);
  for (let retry = 0; run.runtimeError !== undefined && retry < 2; retry += 1) {
    run = await measureOnce(url, port);
  }
  return run;
}

async function measureOnce(url: string, port: number): Promise<Run> {
  // No full-page screenshot: it is taken after the page's trace, for the report's element
  // thumbnails only, and cost 1.2 s of each run's 6.4 s (35 runs in CI); no score or figure uses it.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
  });
  if (!result) {
    throw new Error(`Lighthouse returned nothing for ${url}`);
  }
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) {
    console.log(`       ${url}: Lighthouse run error ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        CATEGORIES.some((id) => id !== 'performance' && categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)),
    )
    .map((audit) => audit.id);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
    failing,
    report: result.report as string,
    runtimeError: result.lhr.runtimeError?.code,
  };
}
