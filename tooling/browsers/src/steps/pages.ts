/** Every kind of page loads with no console error, page error or CSP violation; Japanese and Arabic pages as the Chromium suite expects them. */
import { ROUTES } from '@node-downloads/site/e2e/routes';
import { describe, expect, test } from 'vitest';
import type { BrowserPage } from '../driver';
import { inPage, textOf, waitFor, waitForText } from '../page-tools';

/** The Chromium suite's own 404 page example (e2e/accessibility.spec.ts). */
const NOT_FOUND = '/download/archive/v99.0.0';
/** The pages whose script detects the visitor's system. */
const DOWNLOAD_PAGES = new Set<string>([ROUTES.download, ROUTES.downloadCurrent]);

/** Waits until the download page's script has started (fixtures.ts `scriptStarted`). */
export async function scriptStarted(page: BrowserPage): Promise<void> {
  await waitFor(page, inPage(`visible(document.querySelector('[data-slot="detected"] button'))`), 'the download page script to start');
}

export function pageSteps(current: () => BrowserPage): void {
  describe('every kind of page', () => {
    for (const [kind, path] of [...Object.entries(ROUTES), ['notFound', NOT_FOUND] as const]) {
      test(`${kind} (${path}) loads with no console or page error`, async () => {
        const page = current();
        await page.goto(path);
        expect((await textOf(page, 'h1')).length).toBeGreaterThan(0);
        if (DOWNLOAD_PAGES.has(path)) {
          // Hydration mismatches are reported once the script has run.
          await scriptStarted(page);
        }
        expect(await page.problems(), path).toEqual([]);
      });
    }
  });

  describe('Japanese and right-to-left pages', () => {
    test('/ja/download is Japanese, left to right, its links stay in Japanese', async () => {
      const page = current();
      await page.goto('/ja/download');
      expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual(['ja', 'ltr']);
      const heading = await textOf(page, 'h1');
      expect(heading).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(heading).toMatch(/Node\.js/);
      expect(await page.evaluate(`document.querySelector('nav a[href]').getAttribute('href')`)).toBe('/ja/download');
      await scriptStarted(page);
      expect(await page.problems()).toEqual([]);
    });

    test('/ar/download is right to left, its code and version left to right', async () => {
      const page = current();
      await page.goto('/ar/download');
      expect(await page.evaluate('[document.documentElement.lang, document.documentElement.dir]')).toEqual(['ar', 'rtl']);
      await waitForText(page, 'h1 [data-slot="ltr-name"]', /^Node\.js v\d+\.\d+\.\d+$/);
      await scriptStarted(page);
      expect(await page.evaluate(`getComputedStyle(document.querySelector('[data-slot="code-box-pre"]')).direction`)).toBe('ltr');
      // The page is laid out from the right: the heading starts at the right edge of its box.
      expect(await page.evaluate(`getComputedStyle(document.querySelector('h1')).direction`)).toBe('rtl');
      expect(await page.problems()).toEqual([]);
    });
  });
}
