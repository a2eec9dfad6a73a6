/**
 * Chromium with a remote-debugging port and a profile folder of its own, as the Lighthouse gate
 * drives it: CHROME_PATH, else Debian's /usr/bin/chromium, headless, with the flags this machine's
 * closed network needs. The port is chosen by Chromium (port 0) and read from the profile, so two
 * runs never collide on a port; `stop` resolves once every Chromium process is gone and the
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

/** The Chromium the checks run: CHROME_PATH, else Debian's. */
export function chromeExecutable(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH ?? '/usr/bin/chromium';
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
