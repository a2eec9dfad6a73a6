/**
 * The steps' vocabulary over any engine's driver: elements found as a visitor names them (role
 * and accessible name, as the Chromium suite's `getByRole`), waits on conditions (never on
 * time), and pointer clicks on what was found.
 */
import type { BrowserPage } from './driver';

/** A name as the Chromium suite matches it: a string is matched exactly, a RegExp as a pattern. */
export type Name = string | RegExp;

/** Functions defined in the page before each expression that uses them. */
const IN_PAGE = `
const visible = (el) => { if (!el || !el.isConnected) return false; const box = el.getBoundingClientRect(); const style = getComputedStyle(el);
  return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'; };
const squash = (text) => (text || '').replace(/\\s+/g, ' ').trim();
const nameOf = (el) => squash(el.getAttribute('aria-label'))
  || squash((el.getAttribute('aria-labelledby') || '').split(' ').map((id) => document.getElementById(id)?.textContent || '').join(' '))
  || squash(el.labels && el.labels[0] && el.labels[0].textContent) || squash(el.textContent);
const ROLES = { link: 'a[href], [role="link"]', button: 'button, [role="button"]', combobox: '[role="combobox"]', option: '[role="option"]', dialog: '[role="dialog"], dialog[open]' };
const byRole = (role, matches, root = document) => [...root.querySelectorAll(ROLES[role])].filter((el) => visible(el) && matches(nameOf(el)));
`;

function matcher(name: Name): string {
  return typeof name === 'string'
    ? `((text) => text === ${JSON.stringify(name)})`
    : `((text) => new RegExp(${JSON.stringify(name.source)}, ${JSON.stringify(name.flags)}).test(text))`;
}

/** An expression with the in-page helpers in scope. */
export function inPage(body: string): string {
  return `(() => { ${IN_PAGE} return (${body}); })()`;
}

/** Polls `expression` until it is truthy (every 100 ms, up to `timeout` ms), returning its value. */
export async function waitFor<T>(page: BrowserPage, expression: string, what: string, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await page.evaluate<T>(expression);
      if (value) {
        return value;
      }
      last = value;
    } catch (error) {
      // A navigation under way replaces the page the expression ran in: ask the next one.
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${page.engine}: waited ${timeout / 1000} s for ${what}; last seen: ${last instanceof Error ? last.message : JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The text of the first visible element `selector` matches, spaces squashed, once there is one. */
export async function textOf(page: BrowserPage, selector: string): Promise<string> {
  return await waitFor<string>(
    page,
    inPage(`(() => { const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find(visible); return el ? squash(el.textContent) : ''; })()`),
    `a visible ${selector} with text`,
  );
}

/** Waits until the text of the first visible `selector` matches `expected`. */
export async function waitForText(page: BrowserPage, selector: string, expected: Name): Promise<string> {
  return await waitFor<string>(
    page,
    inPage(`(() => { const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find(visible); const text = el ? squash(el.textContent) : null;
      return text !== null && ${matcher(expected)}(text) ? text : false; })()`),
    `${selector} to read ${String(expected)}`,
  );
}

let marks = 0;

/**
 * Clicks with the pointer the first visible, enabled element of `role` named `name` (within
 * `within`, a CSS selector, when given), once there is one: it is marked with a test attribute
 * for the driver's CSS click. An element replaced between the mark and the click (a select's
 * plain trigger swapped for the built one) is found and clicked again, as a pointer would click
 * whatever is there.
 */
export async function clickRole(page: BrowserPage, role: 'link' | 'button' | 'combobox' | 'option', name: Name, within?: string): Promise<void> {
  const root = within ? `document.querySelector(${JSON.stringify(within)}) || document.createElement('div')` : 'document';
  const deadline = Date.now() + 20_000;
  for (;;) {
    marks += 1;
    const mark = `[data-test-click="m${marks}"]`;
    await waitFor(
      page,
      inPage(`(() => { const el = byRole(${JSON.stringify(role)}, ${matcher(name)}, ${root}).find((found) => !found.disabled && found.getAttribute('aria-disabled') !== 'true' && !found.hasAttribute('data-disabled'));
        if (!el) return false; el.setAttribute('data-test-click', ${JSON.stringify(`m${marks}`)}); return true; })()`),
      `a ${role} named ${String(name)}`,
    );
    try {
      await page.click(mark);
      return;
    } catch (error) {
      const gone = await page.evaluate<boolean>(`document.querySelector(${JSON.stringify(mark)}) === null`).catch(() => false);
      if (!gone || Date.now() > deadline) {
        throw error;
      }
    }
  }
}

/** The accessible name of the focused element, or its tag when it has none. */
export async function focusedName(page: BrowserPage): Promise<string> {
  return await page.evaluate<string>(inPage(`document.activeElement ? (nameOf(document.activeElement) || document.activeElement.tagName) : ''`));
}

/** Whether a visible element of `role` named `name` exists now. */
export function hasRole(role: 'link' | 'button' | 'combobox' | 'option' | 'dialog', name: Name): string {
  return inPage(`byRole(${JSON.stringify(role)}, ${matcher(name)}).length > 0`);
}
