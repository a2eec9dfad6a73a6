/**
 * `pnpm --filter @node-downloads/site bench:tap`: how long the first and second opens of a dropdown
 * of the built download page take to show its list, on a phone as the Lighthouse gate emulates one
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower; a 412×823 touch screen). Serves
 * the built site with gzip, and for each run opens the page in a fresh browser context (empty
 * cache), waits for it to hydrate, warm and prepare its on-demand files (`src/client/download.tsx`) and be idle,
 * opens the operating-system dropdown, measures from the input (`pointerdown` of a tap, `keydown`
 * of Enter on the focused trigger) to the first frame showing the list, closes it and opens it
 * again. Each run measures a tap in one fresh page and the keyboard in another (focus, then
 * Enter): both are a first use.
 *
 * Beside its own figure, each open's Interaction to Next Paint as Google's `web-vitals` library
 * measures it in the page (`onINP` with attribution and `reportAllChanges`; the library is added to
 * the page by the benchmark only, never shipped by the site). The library reports INP when it
 * grows: the second open has a figure of its own only when it was slower than the first.
 *
 * Judged by ratio, which holds on any machine. The goal: the median first open at most
 * GOAL_FIRST_TO_SECOND (1.25) times the median second, by tap and by keyboard, so that the first use
 * does no work the second skips; it is reported, met or not (the download page measures about 1.4
 * to 1.6 today: the first open still mounts Radix's open list for the first time). The limit:
 * exits 1 when the median first open is over MAX_FIRST_TO_SECOND (2) times the second, by tap or by
 * keyboard (`firstTooSlow`), in a measurement and again in a second one of twice the runs taken
 * after the miss (a busy machine can tip a median of five once; a fresh-clone run measured 2.76
 * by keyboard, then 1.50): a page that lost its warm-up measured 2.9. The absolute
 * figures are reports. Writes `{ passed, failed, skipped }` to .reports/tap.json.
 *
 * Options: `--runs=5`; `--path=/download`; `--without-warm-up` measures the page with its warm-up
 * taken out (the `data-on-demand` list removed as the page is parsed), as it was before it, and
 * does not judge. SITE_OUT_DIR measures another build output than dist/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { HYDRATED_MARK, PREPARED_MARK } from '../../src/client/stages';
import { CHROME_FLAGS, chromeExecutable } from '../lib/chrome';
import { outDirFromEnvironment } from '../lib/out-dir';
import { writeReport } from '../lib/reports';
import { startServer } from '../serve/preview-server';
import { WITHOUT_WARM_UP } from '../lib/disable-warm-up-script';

/** The goal: an open shows its list within 250 ms, the first included (a report, not judged). */
export const GOAL_MS = 250;
/** The goal: the median first open at most this many times the median second (reported). */
export const GOAL_FIRST_TO_SECOND = 1.25;
/** The benchmark fails when the median first open is over this many times the median second. */
export const MAX_FIRST_TO_SECOND = 2;

/** The Lighthouse gate's mobile throttling (its defaults: `mobileSlow4G`, CPU ×4), applied through CDP. */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** How a dropdown is opened: a tap on its trigger, or Enter on the focused trigger. */
export type OpenBy = 'tap' | 'keyboard';

/**
 * Whether the medians fail the benchmark: the first open over MAX_FIRST_TO_SECOND times the second
 * (the same list opened with everything loaded and built: what this machine takes for the rest).
 */
export function firstTooSlow(firstMedian: number, secondMedian: number): boolean {
  return firstMedian > MAX_FIRST_TO_SECOND * secondMedian;
}

/** Whether the medians meet the goal: the first open at most GOAL_FIRST_TO_SECOND times the second. */
export function meetsGoal(firstMedian: number, secondMedian: number): boolean {
  return firstMedian <= GOAL_FIRST_TO_SECOND * secondMedian;
}

