/**
 * Firefox (the system's `firefox-esr`), headless, driven by puppeteer-core over WebDriver BiDi.
 * Console and page errors come from BiDi's log events, from the first byte of each page.
 */
import fs from 'node:fs';
import puppeteer, { type Page } from 'puppeteer-core';
import { type BrowserOptions, type BrowserPage, type Key, MissingBrowserError } from './driver';

export const FIREFOX = process.env.FIREFOX_BIN?.trim() || '/usr/bin/firefox-esr';

export async function launchFirefox(siteUrl: string, options: BrowserOptions = {}): Promise<BrowserPage> {
  if (!fs.existsSync(FIREFOX)) {
    throw new MissingBrowserError('Firefox', FIREFOX, 'firefox-esr');
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocolTimeout: 120_000,
    timeout: 120_000,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      'javascript.enabled': options.javaScript !== false,
      // 0 dark, 1 light: the page's `prefers-color-scheme`.
      'layout.css.prefers-color-scheme.content-override': options.dark ? 0 : 1,
      // Lets the page read the clipboard it wrote, as the copy step checks.
      'dom.events.testing.asyncClipboard': true,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    const text = message.text();
    // A 404 the page asks for on purpose (the archive's missing files) is not a fault of the page.
    if (message.type() === 'error' && !/status of 404/.test(text)) {
      problems.push(`console error: ${text}`);
    }
    if (/Content[- ]Security[- ]Policy/i.test(text)) {
      problems.push(`CSP: ${text}`);
    }
  });
  return new FirefoxPage(page, siteUrl, problems, () => browser.close());
}

const KEYS: Record<Key, Parameters<Page['keyboard']['press']>[0]> = {
  Enter: 'Enter',
  Escape: 'Escape',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  Tab: 'Tab',
  Space: 'Space',
};

class FirefoxPage implements BrowserPage {
  readonly engine = 'firefox' as const;
  constructor(
    private readonly page: Page,
    private readonly siteUrl: string,
    private readonly seen: string[],
    private readonly stop: () => Promise<void>,
  ) {}

  async goto(path: string): Promise<void> {
    // Leaving a page cancels its pending dynamic imports, which Firefox reports as errors of the
    // page being left: they arrive before a blank page has loaded, and are not the next page's.
    await this.page.goto('about:blank', { waitUntil: 'load', timeout: 60_000 });
    this.seen.length = 0;
    await this.page.goto(new URL(path, this.siteUrl).href, { waitUntil: 'load', timeout: 60_000 });
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(KEYS[key]);
  }

  async evaluate<T>(expression: string): Promise<T> {
    return (await this.page.evaluate(expression)) as T;
  }

  async problems(): Promise<string[]> {
    return [...this.seen];
  }

  async screenshot(): Promise<Uint8Array> {
    return await this.page.screenshot({ type: 'png' });
  }

  async close(): Promise<void> {
    await this.stop();
  }
}
