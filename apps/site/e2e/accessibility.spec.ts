import type { Page } from '@playwright/test';
import { audit, expect, ROUTES, test as base } from './fixtures';

/**
 * The audits only load and read pages, so each worker loads them all in one page of its own: a new
 * page per audit costs a browser context and a renderer process of its own, and axe compiled
 * again, about half the file's time on two cores.
 */
const test = base.extend<Record<never, never>, { auditPage: Page }>({
  auditPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const PAGES = {
  ...ROUTES,
  notFound: '/download/archive/v99.0.0',
  // A localized download page and a right-to-left page.
  downloadJa: '/ja/download',
  eolAr: '/ar/about/eol',
  notFoundAr: '/ar/download/archive/v99.0.0',
};

/**
 * axe runs inside the page, so it needs JavaScript. To check what a visitor without JavaScript
 * gets, the page is served as such a browser renders it: `<noscript>` contents shown (their
 * stylesheet applied) and the page's own scripts removed.
 */
async function gotoAsWithoutJavaScript(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script type="module"[^>]*><\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<\/?noscript>/g, '');
    await route.fulfill({ response, body: html });
  });
  try {
    await page.goto(path);
  } finally {
    await page.unrouteAll();
  }
  expect(await page.locator('script[src]').count()).toBe(0);
}

// The file's tests share both workers, not one.
test.describe.configure({ mode: 'parallel' });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`axe with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name} has no violations`, async ({ auditPage: page }) => {
        if (javaScriptEnabled) {
          await page.goto(path);
        } else {
          await gotoAsWithoutJavaScript(page, path);
        }
        if (javaScriptEnabled && (name === 'download' || name === 'downloadCurrent' || name === 'downloadJa')) {
          await expect(page.locator('[data-slot="code-box-pre"]')).toBeVisible();
        }
        const results = await audit(page).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}

test('an open dialog has no violations', async ({ page }) => {
  await page.goto(ROUTES.previousReleases);
  await page.getByRole('link', { name: 'Details v22' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await audit(page).include('[role="dialog"]').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('a shared link’s older release, with its known vulnerabilities, has no violations (English and Arabic)', async ({ page }) => {
  for (const path of [`${ROUTES.download}?version=v20.11.0&os=win`, `/ar${ROUTES.download}?version=v22.12.0&os=linux`]) {
    await page.goto(path);
    await expect(page.locator('[data-slot="linked-release"]')).toHaveAttribute('data-state', 'loaded');
    const results = await audit(page).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
