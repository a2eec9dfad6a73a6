import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS, testBrowserExecutable } from './scripts/lib/chrome';

/**
 * End-to-end tests against the built site. Run through `pnpm run e2e` (scripts/checks/run-e2e.ts), which
 * serves dist/ on a free port and passes its address in SITE_URL, or runs against the server
 * SITE_URL already names (nginx in CI). E2E_REPORT names the JSON report (default
 * `.reports/playwright.json`), so two runs leave two reports.
 */
const siteUrl = process.env.SITE_URL;
if (!siteUrl) {
  throw new Error('SITE_URL is not set: run the end-to-end tests with `pnpm run e2e`.');
}

export default defineConfig({
  testDir: 'e2e',
  // Two workers, one per core: spec files run side by side (the accessibility audits' tests too,
  // spread over both); the tests of any other file run in order in one worker.
  workers: 2,
  fullyParallel: false,
  // In CI (`CI` set), a test that fails is run once more: a run on a busy shared machine can miss
  // a moment that a quiet one never misses, and one such miss would fail the whole run. A test
  // that passes only on its retry still shows: the CI summary names it as flaky, with its first
  // error. A test that fails twice fails the run. Locally, no retry: a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT || '.reports/playwright.json' }]],
  outputDir: 'test-results',
  // The screenshots' baselines (e2e/screenshots.spec.ts), named by page, width, theme, locale and
  // engine; a mismatch writes the actual and diff images to test-results/.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // Per pixel, a colour difference anti-aliasing makes passes; beyond 100 such pixels fails: a
      // button moved by one pixel row changes two rows of its edges, several hundred pixels.
      threshold: 0.2,
      maxDiffPixels: 100,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: {
    baseURL: siteUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: testBrowserExecutable(), args: CHROME_FLAGS },
    trace: 'off',
    screenshot: 'off',
  },
});
