/**
 * Which Chromium each check runs, and Chromium with a remote-debugging port and a profile folder of
 * its own, as the Lighthouse gate drives it: CHROME_PATH, else Debian's /usr/bin/chromium, headless,
 * with the flags a closed network needs. The port is chosen by Chromium (port 0) and read from the
 * profile, so two runs never collide on a port; `stop` resolves once every Chromium process is gone and the
 * profile folder removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeFolder, spawnGroup } from './processes';

/** The flags every Chromium of the site's checks starts with (the end-to-end suite, budgets, Lighthouse). */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type RunningChrome = {
  port: number;
  profile: string;
  pid: number;
  stop: () => Promise<void>;
};

/** Debian's Chromium, the whole browser (package chromium). */
export const CHROMIUM = '/usr/bin/chromium';
/** Debian's headless shell (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium of the timed checks (Lighthouse, the tap bench, the machine's floor): CHROME_PATH,
 * else the whole browser, since what they report stands for what a visitor's Chrome would feel.
 */
export function chromeExecutable(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH ?? CHROMIUM;
}

/**
 * The Chromium of the checks that read pages rather than time them (the end-to-end suite, the
 * JavaScript budgets): CHROME_PATH, else the headless shell where it is installed, else the whole
 * browser. The shell is what Playwright itself runs for headless tests: the same Blink, V8 and
 * network stack without the browser's window and profile machinery. Two of the end-to-end specs
 * (52 tests) took 52 s in it and 120 s in the whole browser on the same two cores; the whole suite
 * took 204 s in it, alone.
 */
export function testBrowserExecutable(env: NodeJS.ProcessEnv = process.env, installed: (file: string) => boolean = fs.existsSync): string {
  return env.CHROME_PATH ?? (installed(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts Chromium and resolves once its DevTools endpoint answers (at most `timeoutMs`). */
export async function startChrome({ timeoutMs = 30_000 }: { timeoutMs?: number } = {}): Promise<RunningChrome> {
  const executable = chromeExecutable();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const chrome = spawnGroup(executable, ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...CHROME_FLAGS, 'about:blank']);
  let ended: string | undefined;
  void chrome.exited.then((how) => {
    ended = how;
  });
  const stop = async () => {
    await chrome.stop();
    removeFolder(profile);
  };
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (ended !== undefined) {
        throw new Error(`Chromium (${executable}) ended before it answered: ${ended}`);
      }
      const port = readPort(profile);
      if (port !== undefined && (await answers(port))) {
        return { port, profile, pid: chrome.child.pid ?? 0, stop };
      }
      if (Date.now() > deadline) {
        throw new Error(`Chromium (${executable}) did not answer on its debugging port within ${timeoutMs / 1000} s`);
      }
      await sleep(50);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The port Chromium wrote to `DevToolsActivePort` in its profile, once it has. */
function readPort(profile: string): number | undefined {
  try {
    const [first] = fs.readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
    const port = Number.parseInt(first ?? '', 10);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/json/version`)).ok;
  } catch {
    return false;
  }
}
