// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS, IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, type PaintSource, preloadStages, warmOnDemand, whenIdle } from './stages';

/** A window whose first contentful paint the test reports (`paint()`), as a browser would. */
function paintingWindow(options: { painted?: boolean; hidden?: boolean; reportsPaints?: boolean } = {}) {
  let painted = options.painted ?? false;
  const observers = new Set<PerformanceObserverCallback>();
  const entries = () => (painted ? [{ name: 'first-contentful-paint' } as PerformanceEntry] : []);
  const source: PaintSource = {
    performance: { getEntriesByName: (name: string) => entries().filter((entry) => entry.name === name) },
    document: { visibilityState: options.hidden ? 'hidden' : 'visible' },
    PerformanceObserver: Object.assign(
      class {
        constructor(private readonly callback: PerformanceObserverCallback) {}
        observe() {
          observers.add(this.callback);
        }
        disconnect() {
          observers.delete(this.callback);
        }
      },
      { supportedEntryTypes: options.reportsPaints === false ? ['resource'] : ['paint', 'resource'] },
    ),
    setTimeout: () => undefined,
  };
  return {
    source,
    paint() {
      painted = true;
      const list = { getEntriesByName: (name: string) => entries().filter((entry) => entry.name === name) } as PerformanceObserverEntryList;
      for (const callback of [...observers]) {
        callback(list, {} as PerformanceObserver);
      }
    },
    observers,
  };
}

/** Whether `promise` has settled by the time pending microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then stops observing', async () => {
    const window = paintingWindow();
    const started = afterFirstPaint(window.source);
    expect(await settled(started)).toBe(false);
    window.paint();
    expect(await settled(started)).toBe(true);
    expect(window.observers.size).toBe(0);
  });

  it('resolves at once when the page has painted already, is hidden, or the browser does not report paints', async () => {
    expect(await settled(afterFirstPaint(paintingWindow({ painted: true }).source))).toBe(true);
    expect(await settled(afterFirstPaint(paintingWindow({ hidden: true }).source))).toBe(true);
    expect(await settled(afterFirstPaint(paintingWindow({ reportsPaints: false }).source))).toBe(true);
  });

  it(`does not wait longer than ${FIRST_PAINT_FALLBACK_MS} ms for a paint that is never reported`, async () => {
    const window = paintingWindow();
    const timeout = vi.fn();
    const started = afterFirstPaint({ ...window.source, setTimeout: (callback, ms) => timeout(callback, ms) });
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), FIRST_PAINT_FALLBACK_MS);
    expect(await settled(started)).toBe(false);
    timeout.mock.calls[0]![0]();
    expect(await settled(started)).toBe(true);
    expect(window.observers.size).toBe(0);
  });
});


function page(head: string): Document {
  document.head.innerHTML = head;
  return document;
}

function preloaded(): string[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

describe('preloadStages', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads every file named on the entry's script tag", () => {
    const started = preloadStages(page('<script type="module" data-stages="/assets/react.js /assets/download-app.js"></script>'));
    expect(started).toEqual(['/assets/react.js', '/assets/download-app.js']);
    expect(preloaded()).toEqual(['/assets/react.js', '/assets/download-app.js']);
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('fetchpriority'))).toEqual(['low', 'low']);
  });

  it('does not ask twice for a file the page already preloads', () => {
    preloadStages(page('<link rel="modulepreload" href="/assets/react.js"><script type="module" data-stages="/assets/react.js /assets/app.js"></script>'));
    expect(preloaded()).toEqual(['/assets/react.js', '/assets/app.js']);
  });

  it('preloads nothing on a page whose script names no stages', () => {
    expect(preloadStages(page('<script type="module"></script>'))).toEqual([]);
    expect(preloaded()).toEqual([]);
  });
});

describe('warmOnDemand', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('preloads the files it is given at once, at low priority, marked as a warm-up', () => {
    const started = warmOnDemand(page('<script type="module" data-stages="/assets/react.js"></script>'), ['/assets/select-parts.js', '/assets/radix.js']);
    expect(started).toEqual(['/assets/select-parts.js', '/assets/radix.js']);
    expect(preloaded()).toEqual(started);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => link.getAttribute('fetchpriority'))).toEqual(['low', 'low']);
    expect(links.every((link) => link.hasAttribute('data-warm-up'))).toBe(true);
  });

  it('warms nothing twice, and nothing when given no files', () => {
    const withFiles = page('<script type="module"></script>');
    warmOnDemand(withFiles, ['/assets/select-parts.js']);
    expect(warmOnDemand(withFiles, ['/assets/select-parts.js'])).toEqual([]);
    expect(warmOnDemand(withFiles, [])).toEqual([]);
  });
});

describe('whenIdle', () => {
  it("waits for the browser's idle callback, at most IDLE_TIMEOUT_MS away", async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
    });
    const ready = whenIdle({ requestIdleCallback, setTimeout: () => undefined });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(await settled(ready)).toBe(false);
    idle?.();
    expect(await settled(ready)).toBe(true);
  });

  it('waits IDLE_FALLBACK_MS where the browser reports no idle moments', async () => {
    let later: (() => void) | undefined;
    const setTimeout = vi.fn((callback: () => void) => {
      later = callback;
    });
    const ready = whenIdle({ setTimeout });
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), IDLE_FALLBACK_MS);
    expect(await settled(ready)).toBe(false);
    later?.();
    expect(await settled(ready)).toBe(true);
  });
});
