/**
 * axe on /download and /about/eol: the source of axe-core is evaluated in the page, then run on
 * the whole document with its default rules, as `@axe-core/playwright`'s legacy mode does.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { ROUTES } from '@node-downloads/site/e2e/routes';
import { describe, expect, test } from 'vitest';
import type { BrowserPage } from '../driver';
import { scriptStarted } from './pages';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page: BrowserPage): Promise<string[]> {
  await page.evaluate(`(() => { ${AXE}\n; return typeof axe; })()`);
  return await page.evaluate<string[]>(
    `(globalThis.axe || window.axe).run(document, { resultTypes: ['violations'] }).then((result) => result.violations.map((rule) => rule.id + ': ' + rule.nodes.map((node) => node.target.join(' ')).join(', ')))`,
  );
}

export function accessibilitySteps(current: () => BrowserPage): void {
  describe('axe', () => {
    for (const path of [ROUTES.download, ROUTES.eol]) {
      test(`${path} has no violations`, async () => {
        const page = current();
        await page.goto(path);
        if (path === ROUTES.download) {
          await scriptStarted(page);
        }
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
