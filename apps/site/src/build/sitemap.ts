/**
 * The sitemaps: an index at `/sitemap.xml` pointing to one sitemap per locale, each listing that
 * locale's pages with every language version as an `hreflang` alternate (plus `x-default`, the
 * English page), and `robots.txt` announcing the index. Pages that are not indexable (the 404
 * pages) are left out.
 */
import type { DataFile } from '../api/data-files';
import { DEFAULT_LOCALE, LOCALES, type Locale, localeInfo, localizePath } from '../i18n/locales';

/** What the sitemaps need to know of a page. */
export type SitemapPage = { locale: Locale; basePath: string; path: string; kind: string };

export const SITEMAP_PATH = '/sitemap.xml';

export function localeSitemapPath(locale: Locale): string {
  return `/sitemap-${locale}.xml`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The sitemap index, the locale sitemaps and robots.txt for the given pages. */
export function sitemapFiles(pages: readonly SitemapPage[], { origin }: { origin: string }): DataFile[] {
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const files: DataFile[] = [];
  const built = LOCALES.filter((locale) => pages.some((page) => page.locale === locale));
  for (const locale of built) {
    const entries = pages
      .filter((page) => page.locale === locale && page.kind !== 'not-found' && page.kind !== 'no-current-channel')
      .map((page) => {
        const alternates = built.map(
          (other) => `<xhtml:link rel="alternate" hreflang="${localeInfo(other).tag}" href="${url(localizePath(other, page.basePath))}"/>`,
        );
        alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(localizePath(DEFAULT_LOCALE, page.basePath))}"/>`);
        return `<url><loc>${url(page.path)}</loc>${alternates.join('')}</url>`;
      });
    const path = localeSitemapPath(locale);
    files.push({
      path,
      file: path.slice(1),
      content: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
    });
  }
  const index = built.map((locale) => `<sitemap><loc>${url(localeSitemapPath(locale))}</loc></sitemap>`);
  files.push({
    path: SITEMAP_PATH,
    file: SITEMAP_PATH.slice(1),
    content: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`,
  });
  files.push({ path: '/robots.txt', file: 'robots.txt', content: `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_PATH}\n` });
  return files;
}
