/**
 * Lighthouse gate: mobile emulation with Lighthouse's default simulated throttling, over the built
 * site served locally by the preview server (compressed as the browser asks), in Chromium from CHROME_PATH (default /usr/bin/chromium); no
 * network needed. Each page is measured LIGHTHOUSE_RUNS times (default 3) and judged on its median
 * run by performance score, as Lighthouse's own guidance advises for noisy machines. With
 * LIGHTHOUSE_MIN_RUNS lower (CI: 3 of 5), a page is measured that many times first and the rest
 * only when it is near a limit ({@link nearALimit}); on a machine too slow to judge the timed
 * figures, once, and more only for an untimed miss ({@link anotherRun}).
 *
 * Limits (every page): performance ≥ 98; accessibility, best practices and SEO = 100; CLS = 0;
 * total blocking time ≤ 50 ms (the median over the runs).
 * Performance and blocking time are the timed figures, so a page is judged on its median: on a
 * shared two-core machine single runs vary (the simulated 4× CPU slowdown multiplies a few
 * milliseconds of noise in a page's start-up tasks).
 * A page whose only misses are timed figures (performance, blocking time) is checked against this
 * machine's floor (`machine-floor.ts`): where a control page with no script alone blocks for more
 * than half the limit, the page is not judged on this machine (skipped, loudly), never passed.
 * Prints every page's scores, names each page and figure over a limit, writes the reports to
 * .lighthouse/ and `{ passed, failed, skipped }` (one check per page) to
 * .reports/lighthouse.json, and exits 1 when a page fails.
 *
 * Usage: `pnpm lighthouse [path…]` (default: the gated pages below). SITE_OUT_DIR serves another
 * build output than dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningChrome, startChrome } from '../lib/chrome';
import { CATEGORIES, type Category, measure, medianOf, type Run } from './lighthouse-measure';
import { describeFloor, type Floor, judgesTimedLimits, measureFloor } from './machine-floor';
import { outDirFromEnvironment, SITE_ROOT as siteRoot } from '../lib/out-dir';
import { writeReport } from '../lib/reports';
import { startServer } from '../serve/preview-server';

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

/** A figure a limit applies to. */
export type Figure = Category | 'cls' | 'tbt';

/** The figures measured in time, which a slow machine moves whatever the page (`machine-floor.ts`). */
export const TIMED: ReadonlySet<Figure> = new Set<Figure>(['performance', 'tbt']);

/** One limit a run misses: the figure, and the miss in words. */
export type Miss = { figure: Figure; text: string };

/** Every limit a run misses. */
export function misses(run: Pick<Run, 'scores' | 'cls' | 'tbt'>): Miss[] {
  const found: Miss[] = [];
  for (const category of CATEGORIES) {
    if (run.scores[category] < LIMITS[category]) {
      found.push({ figure: category, text: `${category} ${run.scores[category]} < ${LIMITS[category]}` });
    }
  }
  if (run.cls > LIMITS.cls) {
    found.push({ figure: 'cls', text: `CLS ${run.cls.toFixed(4)} > ${LIMITS.cls}` });
  }
  if (run.tbt > LIMITS.tbt) {
    found.push({ figure: 'tbt', text: `TBT ${Math.round(run.tbt)} ms > ${LIMITS.tbt} ms` });
  }
  return found;
}

/**
 * A page's verdict from its misses: passed with none; failed with any miss of an untimed figure,
 * or of a timed one on a machine that can judge them; otherwise not judged (the machine's floor is
 * asked for only then, at most once per call).
 */
