import { snapshot } from '@node-downloads/release-core/data';
import { describe, expect, it } from 'vitest';
import type { PageAssets } from '../../scripts/assets';
import { listPages, loadSite, renderPage } from '../entry-server';

const site = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
const pages = listPages(site);
const assets: PageAssets = { styles: ['/assets/site.css'], noscriptStyles: '/assets/noscript.css', preload: [] };

function html(path: string): string {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) {
    throw new Error(`no page ${path}`);
  }
  return renderPage(site, page, assets);
}

describe('stable folder on archive pages', () => {
  it("shows the line's latest-v22.x folder and says it points at the newest release only", () => {
    const newest = html('/download/archive/v22.23.2');
    expect(newest).toContain('<a href="https://nodejs.org/dist/latest-v22.x/">latest-v22.x</a>');
    expect(newest).toContain('the latest-v22.x names point at it');
    const older = html('/download/archive/v22.12.0');
    expect(older).toContain('<a href="https://nodejs.org/dist/latest-v22.x/">latest-v22.x</a>');
    expect(older).not.toContain('point at it');
    expect(older).toContain('<a href="/download/archive/v22.23.2">v22.23.2</a>');
  });

  it('uses latest-v0.10.x for v0.10 and has no folder for v0.8 or a line with only prereleases', () => {
    expect(html('/download/archive/v0.10.48')).toContain('https://nodejs.org/dist/latest-v0.10.x/');
    expect(html('/download/archive/v0.8.28')).not.toContain('latest-v');
    expect(html('/download/archive/v27.0.0-alpha.0.1.1')).not.toContain('latest-v');
  });
});
