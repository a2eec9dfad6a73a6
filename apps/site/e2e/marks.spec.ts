import type { Page } from '@playwright/test';
import { expect, ROUTES, test } from './fixtures';

/** Every mark on the page: the symbol it refers to, and the size it is drawn at. */
function drawnMarks(page: Page) {
  return page.locator('svg[data-slot="icon"] use').evaluateAll((uses) =>
    uses.map((use) => {
      const id = (use.getAttribute('href') ?? '').replace(/^#/, '');
      const symbol = document.getElementById(id);
      const box = (use as SVGGraphicsElement).getBBox();
      return { id, symbol: symbol?.tagName ?? null, path: symbol?.querySelector('path')?.getAttribute('d')?.length ?? 0, width: box.width };
    }),
  );
}

test.describe('marks', () => {
  test('are drawn from the one sprite outside the hydrated root, and no script carries their path data', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(await response.text());
      }
    });
    await page.goto(ROUTES.download);
    await page.waitForLoadState('networkidle');
    const sprite = page.locator('svg[data-slot="mark-sprite"]');
    await expect(sprite).toHaveCount(1);
    await expect(sprite).toHaveAttribute('aria-hidden', 'true');
    expect(await sprite.evaluate((svg) => svg.closest('main') === null)).toBe(true);
    const linux = await sprite.locator('symbol#mark-linux path').getAttribute('d');
    expect(linux?.length).toBeGreaterThan(100);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.includes(linux!.slice(0, 40))).toBe(false);
    }
    // Open a select whose entries show marks: each entry's mark resolves to a drawn symbol.
    await page.getByRole('combobox', { name: 'Package manager', exact: true }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    const marks = await drawnMarks(page);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) {
      expect(mark.symbol, mark.id).toBe('symbol');
      expect(mark.path, mark.id).toBeGreaterThan(0);
      expect(mark.width, mark.id).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
  });

  test('are drawn without JavaScript, and a page without marks carries no sprite', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTES.download);
    const marks = await page.locator('svg[data-slot="icon"] use').evaluateAll((uses) =>
      uses.map((use) => ({ id: use.getAttribute('href'), found: document.querySelector(`symbol${use.getAttribute('href')}`) !== null })),
    );
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) {
      expect(mark.found, String(mark.id)).toBe(true);
    }
    // A page that draws no mark and runs no script carries no sprite either.
    await page.goto(ROUTES.archive);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('svg[data-slot="mark-sprite"]')).toHaveCount(0);
    await context.close();
  });
});
