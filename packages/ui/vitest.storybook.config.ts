// Every story, rendered in Chromium: the a11y addon's axe check (violations fail the test) and
// each story's `play` function. Chromium is the system's: CHROME_PATH, else the headless shell,
// else the whole browser (Playwright is never asked to download one).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  resolve: { conditions: ['@node-downloads/source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'storybook',
    reporters: process.env.CI_REPORTS ? ['default', 'json'] : ['default'],
    outputFile: { json: '.reports/vitest-storybook.json' },
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // The copy buttons' test reads what they wrote.
        contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
        launchOptions: {
          executablePath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
