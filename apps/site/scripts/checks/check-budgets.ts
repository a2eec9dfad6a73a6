/**
 * JavaScript budgets of the built site, measured as a visitor's browser loads each page: the built
 * site is served with gzip, every gated page is opened in Chromium (`testBrowserExecutable`: CHROME_PATH,
 * else Debian's headless shell, else /usr/bin/chromium) with no input, and once the network is idle the page's weight is the gzip
 * transfer size of every script response plus its inline `<script type="application/json">`
 * payloads (hydration data counts), at their gzip size as they travel inside the gzipped HTML. Prints the figures per page
 * and exits 1 when a page is over its budget. SITE_OUT_DIR measures another build output than dist/.
 *
 * Files the download page warms once it has hydrated and is idle (`warmOnDemand` in
 * src/client/stages.ts: the selects' Radix side, so the first tap finds it) are not JavaScript
 * before input: they are printed apart and not counted, but only those the page asked for after its
 * warm-up mark, set after its hydration mark, and named by a `data-warm-up` link. Anything else,
 * the same files asked for earlier included, counts.
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

/**
 * Budgets in bytes: the download pages 107 KB, the about pages 80 KB, every other page none at all.
 * The download pages measured 114.9 KB (115.7 KB in Japanese) until the marks' path data left the
 * scripts for a sprite in the HTML, and 110.6 KB (111.4 KB) until the version reading and the
 * compatibility ranges stopped using semver and the verify commands loaded on demand: 104.0 KB
 * (104.8 KB), within the 105 KB goal of then. Two more install methods (mise and WinGet, their
 * scripts and reasons in every locale), the 2026 notices (the alpha channel, the next Current line,
 * an unmaintained method) and the typed option checks brought them to 105.4 KB (106.3 KB): the
 * budget is 107 KB since, a decision taken with those features, not a measurement made narrower.
 */
export const LIMITS = { download: 107 * KB, about: 80 * KB, static: 0 } as const;

/** The gated pages (one of each route type) and their budgets. */
export const BUDGETS: Record<string, { path: string; budget: number }> = {
  download: { path: '/download', budget: LIMITS.download },
  'download (current)': { path: '/download/current', budget: LIMITS.download },
  'previous releases': { path: '/about/previous-releases', budget: LIMITS.about },
  'end-of-life': { path: '/about/eol', budget: LIMITS.about },
  // Localized pages carry their messages inline: a Japanese download page and a right-to-left page.
  'download (ja)': { path: '/ja/download', budget: LIMITS.download },
  'end-of-life (ar)': { path: '/ar/about/eol', budget: LIMITS.about },
  home: { path: '/', budget: LIMITS.static },
  archive: { path: '/download/archive/v22.1.0', budget: LIMITS.static },
  'release page': { path: '/blog/release/v22.1.0', budget: LIMITS.static },
  '404': { path: '/404.html', budget: LIMITS.static },
  'API page': { path: '/about/api', budget: LIMITS.static },
};

/** A script the page loaded: its path and gzip transfer size. */
export type ScriptTransfer = { url: string; transfer: number };

/**
 * What a page loaded before any input: each script with its transfer size, and its inline JSON
 * payloads (gzip and raw bytes); and, apart, the scripts it warmed once hydrated and idle.
 */
export type PageWeight = {
  scripts: ScriptTransfer[];
  inlineJson: number;
  inlineJsonRaw: number;
  warmedWhenIdle?: ScriptTransfer[];
};

/** When the page marked its hydration and its warm-up, which files it warmed, and when it asked for each script. */
export type WarmUpTiming = {
  hydrated: number | undefined;
  warmUp: number | undefined;
  warmUpFiles: string[];
  requested: Record<string, number>;
};

/**
 * Splits the scripts a page loaded into those before input and those it warmed once hydrated and
 * idle: a script is warmed only if the page marked its warm-up after its hydration, named the file
 * in a warm-up link and asked for it at or after the warm-up mark.
 */
