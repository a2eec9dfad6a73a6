/**
 * WebKit (WebKitGTK's MiniBrowser) driven through WebKitWebDriver's W3C WebDriver HTTP API, on a
 * virtual X display (Xvfb): MiniBrowser has no headless mode. WebDriver has no console events
 * here (no BiDi), so the pages are opened through `capture-proxy.ts`, which adds a recorder of
 * errors to every HTML page; `problems()` reads what it recorded.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import net from 'node:net';
import { type BrowserOptions, type BrowserPage, type Key, MissingBrowserError } from './driver';
import { PROBLEMS_GLOBAL, startCaptureProxy } from './capture-proxy';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_BIN?.trim() || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_BIN?.trim() || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Tab: '\uE004',
  Space: '\uE00D',
};

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts Xvfb on a display it picks itself (`-displayfd`), resolving to that display's number. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const fd = child.stdio[3] as NodeJS.ReadableStream;
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    fd.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) {
        resolve(`:${text.trim()}`);
      }
    });
    child.on('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code}) before it named its display: ${stderr.trim()}`)));
  });
  return { display, process: child };
}

export async function launchWebKit(siteUrl: string, options: BrowserOptions = {}): Promise<BrowserPage> {
  for (const [what, file, pkg] of [
    ['WebKitWebDriver', WEBKIT_DRIVER, 'webkit2gtk-driver'],
    ['MiniBrowser', MINIBROWSER, 'libwebkit2gtk-4.1-0'],
    ['Xvfb', XVFB, 'xvfb'],
  ] as const) {
    if (!fs.existsSync(file)) {
      throw new MissingBrowserError(what, file, pkg);
    }
  }
  if (options.javaScript === false) {
    // WebDriver's own commands (finding elements, reading text) run as scripts in WebKit: with
    // the page's scripts off, the driver could not read the page either.
    throw new Error('WebKit: scripts cannot be turned off while WebKitWebDriver drives the page');
  }
  const proxy = await startCaptureProxy(siteUrl);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const stopAll = async () => {
    driver.kill();
    xvfb.process.kill();
    await proxy.close();
  };
  try {
    await waitForDriver(endpoint, driver);
    const args = ['--automation', ...(options.dark ? ['--dark-mode'] : [])];
    const session = await call<{ sessionId: string }>(endpoint, 'POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } } },
    });
    const page = new WebKitPage(`${endpoint}/session/${session.sessionId}`, proxy.url, async () => {
      await call(endpoint, 'DELETE', `/session/${session.sessionId}`).catch(() => undefined);
      await stopAll();
    });
    await call(page.base, 'POST', '/window/rect', { width: 1280, height: 900 });
    await call(page.base, 'POST', '/timeouts', { pageLoad: 60_000, script: 60_000, implicit: 0 });
    return page;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function waitForDriver(endpoint: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) {
      throw new Error(`WebKitWebDriver stopped at start (exit ${driver.exitCode})`);
    }
    const ready = await fetch(`${endpoint}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 60 s');
}

/** One WebDriver command; a WebDriver error becomes an Error naming the command. */
async function call<T = unknown>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok || answer.value?.error) {
    throw new Error(`WebDriver ${method} ${path}: ${answer.value?.error ?? response.status}: ${answer.value?.message ?? ''}`);
  }
  return answer.value;
}

class WebKitPage implements BrowserPage {
  readonly engine = 'webkit' as const;
  constructor(
    readonly base: string,
    private readonly siteUrl: string,
    private readonly stop: () => Promise<void>,
  ) {}

  async goto(path: string): Promise<void> {
    await call(this.base, 'POST', '/url', { url: new URL(path, this.siteUrl).href });
  }

  async click(selector: string): Promise<void> {
    const element = await call<Record<string, string>>(this.base, 'POST', '/element', { using: 'css selector', value: selector });
    await call(this.base, 'POST', `/element/${element[ELEMENT]}/click`, {});
  }

  async press(key: Key): Promise<void> {
    const value = KEYS[key];
    await call(this.base, 'POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }],
    });
    await call(this.base, 'DELETE', '/actions');
  }

  async evaluate<T>(expression: string): Promise<T> {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${expression})).then(
        (value) => done({ ok: true, value: value === undefined ? null : value }),
        (error) => done({ ok: false, error: String(error && error.stack || error) }));`;
    const result = await call<{ ok: boolean; value?: T; error?: string }>(this.base, 'POST', '/execute/async', { script, args: [] });
    if (!result.ok) {
      throw new Error(`in the page: ${result.error}`);
    }
    return result.value as T;
  }

  async problems(): Promise<string[]> {
    return await this.evaluate<string[]>(`globalThis.${PROBLEMS_GLOBAL} ?? ['the error recorder did not run on this page']`);
  }

  async screenshot(): Promise<Uint8Array> {
    return Buffer.from(await call<string>(this.base, 'GET', '/screenshot'), 'base64');
  }

  async close(): Promise<void> {
    await this.stop();
  }
}
