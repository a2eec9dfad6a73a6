/**
 * JavaScript budgets of the built site, measured as a visitor's browser loads each page: the built
 * site is served with gzip, every gated page is opened in Chromium (`testBrowserExecutable`: CHROME_PATH,
 * else Debian's headless shell, else /usr/bin/chromium) with no input, and once the network is idle the page's weight is the gzip
 * transfer size of every script response plus its inline `<script type="application/json">`
 * payloads (hydration data counts), at their gzip size as they travel inside the gzipped HTML. Prints the figures per page
 * and exits 1 when a page is over a budget. SITE_OUT_DIR measures another build output than dist/.
 *
 * A page's figure is everything it loads without input: its warm-up included (the files the download
 * page fetches once it has hydrated and is idle, `warmOnDemand` in src/client/stages.ts). The split
 * is printed beside it: before interactive (asked for before the warm-up mark) and warmed at idle
 * (asked for at or after it), each with a budget of its own. A script asked for after the warm-up
 * mark that the page does not declare on demand (`data-on-demand` on its script tag) fails the
 * page, named with its size; so does a warm-up over its share, with each file it fetched.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { HYDRATED_MARK, WARM_UP_MARK } from '../../src/client/stages';
import { CHROME_FLAGS, testBrowserExecutable } from '../lib/chrome';
import { outDirFromEnvironment } from '../lib/out-dir';
import { startServer } from '../serve/preview-server';

const KB = 1024;

/** A page's budgets in bytes: all it loads without input, and the two parts of it. */
export type Budget = { visit: number; beforeInteractive: number; warmUp: number };

/**
 * Budgets: every page's per visit figure, its part before interactive and its warm-up's share.
 * Each is set just above what the page needs, so growth is a decision; why each is what it is, and
 * the figures measured when it was set, are in docs/checks.md ("JavaScript budgets"). Every byte a
 * visit loads stays in the count.
 */
export const LIMITS = {
  download: { visit: 142 * KB, beforeInteractive: 107.5 * KB, warmUp: 35 * KB },
  about: { visit: 80 * KB, beforeInteractive: 80 * KB, warmUp: 0 },
  /**
   * Archive pages: the script of "Check a downloaded file", the chunk it shares with the download
   * page's check (the streamed hasher and the matcher) and the preload helper of its one `import()`
   * (hash-wasm, some 6.6 KB, loaded only when a file is chosen, so outside the count): 2.9 KB.
   */
  archive: { visit: 3 * KB, beforeInteractive: 3 * KB, warmUp: 0 },
  static: { visit: 0, beforeInteractive: 0, warmUp: 0 },
} as const satisfies Record<string, Budget>;

/** The gated pages (one of each route type) and their budgets. */
export const BUDGETS: Record<string, { path: string; budget: Budget }> = {
  download: { path: '/download', budget: LIMITS.download },
  'download (current)': { path: '/download/current', budget: LIMITS.download },
  'previous releases': { path: '/about/previous-releases', budget: LIMITS.about },
  'end-of-life': { path: '/about/eol', budget: LIMITS.about },
  // Localized pages carry their messages inline: a Japanese download page and a right-to-left page.
  'download (ja)': { path: '/ja/download', budget: LIMITS.download },
  'end-of-life (ar)': { path: '/ar/about/eol', budget: LIMITS.about },
  home: { path: '/', budget: LIMITS.static },
  archive: { path: '/download/archive/v22.1.0', budget: LIMITS.archive },
  'release page': { path: '/blog/release/v22.1.0', budget: LIMITS.static },
  '404': { path: '/404.html', budget: LIMITS.static },
  'API page': { path: '/about/api', budget: LIMITS.static },
};

/** A script the page loaded: its path and gzip transfer size. */
export type ScriptTransfer = { url: string; transfer: number };

/**
 * What a page loaded without input: the scripts before it was interactive and its inline JSON
 * payloads (gzip and raw bytes), the scripts it warmed once hydrated and idle, and among those the
 * ones it does not declare on demand.
 */
export type PageWeight = {
  scripts: ScriptTransfer[];
  inlineJson: number;
  inlineJsonRaw: number;
  warmedWhenIdle: ScriptTransfer[];
  undeclared: ScriptTransfer[];
};

/** When the page marked its hydration and its warm-up, which files it declares on demand, and when it asked for each script. */
export type WarmUpTiming = {
  hydrated: number | undefined;
  warmUp: number | undefined;
  onDemandFiles: string[];
  requested: Record<string, number>;
};

/**
 * Splits the scripts a page loaded into those before it was interactive and those it fetched once
 * hydrated and idle: at or after its warm-up mark, when that mark follows its hydration mark (else
 * every script is before interactive). Of the latter, those the page does not declare on demand
 * are named apart.
 */
export function splitWarmUp(scripts: ScriptTransfer[], timing: WarmUpTiming): Pick<PageWeight, 'scripts' | 'warmedWhenIdle' | 'undeclared'> {
  const { hydrated, warmUp } = timing;
  const marked = hydrated !== undefined && warmUp !== undefined && warmUp >= hydrated;
  const late = (script: ScriptTransfer) => marked && (timing.requested[script.url] ?? -1) >= warmUp;
  const warmedWhenIdle = scripts.filter(late);
  return {
    scripts: scripts.filter((script) => !late(script)),
    warmedWhenIdle,
    undeclared: warmedWhenIdle.filter((script) => !timing.onDemandFiles.includes(script.url)),
  };
}

