import type { Page } from '@playwright/test';
import { WITHOUT_WARM_UP } from '../scripts/lib/disable-warm-up-script';
import { HYDRATED_MARK, WARM_UP_MARK } from '../src/client/stages';
import { expect, ROUTES, SERVER, scriptStarted, test, watchLayoutShifts } from './fixtures';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/**
 * Every report React or the browser makes while the page starts: console errors and warnings
 * (React's recoverable errors, hydration mismatches among them, are reported as console errors by
 * the site's roots) and uncaught errors.
 */
function collectReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      reports.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => reports.push(`page error: ${error.message}`));
  return reports;
}

/** Waits until the page's scripts ran and the network is quiet. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

test.describe('hydration', () => {
  test.use({ userAgent: LINUX_UA });

  const pages = [
    ROUTES.download,
    ROUTES.downloadCurrent,
    `${ROUTES.download}?os=win&platform=arm64&method=fnm&pm=pnpm`,
    `${ROUTES.download}?os=nope&platform=&method=x`,
    ROUTES.previousReleases,
    ROUTES.eol,
    // Localized pages hydrate with the messages of their locale.
    '/ja/download',
    '/ar/download/current?os=win&platform=arm64&method=fnm&pm=pnpm',
    '/de/about/eol',
  ];
  for (const path of pages) {
    test(`${path}: no recoverable error, hydration mismatch or console error`, { tag: SERVER }, async ({ page }) => {
      const reports = collectReports(page);
      await page.goto(path);
      await settle(page);
      expect(reports).toEqual([]);
    });
  }

  const noShift: [string, string, { width: number; height: number }, string][] = [
    [ROUTES.download, 'on a phone', { width: 412, height: 823 }, ANDROID_UA],
    [ROUTES.downloadCurrent, 'on a phone', { width: 412, height: 823 }, ANDROID_UA],
    [`${ROUTES.download}?os=win&platform=arm64&method=fnm&pm=pnpm`, 'on a desktop', { width: 1280, height: 720 }, LINUX_UA],
  ];
  for (const [path, where, viewport, userAgent] of noShift) {
    test(`${path} ${where}: detection and the query are applied after hydrating, with no layout shift`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, userAgent });
      const page = await context.newPage();
      const reports = collectReports(page);
      const layoutShifts = await watchLayoutShifts(page);
      await page.goto(path);
      await expect(page.locator('[data-slot="detected"]')).not.toHaveText('Detecting your system…');
      await settle(page);
      expect(await layoutShifts()).toEqual([]);
      expect(reports).toEqual([]);
      await context.close();
    });
  }

  test('a server markup that differs from the first client render is caught', async ({ page }) => {
    const reports = collectReports(page);
    await page.route(`**${ROUTES.download}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('Detecting your system…', 'Detecting your system (changed)…');
      await route.fulfill({ response, body: html });
    });
    await page.goto(ROUTES.download);
    // Hydration runs in slices after the scripts have arrived, so on a busy machine the network
    // can be quiet before React has compared the markup: the report is waited for, not looked for
    // once the page is quiet.
    await expect.poll(() => reports.join('\n'), { timeout: 15_000 }).toMatch(/React recoverable error/);
  });
});

test.describe('start-up scripts', () => {
  test.use({ userAgent: LINUX_UA });

  test("the download page's later script files load after its first paint, each once, and the page then hydrates", async ({ page }) => {
    const reports = collectReports(page);
    const events: string[] = [];
    page.on('request', (request) => events.push(`request ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => events.push(`finished ${new URL(request.url()).pathname}`));
    await page.goto(ROUTES.download);
    await expect(page.locator('[data-slot="detected"]')).not.toHaveText('Detecting your system…');
    await settle(page);
    const stages = (await page.locator('script[data-stages]').getAttribute('data-stages'))?.split(' ') ?? [];
    // React and the page's own modules, at least, are loaded as later stages.
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const styleSheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    const styleSheetLoaded = events.indexOf(`finished ${styleSheet}`);
    expect(styleSheetLoaded).toBeGreaterThan(-1);
    for (const file of stages) {
      const requests = events.flatMap((event, index) => (event === `request ${file}` ? [index] : []));
      expect(requests, file).toHaveLength(1);
      expect(requests[0], `${file} is asked for after the stylesheet has loaded`).toBeGreaterThan(styleSheetLoaded);
    }
    const timings = await page.evaluate((files) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const starts = files.map((file) => performance.getEntriesByName(new URL(file, location.href).href)[0]?.startTime ?? Number.NaN);
      return { paint, starts };
    }, stages);
    expect(timings.paint).toBeGreaterThan(0);
    for (const [index, start] of timings.starts.entries()) {
      expect(start, `${stages[index]} starts after the first paint`).toBeGreaterThanOrEqual(timings.paint);
    }
    expect(reports).toEqual([]);
  });
});

test.describe('days shown while hydrating', () => {
  test.use({ userAgent: LINUX_UA });

  // Building a locale's first date formatter loads its calendar data: one long task on a slow
  // phone. The pre-render hands the days the markup shows to the script (`src/i18n/days.ts`).
  for (const path of [ROUTES.downloadCurrent, '/ja/download/current', ROUTES.download]) {
    test(`${path} hydrates without building a date formatter, and still shows its days`, async ({ page }) => {
      const reports = collectReports(page);
      // Counted up to the moment the hydrated mark is set: a day formatted later (the warm-up's
      // idle work, a busy machine's late poll) is not hydration's.
      await page.addInitScript((hydratedMark) => {
        const counted = globalThis as unknown as { dateFormatsBuilt: number; dateFormatsWhenHydrated?: number };
        counted.dateFormatsBuilt = 0;
        Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
          construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
            counted.dateFormatsBuilt += 1;
            return new target(...args);
          },
          apply(target, self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
            counted.dateFormatsBuilt += 1;
            return Reflect.apply(target, self, args);
          },
        });
        const mark = performance.mark.bind(performance);
        performance.mark = (name, options) => {
          if (name === hydratedMark) {
            counted.dateFormatsWhenHydrated = counted.dateFormatsBuilt;
          }
          return mark(name, options);
        };
      }, HYDRATED_MARK);
      await page.goto(path);
      const shown = await page.locator('#app time').allTextContents();
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
      expect(await page.evaluate(() => (globalThis as unknown as { dateFormatsWhenHydrated?: number }).dateFormatsWhenHydrated)).toBe(0);
      expect(await page.locator('#app time').allTextContents()).toEqual(shown);
      expect(reports).toEqual([]);
    });
  }
});

test.describe('deferred selects', () => {
  test.use({ userAgent: LINUX_UA });

  test('Radix Select loads only once the page has hydrated and is idle, all its files at once, and the first open works from the keyboard', async ({ page, problems }) => {
    await page.goto(ROUTES.download);
    await settle(page);
    await scriptStarted(page);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARM_UP_MARK);
    // Every warmed file has arrived (a resource entry is written once its response has).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[data-warm-up]')].every((link) => performance.getEntriesByName(link.href).length > 0),
    );
    const timings = await page.evaluate(
      ([hydratedMark, warmUpMark]) => ({
        hydrated: performance.getEntriesByName(hydratedMark)[0]?.startTime ?? Number.NaN,
        warmUp: performance.getEntriesByName(warmUpMark)[0]?.startTime ?? Number.NaN,
        warmed: [...document.querySelectorAll<HTMLLinkElement>('link[data-warm-up]')].map((link) => new URL(link.href).pathname),
        starts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }),
      [HYDRATED_MARK, WARM_UP_MARK] as const,
    );
    expect(timings.warmUp).toBeGreaterThanOrEqual(timings.hydrated);
    // The select's Radix side and what it imports are warmed, and each is asked for once, after the warm-up mark.
    expect(timings.warmed.some((file) => /\/select-parts-/.test(file))).toBe(true);
    expect(timings.warmed.length).toBeGreaterThan(1);
    // What only a shared link or an opened verify box needs is not.
    expect(timings.starts.filter((entry) => /\/(linked-release-panel|line-data|verify-commands)-/.test(entry.path))).toEqual([]);
    for (const file of timings.warmed) {
      const requests = timings.starts.filter((entry) => entry.path === file);
      expect(requests, `${file} is asked for once`).toHaveLength(1);
      expect(requests[0]!.start, `${file} is asked for after the warm-up mark`).toBeGreaterThanOrEqual(timings.warmUp);
    }
    const trigger = page.getByRole('combobox', { name: 'Package manager', exact: true });
    await trigger.focus();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a select reached before the warm-up loads its Radix side then, and opens from the keyboard', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    await page.addInitScript(WITHOUT_WARM_UP);
    await page.goto(ROUTES.download);
    await settle(page);
    await scriptStarted(page);
    const selectParts = () => scripts.filter((script) => /\/select-parts-/.test(script));
    expect(selectParts()).toEqual([]);
    const trigger = page.getByRole('combobox', { name: 'Package manager', exact: true });
    await trigger.focus();
    await expect(trigger).toBeFocused();
    await expect.poll(selectParts).toHaveLength(1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the first click on a select not yet loaded opens its list', async ({ page, problems }) => {
    await page.addInitScript(WITHOUT_WARM_UP);
    await page.goto(ROUTES.download);
    await settle(page);
    await scriptStarted(page);
    // A click with no pointer movement before it (as from assistive technology).
    await page.getByRole('combobox', { name: 'Install method', exact: true }).dispatchEvent('click');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
