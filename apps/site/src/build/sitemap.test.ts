import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { testPages } from '../../test/site-pages';
import { sitemapFiles } from './sitemap';

describe('sitemaps', () => {
  const files = sitemapFiles(testPages, { origin: 'https://example.org' });
  const parser = new XMLParser({ ignoreAttributes: false });

  it('index one sitemap per locale built, and robots.txt points to the index', () => {
    const index = parser.parse(files.find((file) => file.path === '/sitemap.xml')?.content ?? '');
    const locales = new Set(testPages.map((page) => page.locale));
    const listed = [index.sitemapindex.sitemap].flat().map((entry: { loc: string }) => entry.loc);
    expect(listed).toEqual([...locales].map((locale) => `https://example.org/sitemap-${locale}.xml`));
    expect(files.find((file) => file.path === '/robots.txt')?.content).toContain('Sitemap: https://example.org/sitemap.xml');
  });

  it('list every indexable page once, with an alternate per locale and x-default, never a 404 page', () => {
    const english = parser.parse(files.find((file) => file.path === '/sitemap-en.xml')?.content ?? '');
    const urls = [english.urlset.url].flat() as { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] | { '@_hreflang': string; '@_href': string } }[];
    const pages = testPages.filter((page) => page.locale === 'en' && page.kind !== 'not-found' && page.kind !== 'no-current-channel');
    expect(urls.map((url) => url.loc)).toEqual(pages.map((page) => `https://example.org${page.path}`));
    expect(urls.some((url) => url.loc.endsWith('404.html'))).toBe(false);
    const download = urls.find((url) => url.loc === 'https://example.org/download');
    const links = [download?.['xhtml:link'] ?? []].flat();
    expect(links.find((link) => link['@_hreflang'] === 'x-default')?.['@_href']).toBe('https://example.org/download');
    expect(links).toHaveLength(new Set(testPages.map((page) => page.locale)).size + 1);
  });
});