const sum = (scripts: readonly ScriptTransfer[]) => scripts.reduce((total, script) => total + script.transfer, 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The page's bytes before interactive: its scripts then plus its inline JSON payloads. */
export function beforeInteractiveBytes(weight: PageWeight): number {
  return sum(weight.scripts) + weight.inlineJson;
}

/** Everything the page loaded without input: before interactive and warmed at idle. */
export function totalBytes(weight: PageWeight): number {
  return beforeInteractiveBytes(weight) + sum(weight.warmedWhenIdle);
}

/**
 * The report of one page: a line `ok` or `OVER` with its per visit figure and the split beside it,
 * and a line per failure, naming the files: one fetched after the warm-up mark that the page does not
 * declare on demand, or every file of a warm-up over its share.
 */
export function reportLine(name: string, weight: PageWeight, budget: Budget): { ok: boolean; line: string; problems: string[] } {
  const before = beforeInteractiveBytes(weight);
  const warmed = sum(weight.warmedWhenIdle);
  const problems: string[] = [];
  for (const script of weight.undeclared) {
    problems.push(`${name}: ${script.url} (${kb(script.transfer)} KB) was fetched after the warm-up mark without input and is not declared on demand`);
  }
  if (warmed > budget.warmUp) {
    const files = weight.warmedWhenIdle.map((script) => `${script.url} ${kb(script.transfer)} KB`).join(', ');
    problems.push(`${name}: the warm-up fetched ${kb(warmed)} KB, over its ${budget.warmUp / KB} KB share: ${files}`);
  }
  if (before > budget.beforeInteractive) {
    problems.push(`${name}: ${kb(before)} KB before interactive, over its ${budget.beforeInteractive / KB} KB`);
  }
  const total = before + warmed;
  const ok = total <= budget.visit && problems.length === 0;
  const line =
    `  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(19)} ${kb(total).padStart(6)} KB of ${budget.visit / KB} KB per visit:` +
    ` before interactive ${kb(before)} KB of ${budget.beforeInteractive / KB} KB` +
    ` (${weight.scripts.length} scripts ${kb(sum(weight.scripts))} KB, inline JSON ${kb(weight.inlineJson)} KB gzip of ${kb(weight.inlineJsonRaw)} KB),` +
    ` warmed at idle ${kb(warmed)} KB of ${budget.warmUp / KB} KB (${weight.warmedWhenIdle.length} scripts)`;
  return { ok, line, problems };
}

/** Opens `url` in `browser`, waits for the network to be idle and returns what it loaded. */
export async function measurePage(browser: import('playwright-core').Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{ url: string; transfer: number } | undefined>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      pending.push(
        request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, transfer: sizes.responseBodySize })),
      );
    }
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) {
    throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  }
  // A page that names on-demand files warms some once idle: wait for that, so the parts are told apart.
  if (await page.locator('script[data-on-demand]').count()) {
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARM_UP_MARK);
    // Every warmed file has arrived (a resource entry is written once its response has), then a
    // quiet second with no request: the network may have been idle before the warm-up started.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[data-warm-up]')].every((link) => performance.getEntriesByName(link.href).length > 0),
    );
    for (let seen = -1, now = 0; now !== seen; ) {
      seen = now;
      await page.waitForTimeout(1000);
      now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    }
  }
  const payloads = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/json"]')].map((script) => script.textContent ?? ''),
  );
  // No named helpers inside: the function runs in the page as written (tsx would wrap them in `__name`).
  const timing: WarmUpTiming = await page.evaluate(
    ([hydratedMark, warmUpMark]) => ({
      hydrated: performance.getEntriesByName(hydratedMark, 'mark')[0]?.startTime,
      warmUp: performance.getEntriesByName(warmUpMark, 'mark')[0]?.startTime,
      // `name:file,file` per group (src/build/assets.ts): every file of every group.
      onDemandFiles: (document.querySelector<HTMLScriptElement>('script[data-on-demand]')?.dataset.onDemand ?? '')
        .split(' ')
        .flatMap((group) => group.slice(group.indexOf(':') + 1).split(','))
        .filter((file) => file !== ''),
      requested: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime])),
    }),
    [HYDRATED_MARK, WARM_UP_MARK] as const,
  );
  const split = splitWarmUp((await Promise.all(pending)).filter((script) => script !== undefined), timing);
  await context.close();
  return {
    ...split,
    inlineJson: payloads.reduce((sum, text) => sum + zlib.gzipSync(text, { level: 9 }).length, 0),
    inlineJsonRaw: payloads.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
  };
}


if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // Gzip only, as the budgets are set in gzip transfer (a browser that accepts brotli gets less).
  const server = await startServer({ root: outDirFromEnvironment(process.env), port: 0, encodings: ['gzip'] });
  const browser = await chromium.launch({ executablePath: testBrowserExecutable(), args: CHROME_FLAGS });
  let over = 0;
  try {
    console.log('JavaScript per page, all a browser loads with no input, warm-up included (gzip transfer + inline JSON):');
    for (const [name, { path: pagePath, budget }] of Object.entries(BUDGETS)) {
      const weight = await measurePage(browser, `${server.url}${pagePath}`);
      const { ok, line, problems } = reportLine(name, weight, budget);
      if (!ok) {
        over += 1;
      }
      console.log(line);
      for (const problem of problems) {
        console.log(`  OVER ${problem}`);
      }
      if (process.argv.includes('--verbose')) {
        for (const script of weight.scripts) {
          console.log(`         ${(script.transfer / KB).toFixed(1).padStart(6)} KB ${script.url}`);
        }
        for (const script of weight.warmedWhenIdle) {
          console.log(`         ${(script.transfer / KB).toFixed(1).padStart(6)} KB ${script.url} (warmed at idle)`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(over === 0 ? 'All pages within budget.' : `${over} pages over budget: see the OVER lines above.`);
  process.exit(over === 0 ? 0 : 1);
}