/** The median of some figures (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) {
    throw new Error('median of no figures');
  }
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One web-vitals INP report: its value and when its interaction started. */
export type InpReport = { value: number; interactionTime: number };

/**
 * The INP web-vitals reported for the interaction that started at `start` (the input's time
 * stamp), or `undefined` when it reported none for it (it did not raise the page's INP).
 */
export function inpOf(reports: readonly InpReport[], start: number): number | undefined {
  return reports.findLast((report) => Math.abs(report.interactionTime - start) < 1)?.value;
}

/**
 * In the page: resolves with the input's time stamp and the milliseconds from it to the first
 * frame after a list box is laid out, for the next `pointerdown` or the next `keydown`. A string,
 * so that it runs in the page exactly as written.
 */
const measureNextOpen = (event: 'pointerdown' | 'keydown') => `new Promise((resolve) => {
  addEventListener(${JSON.stringify(event)}, (event) => {
    const start = event.timeStamp;
    const check = () => {
      const list = document.querySelector('[role="listbox"]');
      if (list && list.getBoundingClientRect().height > 0) {
        requestAnimationFrame((frame) => resolve({ start, duration: frame - start }));
      } else {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  }, { capture: true, once: true });
})`;

/**
 * The web-vitals attribution build (its IIFE, defining `webVitals`) and the page's listener keeping
 * every INP report, as one script: Playwright runs an init script in a scope of its own.
 */