export async function verdict(missed: readonly Miss[], floor: () => Promise<Floor>): Promise<'passed' | 'failed' | 'not judged'> {
  if (missed.length === 0) {
    return 'passed';
  }
  if (missed.some((miss) => !TIMED.has(miss.figure))) {
    return 'failed';
  }
  return judgesTimedLimits(await floor(), LIMITS.tbt) ? 'failed' : 'not judged';
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

/** How many times a page is measured: at least `min` times, and up to `max` near a limit. */
export type RunCount = { min: number; max: number };

/**
 * This machine's floor as far as the gate knows it: `known` once it has been measured, and `ask`,
 * which measures it the first time and gives the same floor after.
 */
export type FloorSource = { readonly known: Floor | undefined; ask(): Promise<Floor> };

/** A floor measured by `measureIt` on the first ask, and given again on every later one. */
export function floorOnce(measureIt: () => Promise<Floor>): FloorSource {
  let known: Floor | undefined;
  let asked: Promise<Floor> | undefined;
  return {
    get known() {
      return known;
    },
    ask() {
      asked ??= measureIt().then((floor) => {
        known = floor;
        return floor;
      });
      return asked;
    },
  };
}

/**
 * Whether a page measured `runs` times is measured once more: up to `count.min` runs always, then
 * while it is near a limit ({@link nearALimit}), up to `count.max`. A page near a limit only
 * through its timed figures asks for the floor first: where the machine cannot judge them, more
 * runs would only refine figures that are then not judged.
 * Once the floor is known to be over half the limit, a page is measured once: its untimed figures
 * (accessibility, best practices, SEO, layout shift) are read from one run, and a page that
 * misses one is measured up to `count.max` times, so its median decides as on any machine.
 * A machine that can judge the timed figures, or has not needed to ask, measures as described above.
 */
export async function anotherRun(runs: readonly Pick<Run, 'scores' | 'cls' | 'tbt'>[], count: RunCount, floor: FloorSource): Promise<boolean> {
  if (runs.length >= count.max) {
    return false;
  }
  const untimedMiss = runs.some((run) => misses(run).some((miss) => !TIMED.has(miss.figure)));
  if (floor.known !== undefined && !judgesTimedLimits(floor.known, LIMITS.tbt)) {
    return runs.length === 0 || untimedMiss;
  }
  if (runs.length < count.min) {
    return true;
  }
  if (!nearALimit(runs.slice(0, count.min))) {
    return false;
  }
  return untimedMiss || judgesTimedLimits(await floor.ask(), LIMITS.tbt);
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
  const counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    chrome = await startChrome();
    const { port } = chrome;
    const floor = floorOnce(() =>
      measureFloor(port).then((measured) => {
        console.log(`       floor: ${describeFloor(measured, LIMITS.tbt)}`);
        return measured;
      }),
    );
    console.log(
      `Lighthouse, mobile, median of ${minRuns === runs ? `${runs} run(s)` : `${minRuns} runs, ${runs} near a limit`}: performance / accessibility / best practices / SEO, CLS`,
    );
    for (const page of pages) {
      const measured: Run[] = [];
      while (await anotherRun(measured, { min: minRuns, max: runs }, floor)) {
        measured.push(await measure(`${server.url}${page}`, port));
      }
      // Scores and CLS from the median run by performance; blocking time, the noisiest figure of a
      // run, as the median over the runs on its own (one busy run must not decide it either way).
      const median = { ...medianRun(measured), tbt: medianOf(measured.map((run) => run.tbt)) };
      const missed = misses(median);
      const { scores } = median;
      console.log(
        `  ${missed.length === 0 ? 'ok  ' : 'MISS'} ${page.padEnd(28)} ${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}` +
          `  CLS ${median.cls.toFixed(3)}  LCP ${(median.lcp / 1000).toFixed(2)} s  TBT ${Math.round(median.tbt)} ms` +
          (measured.length > 1
            ? `  (${measured.length} runs: performance ${measured.map((run) => run.scores.performance).join(', ')}; TBT ${measured.map((run) => Math.round(run.tbt)).join(', ')} ms)`
            : minRuns > 1
              ? '  (1 run: the floor is over half the limit)'
              : ''),
      );
      for (const miss of missed) {
        console.log(`       ${page}: ${miss.text}`);
      }
      if (median.failing.length > 0) {
        console.log(`       audits below full marks: ${median.failing.join(', ')}`);
      }
      fs.writeFileSync(path.join(outDir, `${page.replace(/\W+/g, '_') || 'home'}.json`), median.report);
      // A miss of the timed figures alone is judged against the floor as the machine is now: a
      // host's speed changes within a run, and a floor measured quiet at the start would judge a
      // page measured while the machine was busy (seen: the floor at 5 ms, then a script-less page
      // blocking 65 ms beside the missed ones).
      const result = await verdict(missed, () =>
        measureFloor(port).then((now) => {
          console.log(`       floor now: ${describeFloor(now, LIMITS.tbt)}`);
          return now;
        }),
      );
      if (result === 'not judged') {
        console.log(`       ${page}: NOT JUDGED on this machine (skipped): its only misses are timed, and this machine's floor is over half the limit`);
        counts.skipped += 1;
      } else {
        counts[result] += 1;
      }
    }
  } catch (error) {
    counts.failed += 1;
    console.error(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    // Chromium is stopped, every process of it gone, before its profile folder is removed.
    await chrome?.stop();
    await server.close();
  }
  writeReport('lighthouse', counts);
  if (counts.skipped > 0) {
    console.log(
      `!!! ${counts.skipped} page(s) NOT JUDGED on performance and blocking time: this machine's Chromium alone misses those limits (floor above). ` +
        'Their other limits were judged. Measure them on a machine whose floor is under half the limit before trusting their timed figures.',
    );
  }
  console.log(
    counts.failed === 0
      ? `${counts.passed} page(s) within the Lighthouse limits${counts.skipped > 0 ? `, ${counts.skipped} not judged` : ''}.`
      : `${counts.failed} page(s) miss a Lighthouse limit.`,
  );
  return counts.failed === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exit(await main());
}
