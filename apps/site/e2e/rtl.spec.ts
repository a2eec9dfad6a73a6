import type { Page } from '@playwright/test';
import { expect, ROUTES, test } from './fixtures';

/**
 * Right-to-left layout: pages served with `<html dir="rtl">` mirror (selects, dialogs, tables) while
 * commands, file names and code keep reading left to right, and nothing runs off a phone's screen.
 */

const PHONE = { width: 390, height: 844 };

async function openRightToLeft(page: Page, path: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
}

/** Elements that show past the left or right edge of the viewport (not clipped by a scrolling or hidden ancestor). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || style.clip !== 'auto') {
          return true;
        }
        if (node !== element && style.overflowX !== 'visible') {
          return true;
        }
      }
      return false;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -0.5 || box.right > width + 0.5) && !clipped(element)) {
        const slot = element.getAttribute('data-slot');
        found.push(`${element.tagName.toLowerCase()}${slot ? `[data-slot=${slot}]` : ''} ${Math.round(box.left)}…${Math.round(box.right)}`);
      }
    }
    return found;
  });
}

test.describe('right-to-left pages', () => {
  test('/download mirrors its dropdowns but keeps the install commands left to right', async ({ page, problems }) => {
    await openRightToLeft(page, ROUTES.download);
    const pre = page.locator('[data-slot="code-box-pre"]').first();
    await expect(pre).toBeVisible();
    expect(await pre.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    // The first line of the script starts at the box's left edge, as it does on a left-to-right page.
    const [preLeft, lineLeft] = await pre.evaluate((element) => [
      element.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(element).paddingLeft),
      (element.querySelector('code') as HTMLElement).getBoundingClientRect().left,
    ]);
    expect(Math.abs(lineLeft - preLeft)).toBeLessThan(1);

    // Each dropdown follows the page: value at the right (the start), its chevron at the left (the end).
    const trigger = page.getByRole('combobox', { name: 'Platform', exact: true });
    expect(await trigger.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const chevron = trigger.locator('[data-slot="select-chevron"]');
    const value = trigger.locator('[data-slot="select-value"]');
    const chevronBox = await chevron.boundingBox();
    const valueBox = await value.boundingBox();
    expect(chevronBox && valueBox && chevronBox.x + chevronBox.width <= valueBox.x).toBe(true);
    // It points down, so it is not flipped: a flipped down-chevron is the same picture.
    expect(await chevron.evaluate((element) => getComputedStyle(element).transform)).toBe('none');

    // Opened, the list reads from the right too.
    await trigger.click();
    const list = page.locator('[data-slot="select-content"]');
    await expect(list).toBeVisible();
    expect(await list.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await page.keyboard.press('Escape');

    expect(await overflowing(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('/about/eol fits a phone; its dialog closes from the left and keeps code left to right', async ({ page, problems }) => {
    await openRightToLeft(page, ROUTES.eol);
    const version = page.locator('[data-slot="version"]').first();
    expect(await version.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(await overflowing(page)).toEqual([]);

    await page.getByRole('link', { name: 'Details v25' }).click();
    const dialog = page.getByRole('dialog');
    const code = dialog.locator('[data-slot="advisory-text"] code').first();
    await expect(code).toBeVisible();
    expect(await code.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    const close = await dialog.locator('[data-slot="dialog-close"]').boundingBox();
    const title = await dialog.locator('[data-slot="dialog-title"]').boundingBox();
    expect(close && title && close.x + close.width <= title.x).toBe(true);
    expect(await overflowing(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
