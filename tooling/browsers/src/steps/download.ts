/** The download page's dropdowns, copy button and version picker, as download.spec.ts expects them. */
import { ROUTES } from '@node-downloads/site/e2e/routes';
import { describe, expect, test } from 'vitest';
import type { BrowserPage } from '../driver';
import { clickRole, focusedName, hasRole, inPage, textOf, waitFor, waitForText } from '../page-tools';
import { scriptStarted } from './pages';

const HEADING = 'h1';
const CODE = '[data-slot="code-box-pre"]';
const LANGUAGE = '[data-slot="code-box-language"]';
const BINARIES = '[data-slot="binaries"] a[data-slot="download-button"]';

/** The text shown on the trigger of the select labelled `label`. */
const triggerText = (label: string) =>
  inPage(`squash([...document.querySelectorAll('[role="combobox"]')].find((el) => nameOf(el) === ${JSON.stringify(label)})?.textContent)`);
const listboxOpen = inPage(`[...document.querySelectorAll('[role="listbox"]')].some(visible)`);
const hrefs = (selector: string) => inPage(`[...document.querySelectorAll(${JSON.stringify(selector)})].map((a) => a.getAttribute('href'))`);

async function choose(page: BrowserPage, label: string, option: string | RegExp): Promise<void> {
  await clickRole(page, 'combobox', label);
  await clickRole(page, 'option', option);
  await waitFor(page, `!${listboxOpen}`, `the ${label} list to close`);
}

async function opened(page: BrowserPage): Promise<void> {
  await page.goto(ROUTES.download);
  await scriptStarted(page);
  await waitForText(page, HEADING, 'Node.js v26.13.0 for Linux using nvm with npm');
}

