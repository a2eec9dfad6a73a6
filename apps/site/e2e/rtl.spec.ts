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

  test('an Arabic archive page keeps file names inside their parentheses, which open on the right', async ({ page, problems }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/ar/download/archive/v22.11.0');
    const link = page.locator('[data-slot="release-links"] a[href$="/node-v22.11.0.tar.gz"]');
    const file = link.locator('bdi');
    await expect(file).toHaveText('node-v22.11.0.tar.gz');
    expect(await file.evaluate((element) => [getComputedStyle(element).direction, getComputedStyle(element).unicodeBidi])).toEqual(['ltr', 'isolate']);
    // Where the words, the parentheses and the file name are drawn: "الشيفرة المصدرية (" before it, ")" after it.
    const boxes = await link.evaluate((element) => {
      const bdi = element.querySelector('bdi') as HTMLElement;
      const before = bdi.previousSibling as Text;
      const after = bdi.nextSibling as Text;
      const rectOf = (node: Text, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      };
      const { left, right } = bdi.getBoundingClientRect();
      return {
        file: { left, right },
        words: rectOf(before, 0, before.length - 2),
        open: rectOf(before, before.length - 1, before.length),
        close: rectOf(after, 0, 1),
      };
    });
    expect(boxes.words.left).toBeGreaterThanOrEqual(boxes.open.right - 0.5);
    expect(boxes.open.left).toBeGreaterThanOrEqual(boxes.file.right - 0.5);
    expect(boxes.file.left).toBeGreaterThanOrEqual(boxes.close.right - 0.5);
    expect(await overflowing(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('Arabic headings draw "Node.js" and its version as one name, read left to right', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Where each word of a heading is drawn, left to right on the screen.
    const wordsOnScreen = (selector: string) =>
      page.locator(selector).evaluate((heading) => {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        const words: { word: string; left: number }[] = [];
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (const match of node.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            words.push({ word: match[0], left: range.getBoundingClientRect().left });
          }
        }
        return words.sort((a, b) => a.left - b.left).map(({ word }) => word);
      });
    await page.goto('/ar/download');
    // "تنزيل Node.js v26.13.0", or once the page has applied the detected system
    // "Node.js v26.13.0 لـ Linux عبر …": either way the version is drawn right after "Node.js".
    await expect(page.locator('h1 [data-slot="ltr-name"]')).toHaveText(/^Node\.js v\d+\.\d+\.\d+$/);
    const onScreen = await wordsOnScreen('h1');
    expect(onScreen[onScreen.indexOf('Node.js') + 1]).toMatch(/^v\d+\.\d+\.\d+$/);
    await page.goto('/ar/blog/release/v22.11.0');
    // Text nodes are split at the codename's isolate: "(LTS «", "Jod", "»)".
    expect(await wordsOnScreen('h1')).toEqual(['Node.js', 'v22.11.0', '(LTS', '«', 'Jod', '»)']);
    expect(problems).toEqual([]);
  });

  test('the Details controls of the Arabic end-of-life table are each one box', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ar/about/eol');
    const boxes = await page.locator('[data-slot="details-button"]').evaluateAll((links) => links.map((link) => link.getClientRects().length));
    expect(boxes.length).toBeGreaterThan(10);
    expect(boxes.filter((count) => count !== 1)).toEqual([]);
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
