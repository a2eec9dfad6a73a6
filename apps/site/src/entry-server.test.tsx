import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTestPage, testLocales, testPages, testSite } from '../test/site-pages';


describe('routes from the snapshot', () => {
  it('has an archive and a release page for each of the 872 releases, plus the fixed pages, in every locale built', () => {
    for (const locale of testLocales) {
      const pages = testPages.filter((page) => page.locale === locale);
      expect(pages.filter((page) => page.kind === 'archive' && page.basePath !== '/download/archive/current')).toHaveLength(872);
      expect(pages.filter((page) => page.kind === 'blog')).toHaveLength(872);
      // The fixed pages include the LTS page on v24 and v22, the LTS lines the Current page's picker leads to.
      expect(pages.filter((page) => page.kind === 'download').map((page) => page.basePath)).toEqual([
        '/download',
        '/download/current',
        '/download/v24',
        '/download/v22',
      ]);
      // With the Current channel's 404 page of /download/latest/ (no line is Current on the test date).
      expect(pages.filter((page) => page.kind === 'no-current-channel').map((page) => page.basePath)).toEqual(['/download/latest/current/404.html']);
      expect(pages).toHaveLength(1755);
      expect(pages.every((page) => page.path === (locale === 'en' ? page.basePath : `/${locale}${page.basePath}`))).toBe(true);
    }
    expect(testPages).toHaveLength(1755 * testLocales.length);
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

  it('opens the LTS page on another LTS line at that line\'s address, linked from the Current page\'s picker', () => {
    const line = renderTestPage('/download/v22');
    expect(line).toContain('<title>Download Node.js v22.23.2 (LTS)</title>');
    expect(line).toContain('href="https://nodejs.org/dist/v22.23.2/node-v22.23.2-x64.msi"');
    expect(renderTestPage('/download/current')).toContain('href="/download/v22"');
  });

  it('puts hydration data in a JSON block, never an inline script', () => {
    const download = renderTestPage('/download');
    expect(download).toMatch(/<script type="application\/json" id="page-data">\{/);
    expect(download.match(/<script(?![^>]*(?:type="application\/json"|src=))[^>]*>/g)).toBeNull();
    // An archive page loads one script, with no data or messages: it fills in the server's sentences.
    const archive = renderTestPage('/download/archive/v22.1.0');
    expect(archive.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="/assets/archive.js" fetchPriority="low">']);
  });

  it("draws the header's mark inline from the favicon's file, so a page asks for no image before its first paint", () => {
    const html = renderTestPage('/download');
    const favicon = fs.readFileSync(path.join(import.meta.dirname, '../public/favicon.svg'), 'utf8');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    for (const shape of favicon.match(/<path [^>]*\/>/g) ?? []) {
      expect(header).toContain(shape);
    }
    expect(header).toMatch(/<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">/);
    expect(header).not.toContain('<title>');
    expect(html).not.toMatch(/<img|rel="preload" as="image"/);
  });

  it('shows the snapshot date in the footer', () => {
    expect(renderTestPage('/')).toMatch(/Release data snapshot of <time datetime="2026-11-16">Nov 16, 2026<\/time>/i);
  });

  it("hands the days a hydrated page shows to its script as the pre-render wrote them, and the about pages none", () => {
    const days = (html: string) =>
      (JSON.parse(/<script type="application\/json" id="page-messages">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { days?: Record<string, string> }).days;
    const current = renderTestPage('/download/current');
    const recorded = days(current) ?? {};
    expect(Object.keys(recorded).length).toBeGreaterThan(0);
    for (const [day, text] of Object.entries(recorded)) {
      expect(current).toContain(`<time dateTime="${day}">${text}</time>`);
    }
    expect(days(renderTestPage('/about/eol'))).toBeUndefined();
  });

  it('serves the about pages as static tables: no hydration data, only the messages of their dialogs, each Details control a link to the line section of its newest archive page', () => {
    for (const path of ['/about/previous-releases', '/about/eol']) {
      const html = renderTestPage(path);
      expect(html).not.toContain('id="page-data"');
      const block = /<script type="application\/json" id="page-messages">(.*?)<\/script>/s.exec(html)?.[1];
      const ids = Object.keys((JSON.parse(block ?? 'null') as { messages: Record<string, unknown> }).messages);
      expect(ids).toContain('about.pending.loading');
      expect(ids.filter((id) => !id.startsWith('about.') && !id.startsWith('common.'))).toEqual([]);
      expect(html).toMatch(/<script type="module" src="\/assets\/[^"]+"/);
    }
    expect(renderTestPage('/about/previous-releases')).toMatch(
      /<a href="\/download\/archive\/v20\.\d+\.\d+#line-details" data-slot="details-button" data-line="v20" data-codename="Iron">Details/,
    );
    expect(renderTestPage('/about/eol')).toMatch(/<a href="\/download\/archive\/v0\.12\.\d+#line-details" data-slot="details-button" data-line="v0\.12">/);
  });
});