function webVitalsScript(): string {
  const module = fileURLToPath(import.meta.resolve('web-vitals/attribution'));
  const iife = readFileSync(path.join(path.dirname(module), 'web-vitals.attribution.iife.js'), 'utf8');
  const listen = `globalThis.__inpReports = [];
webVitals.onINP((metric) => {
  globalThis.__inpReports.push({ value: metric.value, interactionTime: metric.attribution.interactionTime });
}, { reportAllChanges: true, durationThreshold: 0 });`;
  return `${iife}\n${listen}`;
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

/** One open: its own figure, and web-vitals' INP for it when the library reported one. */
export type Open = { duration: number; inp: number | undefined };

/** One run: a fresh phone context, the page hydrated and idle, two opens the same way. */
async function run(browser: Browser, url: string, warmUp: boolean, by: OpenBy): Promise<{ first: Open; second: Open }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // The measuring code is evaluated from strings (so it runs as written), which the site's CSP forbids.
    bypassCSP: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  });
  try {
    const page = await context.newPage();
    if (!warmUp) {
      await page.addInitScript(WITHOUT_WARM_UP);
    }
    await page.addInitScript(webVitalsScript());
    await throttle(context, page);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) {
      throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    }
    await page.waitForFunction(`performance.getEntriesByName(${JSON.stringify(HYDRATED_MARK)}).length > 0`, undefined, { timeout: 60_000 });
    if (warmUp) {
      // The warmed code has run and the selects are prepared (`src/client/download.tsx`).
      await page.waitForFunction(`performance.getEntriesByName(${JSON.stringify(PREPARED_MARK)}).length > 0`, undefined, { timeout: 60_000 });
    }
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // The page at rest: two idle periods in a row (the warmed code has run, background work is done).
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve)))');
    const trigger = page.getByRole('combobox', { name: 'Operating system', exact: true }).first();
    const open = async (): Promise<Open> => {
      const measured = page.evaluate(measureNextOpen(by === 'tap' ? 'pointerdown' : 'keydown')) as Promise<{ start: number; duration: number }>;
      if (by === 'tap') {
        await trigger.tap();
      } else {
        await trigger.focus();
        await page.keyboard.press('Enter');
      }
      const { start, duration } = await measured;
      // web-vitals reports an interaction once its frame is done, at an idle moment: wait for two.
      await page.evaluate('new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve)))');
      return { duration, inp: inpOf((await page.evaluate('globalThis.__inpReports')) as InpReport[], start) };
    };
    const first = await open();
    await page.keyboard.press('Escape');
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    const second = await open();
    return { first, second };
  } finally {
    await context.close();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)} ms`);

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}

/** Serves the built site, runs the benchmark and prints its figures; exits 1 when `firstTooSlow` by tap or by keyboard. */
/**
 * Measures `runs` runs of each way of opening, prints each run and the medians with their ratio
 * against the goal and the limit, and gives the ways whose median first open is over the limit.
 */
async function measureAndJudge(browser: Browser, url: string, runs: number, warmUp: boolean): Promise<OpenBy[]> {
  const results: Record<OpenBy, { first: Open[]; second: Open[] }> = { tap: { first: [], second: [] }, keyboard: { first: [], second: [] } };
  for (let index = 1; index <= runs; index += 1) {
    for (const by of ['tap', 'keyboard'] as const) {
      const { first, second } = await run(browser, url, warmUp, by);
      results[by].first.push(first);
      results[by].second.push(second);
      console.log(
        `  run ${index} ${by.padEnd(8)}: first ${ms(first.duration)} (INP ${ms(first.inp)}), second ${ms(second.duration)} (INP ${second.inp === undefined ? 'not above the first' : ms(second.inp)})`,
      );
    }
  }
  const missed: OpenBy[] = [];
  for (const by of ['tap', 'keyboard'] as const) {
    const first = median(results[by].first.map((open) => open.duration));
    const second = median(results[by].second.map((open) => open.duration));
    const firstInp = results[by].first.flatMap((open) => (open.inp === undefined ? [] : [open.inp]));
    const verdict = firstTooSlow(first, second) ? `OVER the ${MAX_FIRST_TO_SECOND}× limit` : meetsGoal(first, second) ? 'goal met' : `within the ${MAX_FIRST_TO_SECOND}× limit, goal not met`;
    console.log(
      `Median of ${runs} by ${by}: first ${ms(first)}, second ${ms(second)}, ratio ${(first / second).toFixed(2)} (goal ${GOAL_FIRST_TO_SECOND}×: ${verdict}); ` +
        `first open's INP ${firstInp.length > 0 ? ms(median(firstInp)) : '—'} (goal ${GOAL_MS} ms, reported)`,
    );
    if (firstTooSlow(first, second)) {
      missed.push(by);
    }
  }
  return missed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      path: { type: 'string', default: '/download' },
      'without-warm-up': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs takes a whole number of runs of at least 1, not "${values.runs}"`);
  }
  const warmUp = !values['without-warm-up'];
  const server = await startServer({ root: outDirFromEnvironment(process.env), port: 0, encodings: ['gzip'] });
  const browser = await chromium.launch({ executablePath: chromeExecutable(), args: CHROME_FLAGS });
  let missed: OpenBy[] = [];
  try {
    console.log(
      `Open → list shown on ${values.path}${warmUp ? '' : ' without its warm-up'}: ${THROTTLING.latencyMs} ms round trip, 1.6 Mbps, CPU ×${THROTTLING.cpuSlowdown}, touch; INP as web-vitals measures it`,
    );
    missed = await measureAndJudge(browser, `${server.url}${values.path}`, runs, warmUp);
    if (warmUp && missed.length > 0) {
      console.log(`Over ${MAX_FIRST_TO_SECOND}× by ${missed.join(' and ')}: measured again with twice the runs, since a busy machine can tip a median once.`);
      const again = await measureAndJudge(browser, `${server.url}${values.path}`, runs * 2, warmUp);
      missed = missed.filter((by) => again.includes(by));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const failed = missed.length;
  if (!warmUp) {
    return;
  }
  writeReport('tap', { passed: failed === 0 ? 1 : 0, failed: failed === 0 ? 0 : 1, skipped: 0 });
  if (failed > 0) {
    console.log(`The first open does work the second skips: its median is over ${MAX_FIRST_TO_SECOND}× the second's, in two measurements.`);
    process.exit(1);
  }
}
