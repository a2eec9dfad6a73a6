// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS, type PaintSource, preloadStages } from './stages';

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
