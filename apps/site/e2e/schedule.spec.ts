import type { Page } from '@playwright/test';
import { expect, ROUTES, test } from './fixtures';

type Box = { text: string; left: number; right: number; top: number; bottom: number };

/** The boxes of the chart's texts and of the chart itself, as the browser laid them out. */
async function chartLayout(page: Page): Promise<{ svg: Box; texts: Box[]; scroll: { client: number; scroll: number }; page: { client: number; scroll: number } }> {
  return page.locator('[data-slot="schedule"] .schedule-canvas > svg').evaluate((svg) => {
    const box = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      return { text: element.textContent ?? '', left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    };
    const scroller = svg.closest('.schedule-scroll')!;
    return {
      svg: box(svg),
      texts: [...svg.querySelectorAll('text')].map(box),
      scroll: { client: scroller.clientWidth, scroll: scroller.scrollWidth },
      page: { client: document.documentElement.clientWidth, scroll: document.documentElement.scrollWidth },
    };
  });
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

for (const { name, width, path } of [
  { name: 'desktop', width: 1280, path: ROUTES.previousReleases },
  { name: 'phone', width: 390, path: ROUTES.previousReleases },
  { name: 'Arabic desktop', width: 1280, path: `/ar${ROUTES.previousReleases}` },
  { name: 'Japanese phone', width: 390, path: `/ja${ROUTES.previousReleases}` },
]) {
  test(`the schedule chart (${name}, ${width} px) stays inside itself, legible, with no text over another`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const layout = await chartLayout(page);
    // Never squashed: drawn at 840 px or wider; where the screen is narrower, the chart scrolls, not the page.
    expect(layout.svg.right - layout.svg.left).toBeGreaterThanOrEqual(840);
    expect(layout.page.scroll).toBeLessThanOrEqual(layout.page.client);
    if (width < 840) {
      expect(layout.scroll.scroll).toBeGreaterThan(layout.scroll.client);
    }
    expect(layout.texts.length).toBeGreaterThan(15);
    for (const [index, text] of layout.texts.entries()) {
      expect(text.left, text.text).toBeGreaterThanOrEqual(layout.svg.left - 0.5);
      expect(text.right, text.text).toBeLessThanOrEqual(layout.svg.right + 0.5);
      expect(text.top, text.text).toBeGreaterThanOrEqual(layout.svg.top - 0.5);
      expect(text.bottom, text.text).toBeLessThanOrEqual(layout.svg.bottom + 0.5);
      for (const other of layout.texts.slice(index + 1)) {
        expect(overlaps(text, other), `"${text.text}" and "${other.text}" overlap`).toBe(false);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the chart is an image with a title and a description of every line’s phases, and the table stays below it', async ({ page }) => {
  await page.goto(ROUTES.previousReleases);
  const chart = page.getByRole('img', { name: 'Release schedule of the Node.js lines from v20 on' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('desc')).toContainText('v27: Alpha from Oct 28, 2026 to Apr 22, 2027, Current from Apr 22, 2027 to Oct 20, 2027, and Active LTS');
  await expect(chart.locator('[data-slot="today"]')).toHaveCount(1);
  // The releases table, the full text equivalent, follows the chart.
  const tableFollows = await page.evaluate(() => {
    const chart = document.querySelector('[data-slot="schedule"]');
    const table = document.querySelector('main table');
    return chart !== null && table !== null && (chart.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(tableFollows).toBe(true);
  await expect(page.locator('.lead').first()).toContainText('From v27 on, there is one major version a year');
});

test('the chart is drawn without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ROUTES.previousReleases);
  await expect(page.locator('[data-slot="schedule"] svg[role="img"] rect[data-phase="alpha"]')).toHaveCount(1);
  await context.close();
});

test('the standalone chart is an SVG file in English, linked from the page', async ({ page, request }) => {
  await page.goto(`/fr${ROUTES.previousReleases}`);
  await expect(page.locator('[data-slot="schedule"] a[href="/about/release-schedule.svg"]')).toHaveCount(1);
  const response = await request.get('/about/release-schedule.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const svg = await response.text();
  expect(svg).toContain('<title id="schedule-title">Release schedule of the Node.js lines from v20 on</title>');
  expect(svg).toContain('data-slot="legend"');
});

test.describe('facts the release data does not have', () => {
  test('the release page of v26.13.0 says npm is not in the release data, never "not bundled"', async ({ page }) => {
    await page.goto(ROUTES.blog);
    const facts = page.locator('dl.facts');
    await expect(facts.locator('dt:text-is("npm") + dd')).toHaveText('not in the release data');
    await expect(page.locator('main')).not.toContainText('not bundled');
  });

  test('the archive page of a v27 alpha says its files are not in the data, links its folder, and names the alpha phase', async ({ page }) => {
    await page.goto('/download/archive/v27.0.0-alpha.0.1.1');
    await expect(page.locator('[data-slot="files-unknown"] a')).toHaveAttribute('href', 'https://nodejs.org/dist/v27.0.0-alpha.0.1.1/');
    await expect(page.locator('[data-slot="alpha-note"]')).toContainText('v27 is in its alpha phase');
    await expect(page.locator('.page-meta')).toContainText('Pending (alpha)');
  });

  test('the v18 end-of-life page lists CVE-2024-27980 once', async ({ page }) => {
    await page.goto('/download/archive/v18.20.8');
    await expect(page.locator('main a[href$="?id=CVE-2024-27980"]')).toHaveCount(1);
  });
});