export function downloadSteps(current: () => BrowserPage): void {
  describe('download page with JavaScript', () => {
    test('detects Linux x64 and offers nvm with a Bash script and the .tar.xz archive', async () => {
      const page = current();
      await opened(page);
      expect(await page.evaluate<string>(triggerText('Operating system'))).toMatch(/Linux/);
      expect(await page.evaluate(triggerText('Platform'))).toBe('x64');
      expect(await textOf(page, CODE)).toContain('nvm install 26');
      expect(await textOf(page, LANGUAGE)).toBe('Bash');
      expect(await page.evaluate(hrefs(BINARIES))).toEqual(['https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz']);
      expect(await page.problems()).toEqual([]);
    });

    test('by pointer: OS, platform, method and manager update the title, code box and buttons', async () => {
      const page = current();
      await opened(page);
      await choose(page, 'Operating system', 'Windows');
      await waitForText(page, LANGUAGE, 'PowerShell');
      await waitForText(page, HEADING, /for Windows using/);
      await choose(page, 'Install method', /Chocolatey/);
      await waitForText(page, CODE, /choco install nodejs/);
      await waitForText(page, HEADING, /using Chocolatey/);
      await choose(page, 'Package manager', 'pnpm');
      await waitForText(page, HEADING, /with pnpm$/);
      await waitForText(page, CODE, /pnpm/);
      // The prebuilt files box follows the page's OS, and has its own platform choice.
      await waitFor(page, `${hrefs(BINARIES)}[0] === 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-x64.msi'`, 'the Windows x64 installer button');
      await choose(page, 'Binary platform', 'ARM64');
      await waitFor(page, `${hrefs(BINARIES)}[1] === 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-win-arm64.zip'`, 'the Windows ARM64 zip button');
      await choose(page, 'Platform', 'ARM64');
      await waitFor(page, `location.search.includes('platform=arm64')`, 'the address to record the ARM64 platform');
      expect(await page.problems()).toEqual([]);
    });

    test('by keyboard: each of the four dropdowns opens with Enter, moves with the arrows, picks with Enter, and keeps focus', async () => {
      const page = current();
      await opened(page);
      // Linux first offers several of each; the OS last, as another OS may offer one platform only.
      for (const label of ['Platform', 'Install method', 'Package manager', 'Operating system']) {
        const before = await page.evaluate<string>(triggerText(label));
        const heading = await textOf(page, HEADING);
        // Focus builds a deferred select and moves to the built trigger (packages/ui select-loader):
        // keys go to the built one, the trigger React gave a key handler (Radix's), not the plain
        // one. Focus is given again while it is elsewhere, as a keyboard user would move it back.
        await waitFor(
          page,
          inPage(`(() => {
            const built = (el) => Object.entries(el).some(([key, props]) => key.startsWith('__reactProps') && typeof props?.onKeyDown === 'function');
            const active = document.activeElement;
            if (active && nameOf(active) === ${JSON.stringify(label)} && built(active)) return true;
            if (!active || nameOf(active) !== ${JSON.stringify(label)}) [...document.querySelectorAll('[role="combobox"]')].find((el) => nameOf(el) === ${JSON.stringify(label)})?.focus();
            return false;
          })()`),
          `focus on the built ${label} select`,
        );
        await page.press('Enter');
        await waitFor(page, listboxOpen, `the ${label} list to open`);
        // The list opens on the chosen entry; the arrows move to a neighbour (the next one, or the
        // one before when the chosen entry is the last enabled one), Enter picks it.
        const focusedOption = inPage(`document.activeElement?.getAttribute('role') === 'option' && squash(document.activeElement.textContent)`);
        const start = await waitFor<string>(page, focusedOption, `focus in the ${label} list`);
        await page.press('ArrowDown');
        let target = await page.evaluate<string>(focusedOption);
        if (target === start) {
          await page.press('ArrowUp');
          target = await waitFor<string>(page, `(${focusedOption}) !== ${JSON.stringify(start)} && (${focusedOption})`, `the arrows to move in the ${label} list`);
        }
        await page.press('Enter');
        await waitFor(page, `!${listboxOpen}`, `the ${label} list to close`);
        const after = await waitFor<string>(page, `(${triggerText(label)}) !== ${JSON.stringify(before)} && (${triggerText(label)})`, `${label} to change`);
        expect(after, label).not.toBe(before);
        expect(target, label).toContain(after);
        expect(await focusedName(page), `focus back on ${label}`).toBe(label);
        if (label !== 'Platform') {
          await waitFor(page, inPage(`squash(document.querySelector('h1').textContent) !== ${JSON.stringify(heading)}`), `the title to follow ${label}`);
        }
      }
      // Escape closes a list without choosing.
      const chosen = await page.evaluate<string>(triggerText('Operating system'));
      await page.evaluate(inPage(`[...document.querySelectorAll('[role="combobox"]')].find((el) => nameOf(el) === 'Operating system').focus()`));
      await waitFor(page, inPage(`nameOf(document.activeElement) === 'Operating system'`), 'focus on Operating system');
      await page.press('Enter');
      await waitFor(page, listboxOpen, 'the Operating system list to open');
      await page.press('ArrowDown');
      await page.press('Escape');
      await waitFor(page, `!${listboxOpen}`, 'Escape to close the list');
      expect(await page.evaluate(triggerText('Operating system'))).toBe(chosen);
      expect(await page.problems()).toEqual([]);
    });

    test('copy shows "copied" for a moment', async () => {
      const page = current();
      await opened(page);
      await waitForText(page, '[data-slot="code-box-copy"]', 'copy');
      await page.click('[data-slot="code-box-copy"]');
      await waitForText(page, '[data-slot="code-box-copy"]', 'copied');
      await waitForText(page, '[data-slot="code-box-copy"]', 'copy');
      expect(await page.problems()).toEqual([]);
    });

    test('version picker: an End-of-life line is set in place, with its warning', async () => {
      const page = current();
      await opened(page);
      await page.click('[data-slot="version-picker-summary"]');
      await clickRole(page, 'link', /^v25\.\d+\.\d+$/);
      await waitFor(page, `/\\/download\\?version=v25\\.\\d+\\.\\d+&os=linux&/.test(location.pathname + location.search)`, 'the address to name v25');
      await waitForText(page, HEADING, /Node\.js v25\.\d+\.\d+ for Linux/);
      const warning = await waitFor<string | null>(
        page,
        inPage(`[...document.querySelectorAll('[data-slot="notice"][data-kind="warning"]')].find((el) => el.textContent.includes('no longer supported'))?.querySelector('a')?.getAttribute('href')`),
        'the end-of-life warning',
      );
      expect(warning).toBe('/about/eol');
      expect(await page.problems()).toEqual([]);
    });

    test('shows "Choose a different system" that opens the OS list', async () => {
      const page = current();
      await opened(page);
      await clickRole(page, 'button', 'Choose a different system');
      await waitFor(page, listboxOpen, 'the OS list to open');
      await clickRole(page, 'option', 'macOS');
      await waitForText(page, HEADING, /for macOS/);
      expect(await page.evaluate(hasRole('option', 'macOS'))).toBe(false);
    });
  });
}
