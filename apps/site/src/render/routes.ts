/**
 * The route table: every page of the site, in English routes, then in every locale built, each
 * with the file under dist/ it is written to and its language versions.
 */
import { API_DOCS_PATH } from '../api/paths';
import type { ClientEntry } from '../build/assets';
import { lineDownloadPages } from '../download/line-download-pages';
import { LOCALES, type Locale, localizePath, NOT_FOUND_PATH } from '../i18n/locales';
import {
  ARCHIVE_CURRENT_PATH,
  archivePath,
  blogPath,
  CURRENT_DOWNLOAD_PATH,
  DOWNLOAD_PATH,
  EOL_PATH,
  HOME_PATH,
  NO_CURRENT_CHANNEL_PAGE,
  PREVIOUS_RELEASES_PATH,
} from '../links';
import type { Site } from '../site-data';

/** One page of the site: where it is served, in which language, and what it shows. */
export type Page = {
  locale: Locale;
  /** Route of the page in English (the route without a locale prefix). */
  basePath: string;
  /** The same page in every locale built (the language menu and `hreflang` alternates). */
  alternates: readonly { locale: Locale; href: string }[];
  path: string;
  /** File under dist/ the page is written to. */
  file: string;
  entry?: ClientEntry | undefined;
} & (
  | { kind: 'home' | 'previous-releases' | 'eol' | 'api' | 'not-found' | 'no-current-channel' }
  | { kind: 'download'; current: boolean; version?: string | undefined }
  | { kind: 'archive' | 'blog'; version: string }
);

/** The pages of one kind. */
export type PageOf<Kind extends Page['kind']> = Page & { kind: Kind };

function fileOf(path: string): string {
  if (path.endsWith('.html')) {
    return path.slice(1);
  }
  return path === '/' ? 'index.html' : `${path.slice(1).replace(/\/$/, '')}/index.html`;
}

type PageContent = Page extends infer Each ? (Each extends Page ? Omit<Each, 'locale' | 'basePath' | 'path' | 'file' | 'alternates'> : never) : never;

/** Every page of the site, in English routes. */
function basePages(site: Site): (PageContent & { path: string })[] {
  const pages: (PageContent & { path: string })[] = [
    { kind: 'home', path: HOME_PATH },
    { kind: 'download', current: false, path: DOWNLOAD_PATH, entry: 'download' },
    { kind: 'download', current: true, path: CURRENT_DOWNLOAD_PATH, entry: 'download' },
    { kind: 'archive', version: site.currentPageRelease.version, path: ARCHIVE_CURRENT_PATH, entry: 'archive' },
    { kind: 'previous-releases', path: PREVIOUS_RELEASES_PATH, entry: 'about' },
    { kind: 'eol', path: EOL_PATH, entry: 'about' },
    { kind: 'api', path: API_DOCS_PATH },
    { kind: 'not-found', path: NOT_FOUND_PATH },
  ];
  if (site.currentRelease === undefined) {
    // The servers answer an unknown address with the nearest 404.html above it.
    pages.push({ kind: 'no-current-channel', path: NO_CURRENT_CHANNEL_PAGE });
  }
  for (const { version, path } of lineDownloadPages(site.releases)) {
    pages.push({ kind: 'download', current: false, version, path, entry: 'download' });
  }
  for (const release of site.releases) {
    for (const minor of release.minorVersions) {
      pages.push({ kind: 'archive', version: minor.version, path: archivePath(minor.version), entry: 'archive' });
      pages.push({ kind: 'blog', version: minor.version, path: blogPath(minor.version) });
    }
  }
  return pages;
}

/** Every route of the site, in every locale (or in those given). */
export function listPages(site: Site, locales: readonly Locale[] = LOCALES): Page[] {
  const base = basePages(site);
  return locales.flatMap((locale) =>
    base.map(({ path: basePath, ...content }) => {
      const path = localizePath(locale, basePath);
      // The 404 page's language links lead to each locale's home: there is no page to translate.
      const linked = content.kind === 'not-found' || content.kind === 'no-current-channel' ? HOME_PATH : basePath;
      const alternates = locales.map((other) => ({ locale: other, href: localizePath(other, linked) }));
      return { ...content, locale, basePath, path, file: fileOf(path), alternates } as Page;
    }),
  );
}
