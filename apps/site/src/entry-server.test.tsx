import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderTestPage, testPages, testSite } from '../test/site-pages';
import { type AboutPageData, formatDateFrom } from './pages/about-data';
import { EolPage } from './pages/eol-page';
import { PreviousReleasesPage } from './pages/previous-releases-page';


describe('routes from the snapshot', () => {
  it('has an archive and a release page for each of the 872 releases, plus the fixed pages', () => {
    expect(testPages.filter((page) => page.kind === 'archive' && page.path !== '/download/archive/current')).toHaveLength(872);
    expect(testPages.filter((page) => page.kind === 'blog')).toHaveLength(872);
    expect(testPages).toHaveLength(1752);
    expect(new Set(testPages.map((page) => page.file)).size).toBe(testPages.length);
  });

  it('has no page for partial versions or versions that do not exist', () => {
    const paths = new Set(testPages.map((page) => page.path));
    expect(paths.has('/download/archive/v22')).toBe(false);
    expect(paths.has('/download/archive/v99.0.0')).toBe(false);
    expect(paths.has('/download/archive/v22.1.0')).toBe(true);
  });

  it('offers the newest LTS line on /download and says so when no line is Current', () => {
    expect(renderTestPage('/download')).toContain('<title>Download Node.js v26.13.0 (LTS)</title>');
    const current = renderTestPage('/download/current');
    expect(testSite.currentRelease).toBeUndefined();
    expect(current).toContain('No release line is in Current status right now');
  });

  it('puts hydration data in a JSON block, never an inline script', () => {
    const download = renderTestPage('/download');
    expect(download).toMatch(/<script type="application\/json" id="page-data">\{/);
    expect(download.match(/<script(?![^>]*(?:type="application\/json"|src=))[^>]*>/g)).toBeNull();
    expect(renderTestPage('/download/archive/v22.1.0')).not.toContain('<script');
  });

  it('shows the snapshot date in the footer', () => {
    expect(renderTestPage('/')).toMatch(/Release data snapshot of <time datetime="2026-11-16">2026-11-16<\/time>/i);
  });

  it('gives the about pages every date their tables show on load, formatted, so hydration formats none', () => {
    for (const path of ['/about/previous-releases', '/about/eol']) {
      const block = renderTestPage(path).match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/)?.[1];
      const data = JSON.parse(block ?? 'null') as AboutPageData;
      const formatted: string[] = [];
      const formatDate = formatDateFrom(data.dates);
      const recording = (day: string) => {
        if (!Object.hasOwn(data.dates, day)) {
          formatted.push(day);
        }
        return formatDate(day);
      };
      const page =
        data.kind === 'eol' ? <EolPage lines={data.lines} formatDate={recording} /> : <PreviousReleasesPage releases={data.releases} formatDate={recording} />;
      const markup = renderToString(page);
      expect(formatted).toEqual([]);
      // The build's texts are the ones on the page.
      expect(Object.keys(data.dates).length).toBeGreaterThan(10);
      for (const [day, text] of Object.entries(data.dates)) {
        expect(markup).toContain(`<time datetime="${day}">${text}</time>`);
      }
    }
  });
});
