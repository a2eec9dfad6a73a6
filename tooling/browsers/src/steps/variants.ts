/**
 * What needs a browser started otherwise: the dark colour scheme, and scripts turned off (the
 * no-JavaScript downloads of nojs.spec.ts, with its own sample of pages and links).
 */
import { NO_JS_SAMPLE } from '@node-downloads/site/e2e/nojs-sample';
import { ROUTES } from '@node-downloads/site/e2e/routes';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserPage, Launcher } from '../driver';
import { inPage, textOf } from '../page-tools';
import { scriptStarted } from './pages';

const START = 180_000;

/**
 * The relative luminance (0 black, 1 white) of `property` of the first element `selector`
 * matches; for the background, of the first ancestor that paints one (the canvas: white).
 */
const luminance = (selector: string, property: 'color' | 'backgroundColor') => `(() => {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  // Any CSS colour the engine computes (rgb(), oklch(), color()) as sRGB bytes, drawn on white.
  const rgba = (value) => { context.fillStyle = '#fff'; context.fillRect(0, 0, 1, 1); context.fillStyle = value; context.fillRect(0, 0, 1, 1); return context.getImageData(0, 0, 1, 1).data; };
  let el = document.querySelector(${JSON.stringify(selector)});
  let value = getComputedStyle(el)[${JSON.stringify(property)}];
  const transparent = (css) => { context.clearRect(0, 0, 1, 1); context.fillStyle = css; context.fillRect(0, 0, 1, 1); return context.getImageData(0, 0, 1, 1).data[3] === 0; };
  while (${JSON.stringify(property)} === 'backgroundColor' && el && transparent(value)) {
    el = el.parentElement;
    value = el ? getComputedStyle(el).backgroundColor : getComputedStyle(document.documentElement).colorScheme.includes('dark') && matchMedia('(prefers-color-scheme: dark)').matches ? 'Canvas' : '#fff';
  }
  const [r, g, b] = [...rgba(value)].slice(0, 3).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
})()`;

export function variantSteps(current: () => BrowserPage, launch: Launcher, siteUrl: string, noScripts: boolean): void {
  describe('dark mode', () => {
    let dark: BrowserPage | undefined;
    beforeAll(async () => {
      dark = await launch(siteUrl, { dark: true });
    }, START);
    afterAll(async () => {
      await dark?.close();
    });

    test('the download page follows the system colour scheme, light and dark', async () => {
      const light = current();
      await light.goto(ROUTES.download);
      expect(await light.evaluate<number>(luminance('h1', 'backgroundColor'))).toBeGreaterThan(0.7);
      expect(await light.evaluate<number>(luminance('h1', 'color'))).toBeLessThan(0.3);
      const page = dark!;
      await page.goto(ROUTES.download);
      await scriptStarted(page);
      expect(await page.evaluate('matchMedia("(prefers-color-scheme: dark)").matches')).toBe(true);
      expect(await page.evaluate<number>(luminance('h1', 'backgroundColor'))).toBeLessThan(0.1);
      // Text stays readable: light on dark.
      expect(await page.evaluate<number>(luminance('h1', 'color'))).toBeGreaterThan(0.5);
      expect(await page.problems()).toEqual([]);
    });
  });

  describe.runIf(noScripts)('without JavaScript, each OS has a file to click', () => {
    let page: BrowserPage | undefined;
    beforeAll(async () => {
      page = await launch(siteUrl, { javaScript: false });
    }, START);
    afterAll(async () => {
      await page?.close();
    });

    for (const [path, links] of Object.entries(NO_JS_SAMPLE)) {
      test(`${path}: ${Object.keys(links).join(', ')}`, async () => {
        await page!.goto(path);
        expect((await textOf(page!, 'h1')).length).toBeGreaterThan(0);
        for (const [os, url] of Object.entries(links)) {
          const shown = await page!.evaluate<boolean>(inPage(`[...document.querySelectorAll('a[href=${JSON.stringify(url)}]')].some(visible)`));
          expect(shown, `${path}: a visible link to the ${os} file`).toBe(true);
        }
        // The page's scripts did not run: the download page's detection never started.
        expect(await page!.evaluate(`document.querySelector('[data-slot="detected"] button') === null`)).toBe(true);
      });
    }
  });
}
