/**
 * Lighthouse gate: mobile emulation with Lighthouse's default simulated throttling, over the built
 * site served locally by the preview server (compressed as the browser asks), in Chromium from CHROME_PATH (default /usr/bin/chromium); no
 * network needed. Each page is measured LIGHTHOUSE_RUNS times (default 3) and judged on its median
 * run by performance score, as Lighthouse's own guidance advises for noisy machines. With
 * LIGHTHOUSE_MIN_RUNS lower (CI: 3 of 5), a page is measured that many times first and the rest
 * only when it is near a limit ({@link nearALimit}).
 *
 * Limits (every page): performance ≥ 98; accessibility, best practices and SEO = 100; CLS = 0;
 * total blocking time ≤ 50 ms (the median over the runs).
 * Performance and blocking time are the timed figures, so a page is judged on its median: on a
 * shared two-core machine single runs vary (the simulated 4× CPU slowdown multiplies a few
 * milliseconds of noise in a page's start-up tasks).
 * Prints every page's scores, names each page and figure over a limit, writes the reports to
 * .lighthouse/ and `{ passed, failed }` (one check per page) to .reports/lighthouse.json, and
 * exits 1 when a page misses a limit.
 *
 * Usage: `pnpm lighthouse [path…]` (default: the gated pages below). SITE_OUT_DIR serves another
 * build output than dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { type RunningChrome, startChrome } from './chrome';
import { startServer } from './server';
import { outDirFromEnvironment, SITE_ROOT as siteRoot } from './out-dir';


/**
 * The pages the gate measures: the download pages, the about pages, one archive page, and a
 * localized download page and right-to-left about page.
 */
export const GATED_PAGES = ['/download', '/download/current', '/about/previous-releases', '/about/eol', '/download/archive/v22.1.0', '/ja/download', '/ar/about/eol'];

/**
 * What fails the gate, on each page's median: performance below 98; accessibility, best practices
 * or SEO below 100; any layout shift; total blocking time above 50 ms (the median over the runs).
 *
 * Lighthouse simulates a phone from one observed load: it multiplies each main-thread task by 4 (a
 * layout task by 2) and counts what a task lasts past 50 ms after the simulated first paint. A
 * task observed before the paint can still end up after it in the simulation, so pages keep their
 * start-up tasks short and start their scripts after the first paint (`src/client/stages.ts`);
 * single runs still range 0–100 ms on a busy two-core machine, their medians 0–42 ms.
 */
export const LIMITS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0, tbt: 50 } as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  lcp: number;
  tbt: number;
  /** Audits below full marks in the categories that must be 100. */
  failing: string[];
  /** Set when Lighthouse could not record the run (its own advice is to run it again). */
  runtimeError?: string | undefined;
  report: string;
};

/** Every limit a run misses, in words. */
export function misses(run: Pick<Run, 'scores' | 'cls' | 'tbt'>): string[] {
  const found: string[] = [];
  for (const category of CATEGORIES) {
    if (run.scores[category] < LIMITS[category]) {
      found.push(`${category} ${run.scores[category]} < ${LIMITS[category]}`);
    }
  }
  if (run.cls > LIMITS.cls) {
    found.push(`CLS ${run.cls.toFixed(4)} > ${LIMITS.cls}`);
  }
  if (run.tbt > LIMITS.tbt) {
    found.push(`TBT ${Math.round(run.tbt)} ms > ${LIMITS.tbt} ms`);
  }
  return found;
}

/**
 * Whether a page measured `runs` times needs more runs before its median is trusted: when any run
 * missed a limit (a median of three could fall either side of it) or the median blocking time is
 * past half its limit (the noisiest figure, near enough to the limit for two more runs to matter).
 * A page with every run within every limit and blocking time well under it is judged on three.
 */
export function nearALimit(runs: readonly Pick<Run, 'scores' | 'cls' | 'tbt'>[]): boolean {
  return runs.some((run) => misses(run).length > 0) || medianOf(runs.map((run) => run.tbt)) > LIMITS.tbt / 2;
}

/** The median of some figures (the lower middle one for an even count). */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** The median run of a page by performance score (the lower middle one for an even count). */
export function medianRun<T extends { scores: { performance: number } }>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main(): Promise<number> {
  const pages = process.argv.length > 2 ? process.argv.slice(2) : GATED_PAGES;
  const runs = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);
  const minRuns = Math.min(runs, Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_MIN_RUNS ?? String(runs), 10) || runs));
  const root = outDirFromEnvironment(process.env);
  const server = await startServer({ root, port: 0 });
  let chrome: RunningChrome | undefined;
  const outDir = path.join(siteRoot, '.lighthouse');
  fs.mkdirSync(outDir, { recursive: true });
  let passed = 0;
  let failed = 0;
  try {
    chrome = await startChrome();
    const { port } = chrome;
    console.log(
      `Lighthouse, mobile, median of ${minRuns === runs ? `${runs} run(s)` : `${minRuns} runs, ${runs} near a limit`}: performance / accessibility / best practices / SEO, CLS`,
    );
    for (const page of pages) {
      const measured: Run[] = [];
      for (let index = 0; index < runs && (index < minRuns || nearALimit(measured.slice(0, minRuns))); index += 1) {
        let run = await measure(`${server.url}${page}`, port);
        // A run Lighthouse could not record measured nothing: it is repeated, at most twice.
        for (let retry = 0; run.runtimeError !== undefined && retry < 2; retry += 1) {
          run = await measure(`${server.url}${page}`, port);
        }
        measured.push(run);
      }
      // Scores and CLS from the median run by performance; blocking time, the noisiest figure of a
      // run, as the median over the runs on its own (one busy run must not decide it either way).
      const median = { ...medianRun(measured), tbt: medianOf(measured.map((run) => run.tbt)) };
      const missed = misses(median);
      const { scores } = median;
      console.log(
        `  ${missed.length === 0 ? 'ok  ' : 'FAIL'} ${page.padEnd(28)} ${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}` +
          `  CLS ${median.cls.toFixed(3)}  LCP ${(median.lcp / 1000).toFixed(2)} s  TBT ${Math.round(median.tbt)} ms` +
          (measured.length > 1
            ? `  (${measured.length} runs: performance ${measured.map((run) => run.scores.performance).join(', ')}; TBT ${measured.map((run) => Math.round(run.tbt)).join(', ')} ms)`
            : ''),
      );
      for (const miss of missed) {
        console.log(`       ${page}: ${miss}`);
      }
      if (median.failing.length > 0) {
        console.log(`       audits below full marks: ${median.failing.join(', ')}`);
      }
      fs.writeFileSync(path.join(outDir, `${page.replace(/\W+/g, '_') || 'home'}.json`), median.report);
      if (missed.length === 0) {
        passed += 1;
      } else {
        failed += 1;
      }
    }
  } catch (error) {
    failed += 1;
    console.error(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    // Chromium is stopped, every process of it gone, before its profile folder is removed.
    await chrome?.stop();
    await server.close();
  }
  const reportDir = path.join(siteRoot, '.reports');
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(path.join(reportDir, 'lighthouse.json'), `${JSON.stringify({ passed, failed })}\n`);
  console.log(failed === 0 ? `All ${passed} pages within the Lighthouse limits.` : `${failed} page(s) miss a Lighthouse limit.`);
  return failed === 0 ? 0 : 1;
}

async function measure(url: string, port: number): Promise<Run> {
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

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exit(await main());
}
