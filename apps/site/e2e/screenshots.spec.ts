import type { Page } from '@playwright/test';
import { expect, ROUTES, test } from './fixtures';

/**
 * The look of the key pages held by screenshots: at a phone's and a desktop's width, light and
 * dark, English and Arabic, compared with the committed baselines in `e2e/__screenshots__/`
 * (named page-width-theme-locale-engine). Tagged @visual: run alone and
 * update the baselines with `pnpm --filter @node-downloads/site run screenshots:update`.
 * The clock is the snapshot's day (the download page notes statuses that have gone stale since),
 * animations and the caret are frozen by Playwright, and the fonts are the ones CI installs.
 */
const VISUAL = '@visual';
const SNAPSHOT_DAY = new Date('2026-11-22T12:00:00Z');
const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** `fullPage`: the whole page (the download pages' buttons are below a phone's first screen); else the first screen (long tables). */
const PAGES: Record<string, { path: string; fullPage?: boolean; ready: (page: Page) => Promise<void> }> = {
  download: { path: ROUTES.download, fullPage: true, ready: (page) => expect(page.locator('[data-slot="detected"] button')).toBeVisible() },
  current: { path: ROUTES.downloadCurrent, fullPage: true, ready: (page) => expect(page.locator('[data-slot="detected"] button')).toBeVisible() },
  archive: { path: ROUTES.archive, ready: (page) => expect(page.locator('h1')).toBeVisible() },
  releases: { path: ROUTES.previousReleases, ready: (page) => expect(page.locator('table').first()).toBeVisible() },
  eol: {
    path: ROUTES.eol,
    ready: async (page) => {
      await page.locator('[data-slot="details-button"][data-line="v25"]').click();
      await expect(page.getByRole('dialog').getByRole('table').first()).toBeVisible();
    },
  },
  notFound: { path: '/download/archive/v99.0.0', fullPage: true, ready: (page) => expect(page.locator('h1')).toBeVisible() },
};

test.describe('screenshots', { tag: VISUAL }, () => {
  test.use({ userAgent: LINUX_UA });
  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      test.describe(`${width} px, ${theme}`, () => {
        test.use({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme: theme });
        for (const locale of ['en', 'ar']) {
          test(`${locale}: download, current, archive, releases, end-of-life with its dialog, 404`, async ({ page }) => {
            await page.clock.setFixedTime(SNAPSHOT_DAY);
            for (const [name, { path, fullPage, ready }] of Object.entries(PAGES)) {
              await page.goto(locale === 'en' ? path : `/${locale}${path}`);
              await ready(page);
              await page.evaluate(() => document.fonts.ready);
              // Soft: every page is compared, and every diff image kept, even after one differs.
              await expect.soft(page, `${name} ${width} ${theme} ${locale}`).toHaveScreenshot(`${name}-${width}-${theme}-${locale}-chromium.png`, { fullPage });
            }
          });
        }
      });
    }
  }
});
