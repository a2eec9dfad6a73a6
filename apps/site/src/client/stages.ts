/**
 * How a staged entry (`src/client/download.tsx`) starts: after the page's first contentful paint,
 * with every later stage's file preloaded at once.
 *
 * The page is whole as server markup, so its scripts wait for the first paint: they take no
 * bandwidth from what the paint needs and no main-thread time before it. Module scripts already run
 * after the stylesheet has loaded and the document is parsed, so the wait is at most a frame or two.
 */

/** How long an entry waits for a first paint the browser does not report. */
export const FIRST_PAINT_FALLBACK_MS = 1000;

/** What `afterFirstPaint` reads of the window. */
export type PaintSource = {
  performance: Pick<Performance, 'getEntriesByName'>;
  document: Pick<Document, 'visibilityState'>;
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> & (new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/**
 * Resolves once the page's first contentful paint has been presented: at once if it has been, or
 * the page is hidden (a hidden page is not painted), or the browser does not report paints; else
 * when the browser reports it, or after FIRST_PAINT_FALLBACK_MS at the latest.
 */
export function afterFirstPaint(source: PaintSource): Promise<void> {
  return new Promise((resolve) => {
    const Observer = source.PerformanceObserver;
    if (
      source.performance.getEntriesByName('first-contentful-paint').length > 0 ||
      source.document.visibilityState === 'hidden' ||
      !Observer?.supportedEntryTypes.includes('paint')
    ) {
      resolve();
      return;
    }
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    source.setTimeout(() => {
      observer.disconnect();
      resolve();
    }, FIRST_PAINT_FALLBACK_MS);
  });
}

/** Adds a low-priority modulepreload link for each of `hrefs` not linked yet; returns those it added. */
function preloadAll(document: Document, hrefs: string, attributes: Record<string, string> = {}): string[] {
  const started: string[] = [];
  for (const href of hrefs.split(' ')) {
    if (href === '' || document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) {
      continue;
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    for (const [name, value] of Object.entries(attributes)) {
      link.setAttribute(name, value);
    }
    document.head.append(link);
    started.push(href);
  }
  return started;
}

/**
 * Preloads a staged entry's later files, named by the pre-render on the entry's script tag
 * (`data-stages`, from `pageAssets` in src/build/assets.ts), all at once, so that each stage's
 * `import()` finds its files fetched. A file already preloaded is not asked for twice; like every
 * script of the site, they load at low priority. Returns the files it started.
 */
export function preloadStages(document: Document): string[] {
  return preloadAll(document, document.querySelector<HTMLScriptElement>('script[data-stages]')?.dataset.stages ?? '');
}

/** Performance mark set when the page has hydrated (`src/client/download.tsx`). */
export const HYDRATED_MARK = 'page-hydrated';
/** Performance mark set when the warm-up of the on-demand files starts, after `HYDRATED_MARK`. */
export const WARM_UP_MARK = 'on-demand-warm-up';
/** Performance mark set when the warmed files have run and the selects are prepared, after `WARM_UP_MARK`. */
export const PREPARED_MARK = 'on-demand-prepared';
/** How long the warm-up waits for an idle moment the browser does not report (no `requestIdleCallback`). */
export const IDLE_FALLBACK_MS = 500;
/** The longest the warm-up waits for an idle moment on a page that stays busy. */
export const IDLE_TIMEOUT_MS = 3000;

/** What `whenIdle` reads of the window. */
export type IdleSource = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/**
 * Resolves at the browser's next idle moment (`requestIdleCallback`, at most IDLE_TIMEOUT_MS
 * away), or after IDLE_FALLBACK_MS where the browser does not report idle moments.
 */
export function whenIdle(source: IdleSource): Promise<void> {
  return new Promise((resolve) => {
    if (source.requestIdleCallback) {
      source.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      source.setTimeout(resolve, IDLE_FALLBACK_MS);
    }
  });
}

/**
 * Warms the on-demand files a first interaction needs (`files`, from `warmedAtIdle` in
 * `on-demand.ts`: the Radix side of the selects and all it imports, the statuses note), all at
 * once and at low priority, so the first tap on a select finds them fetched instead of waiting for
 * one round trip per level of imports. Called once the page has hydrated and is idle; the links
 * carry `data-warm-up`. Returns the files it started.
 */
export function warmOnDemand(document: Document, files: readonly string[]): string[] {
  return preloadAll(document, files.join(' '), { 'data-warm-up': '' });
}
