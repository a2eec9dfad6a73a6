/**
 * What the shared steps ask of a browser, whichever engine answers: Firefox through puppeteer-core
 * over WebDriver BiDi (`firefox.ts`), WebKit through WebKitWebDriver's W3C WebDriver HTTP API
 * (`webkit.ts`). Playwright drives only its own builds of these engines, which it downloads; these
 * drivers run the engines the system's packages install, as visitors' browsers are.
 */

/** The keys the steps press, by their W3C names. */
export type Key = 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'Tab' | 'Space';

/** How a browser is started. */
export type BrowserOptions = {
  /** The page asks for the dark colour scheme (`prefers-color-scheme: dark`). */
  dark?: boolean;
  /** False turns scripts off; the engine's driver throws when it cannot. */
  javaScript?: boolean;
};

/** One window of a running browser, on the site under test. */
export interface BrowserPage {
  readonly engine: Engine;
  /** Opens a path of the site (or a full URL) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** A pointer click at the middle of the first element `selector` matches, scrolled into view. */
  click(selector: string): Promise<void>;
  /** A key press (down and up) sent to the focused element. */
  press(key: Key): Promise<void>;
  /**
   * The value of a JavaScript expression evaluated in the page (awaited when it is a promise), as
   * JSON carries it. Scripts of the driver run even where the page's own scripts are turned off
   * only if the engine allows it.
   */
  evaluate<T>(expression: string): Promise<T>;
  /** The console errors, uncaught errors and CSP violations of the page since it was opened. */
  problems(): Promise<string[]>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export type Engine = 'firefox' | 'webkit';

/** Starts a browser of one engine on the site at `siteUrl`. */
export type Launcher = (siteUrl: string, options?: BrowserOptions) => Promise<BrowserPage>;

/** A browser or driver that is not installed: the step fails with its name, never skips. */
export class MissingBrowserError extends Error {
  constructor(what: string, file: string, debianPackage: string) {
    super(`${what} is missing: ${file} does not exist (install the Debian package ${debianPackage})`);
    this.name = 'MissingBrowserError';
  }
}
