/** A line's Details dialog opens, closes with Escape and gives focus back (about-dialogs.spec.ts). */
import { ROUTES } from '@node-downloads/site/e2e/routes';
import { describe, expect, test } from 'vitest';
import type { BrowserPage } from '../driver';
import { clickRole, focusedName, hasRole, inPage, waitFor } from '../page-tools';

const DIALOGS = [
  { path: ROUTES.previousReleases, details: 'Details v22', title: 'Node.js v22 (Jod)', link: ['Download archive v22.1.0', '/download/archive/v22.1.0'] },
  { path: ROUTES.eol, details: 'Details v25', title: /^Node\.js v25/, link: null },
] as const;

export function dialogSteps(current: () => BrowserPage): void {
  describe('Details dialogs', () => {
    for (const { path, details, title, link } of DIALOGS) {
      test(`${path}: "${details}" opens its dialog; Escape closes it and focus returns`, async () => {
        const page = current();
        await page.goto(path);
        await clickRole(page, 'link', details);
        await waitFor(page, hasRole('dialog', title), `the dialog ${String(title)}`);
        if (link) {
          const href = await waitFor<string>(
            page,
            inPage(`byRole('link', (text) => text === ${JSON.stringify(link[0])}, document.querySelector('[role="dialog"]'))[0]?.getAttribute('href')`),
            `the link ${link[0]} in the dialog`,
          );
          expect(href).toBe(link[1]);
        }
        await page.press('Escape');
        await waitFor(page, inPage(`byRole('dialog', () => true).length === 0`), 'the dialog to close');
        await waitFor(page, inPage(`nameOf(document.activeElement) === ${JSON.stringify(details)}`), `focus back on ${details}`);
        expect(await focusedName(page)).toBe(details);
        expect(await page.problems()).toEqual([]);
      });
    }
  });
}
