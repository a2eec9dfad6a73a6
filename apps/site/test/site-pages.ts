/**
 * The site as the tests render it: the committed snapshot with statuses as of 2026-11-22 (the day
 * the end-to-end tests expect), its page list, and one page rendered to HTML by path.
 */
import { snapshot } from './snapshot';
import type { PageAssets } from '../scripts/assets';
import { listPages, loadSite, renderPage } from '../src/entry-server';

export const testSite = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
export const testPages = listPages(testSite);

const assets: PageAssets = { styles: ['/assets/site.css'], noscriptStyles: '/assets/noscript.css', preload: [] };

/** The HTML of the page at `path`, with its script when its route has one. */
export function renderTestPage(path: string): string {
  const page = testPages.find((candidate) => candidate.path === path);
  if (!page) {
    throw new Error(`no page ${path}`);
  }
  return renderPage(testSite, page, { ...assets, script: page.entry ? `/assets/${page.entry}.js` : undefined });
}
