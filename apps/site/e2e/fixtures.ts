import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { ROUTES } from './routes';

/**
 * The tag of the tests whose result depends on the server that answers: status codes, headers,
 * encodings, 404 pages, malformed paths, API media types, and one page load of each kind of page
 * through it. CI runs the whole suite on the preview server and these again on nginx
 * (`--grep @server`): every other test reads the same built files whichever server sends them.
 */
export const SERVER = '@server';

/**
 * Pages that fail the test when the browser reports a Content-Security-Policy violation, a script
 * error or a console error (hydration mismatches are console errors).
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !/status of 404/.test(text)) {
        problems.push(`console error: ${text}`);
      }
      if (/Content Security Policy/i.test(text)) {
        problems.push(`CSP: ${text}`);
      }
    });
    await use(problems);
    expect(problems, 'the page reported problems').toEqual([]);
  },
});

export { expect };

/**
 * Waits until the download page's script has started: hydrated, with the detected system
 * applied (the detected line then offers its button). A click before that is a plain link's,
 * which is what tests with JavaScript off check; tests of what the script does wait for this.
 */
export async function scriptStarted(page: Page): Promise<void> {
  await expect(page.locator('[data-slot="detected"] button')).toBeVisible();
}

/** A Radix select: opens it by its label and picks an entry. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The selected text of a select, as shown on its trigger. */
export function selectValue(page: Page, label: string) {
  return page.getByRole('combobox', { name: label, exact: true });
}

/**
 * Records the layout shifts of the pages `page` loads from now on, as CLS counts them (not those
 * right after a click or key press); call it before `page.goto`. Returns a reader of the shifts so
 * far on the current page.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(globalThis, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) {
          shifts.push(entry.value);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (globalThis as unknown as { layoutShifts: number[] }).layoutShifts);
}

/**
 * An axe audit of the page, run in the page itself (axe's "legacy" mode): the default runs it in
 * parts and joins them in a second, blank page, which only pages with frames need, and no page of
 * the site has one.
 */
export function audit(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