export function splitWarmUp(scripts: ScriptTransfer[], timing: WarmUpTiming): { before: ScriptTransfer[]; warmedWhenIdle: ScriptTransfer[] } {
  const { hydrated, warmUp } = timing;
  const honest = hydrated !== undefined && warmUp !== undefined && warmUp >= hydrated;
  const warmed = (script: ScriptTransfer) =>
    honest && timing.warmUpFiles.includes(script.url) && (timing.requested[script.url] ?? -1) >= warmUp;
  return { before: scripts.filter((script) => !warmed(script)), warmedWhenIdle: scripts.filter(warmed) };
}

/** The page's weight in bytes: script transfers plus inline JSON payloads. */
export function totalBytes(weight: PageWeight): number {
  return weight.scripts.reduce((sum, script) => sum + script.transfer, 0) + weight.inlineJson;
}

/** One line of the report, `ok` or `OVER`, with the page's figures. */
export function reportLine(name: string, weight: PageWeight, budget: number): { ok: boolean; line: string } {
  const total = totalBytes(weight);
  const ok = total <= budget;
  const line =
    `  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(19)} ${(total / KB).toFixed(1).padStart(6)} KB of ${budget / KB} KB` +
    `  (${weight.scripts.length} scripts ${(weight.scripts.reduce((sum, script) => sum + script.transfer, 0) / KB).toFixed(1)} KB,` +
    ` inline JSON ${(weight.inlineJson / KB).toFixed(1)} KB gzip of ${(weight.inlineJsonRaw / KB).toFixed(1)} KB)` +
    (weight.warmedWhenIdle?.length
      ? `; warmed when idle, not counted: ${weight.warmedWhenIdle.length} scripts ${(weight.warmedWhenIdle.reduce((sum, script) => sum + script.transfer, 0) / KB).toFixed(1)} KB`
      : '');
  return { ok, line };
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
  // A page that names on-demand files warms them once idle: wait for that, so they are told apart.
  if (await page.locator('script[data-on-demand]').count()) {
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARM_UP_MARK);
    await page.waitForLoadState('networkidle');
  }
  const payloads = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/json"]')].map((script) => script.textContent ?? ''),
  );
  // No named helpers inside: the function runs in the page as written (tsx would wrap them in `__name`).
  const timing: WarmUpTiming = await page.evaluate(
    ([hydratedMark, warmUpMark]) => ({
      hydrated: performance.getEntriesByName(hydratedMark, 'mark')[0]?.startTime,
      warmUp: performance.getEntriesByName(warmUpMark, 'mark')[0]?.startTime,
      warmUpFiles: [...document.querySelectorAll<HTMLLinkElement>('link[data-warm-up]')].map((link) => new URL(link.href).pathname),
      requested: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime])),
    }),
    [HYDRATED_MARK, WARM_UP_MARK] as const,
  );
  const { before, warmedWhenIdle } = splitWarmUp((await Promise.all(pending)).filter((script) => script !== undefined), timing);
  await context.close();
  return {
    scripts: before,
    warmedWhenIdle,
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
    console.log('JavaScript per page, as a browser loads it with no input (gzip transfer + inline JSON):');
    for (const [name, { path: pagePath, budget }] of Object.entries(BUDGETS)) {
      const weight = await measurePage(browser, `${server.url}${pagePath}`);
      const { ok, line } = reportLine(name, weight, budget);
      if (!ok) {
        over += 1;
      }
      console.log(line);
      if (process.argv.includes('--verbose')) {
        for (const script of weight.scripts) {
          console.log(`         ${(script.transfer / KB).toFixed(1).padStart(6)} KB ${script.url}`);
        }
        for (const script of weight.warmedWhenIdle ?? []) {
          console.log(`         ${(script.transfer / KB).toFixed(1).padStart(6)} KB ${script.url} (warmed when idle)`);
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
