import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, HEADLESS_SHELL, startChrome, testBrowserExecutable } from './chrome';
import { groupAlive } from './processes';

// The Lighthouse gate's Chromium, started and stopped as the gate does it. Stopping it once
// raced with its own last writes into the profile (ENOTEMPTY while removing it) and turned a
// green gate red; stopping now waits for every Chromium process before removing the folder.
describe('the Lighthouse gate’s Chromium', () => {
  it('starts and stops six times in a row, leaving no process and no profile folder', async () => {
    for (let round = 0; round < 6; round += 1) {
      const chrome = await startChrome();
      // A tab makes Chromium write into its profile (session and cache files) up to the stop.
      const opened = await fetch(`http://127.0.0.1:${chrome.port}/json/new?about:blank`, { method: 'PUT' });
      expect(opened.ok).toBe(true);
      await chrome.stop();
      expect(groupAlive(chrome.pid), `a Chromium process outlived round ${round}`).toBe(false);
      expect(fs.existsSync(chrome.profile), `round ${round} left ${chrome.profile}`).toBe(false);
    }
  }, 120_000);

  it('fails with the executable named when Chromium cannot start, and leaves no profile behind', async () => {
    const chromePath = process.env.CHROME_PATH;
    process.env.CHROME_PATH = '/nonexistent/chromium';
    const profiles = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('lighthouse-profile-')).length;
    const before = profiles();
    try {
      await expect(startChrome({ timeoutMs: 5_000 })).rejects.toThrow(/\/nonexistent\/chromium/);
      expect(profiles()).toBe(before);
    } finally {
      if (chromePath === undefined) {
        delete process.env.CHROME_PATH;
      } else {
        process.env.CHROME_PATH = chromePath;
      }
    }
  });
});

describe('the Chromium of the checks that read pages', () => {
  it('is the headless shell where it is installed, else the whole browser', () => {
    expect(testBrowserExecutable({}, (file) => file === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
    expect(testBrowserExecutable({}, () => false)).toBe(CHROMIUM);
  });

  it('is CHROME_PATH when it is set, whatever is installed', () => {
    expect(testBrowserExecutable({ CHROME_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
  });
});
