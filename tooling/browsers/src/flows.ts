/**
 * The shared steps, run in one engine: one browser for the whole run (a start costs seconds),
 * plus one each for the dark scheme and scripts off. Every step opens its own page, so a step
 * that fails leaves nothing behind for the next.
 */
import { afterAll, beforeAll } from 'vitest';
import type { BrowserPage, Engine, Launcher } from './driver';
import { accessibilitySteps } from './steps/accessibility';
import { dialogSteps } from './steps/dialogs';
import { downloadSteps } from './steps/download';
import { pageSteps } from './steps/pages';
import { variantSteps } from './steps/variants';

export function runFlows(engine: Engine, launch: Launcher, { noScripts }: { noScripts: boolean }): void {
  const siteUrl = process.env.SITE_URL;
  if (!siteUrl) {
    throw new Error(`SITE_URL is not set: run the ${engine} flows with \`pnpm --filter @node-downloads/browsers run e2e:${engine}\``);
  }
  let page: BrowserPage | undefined;
  beforeAll(async () => {
    page = await launch(siteUrl);
  }, 180_000);
  afterAll(async () => {
    await page?.close();
  });
  const current = () => {
    if (!page) {
      throw new Error(`${engine} did not start`);
    }
    return page;
  };
  pageSteps(current);
  downloadSteps(current);
  dialogSteps(current);
  accessibilitySteps(current);
  variantSteps(current, launch, siteUrl, noScripts);
}
