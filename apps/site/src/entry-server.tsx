/**
 * Server entry of the pre-render step: loads the data, lists every route, renders each to a
 * complete HTML document. Bundled by Vite (`build.ssr`) and driven by `scripts/build/build-site.ts`.
 */
import {
  type Artifact,
  currentRelease,
  findMinorRelease,
  nextCurrentLine,
  type LineRelease,
  releaseArtifacts,
  splitVulnerabilities,
} from '@node-downloads/release-core';
import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { ClientEntry, PageAssets } from './build/assets';
import { listDataFiles } from './api/data-files';
import { feedLinks } from './api/feed-links';
import { siteOrigin } from './api/origin';
import { API_DOCS_PATH } from './api/paths';
import { NoScriptDownloads } from './components/noscript-downloads';
import { Document } from './render/document';
import { type CompiledCatalogue, pickNamespaces } from './i18n/catalogue';
import { CLIENT_NAMESPACES } from './i18n/client-namespaces';
import { createI18n } from './i18n/i18n';
import { LOCALES, type Locale, localizePath, NOT_FOUND_PATH } from './i18n/locales';
import { I18nProvider, type PageI18n, pageI18n } from './i18n/react';
import { versionLabel } from './i18n/version-label';
import { headersFile } from './headers';
import {
  ARCHIVE_CURRENT_PATH,
  archivePath,
  blogPath,
  CURRENT_DOWNLOAD_PATH,
  DOWNLOAD_PATH,
  EOL_PATH,
  HOME_PATH,
  PREVIOUS_RELEASES_PATH,
} from './links';
import { ApiPage } from './pages/api-page';
import { ArchivePage } from './pages/archive-page';
import { BlogPage } from './pages/blog-page';
import { toDownloadReleases, toDownloadShasums } from './download/download-data';
import type { DownloadPageData } from './download/types';
import { DownloadPage } from './pages/download-page';
import { EolPage, eolLines } from './pages/eol-page';
import { featuredArtifacts, HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { PreviousReleasesPage } from './pages/previous-releases-page';
import { SCHEDULE_CHART_PATH, ScheduleChartSvg } from './about/schedule-chart';
import { lineDownloadPages } from './download/line-download-pages';
import { loadSite, type Site } from './site-data';
import { sitemapFiles } from './build/sitemap';

export { headersFile, listDataFiles, loadSite, siteOrigin, sitemapFiles };
export type { Site };

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
  | { kind: 'home' | 'previous-releases' | 'eol' | 'api' | 'not-found' }
  | { kind: 'download'; current: boolean; version?: string | undefined }
  | { kind: 'archive' | 'blog'; version: string }
);

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
    { kind: 'archive', version: site.currentPageRelease.version, path: ARCHIVE_CURRENT_PATH },
    { kind: 'previous-releases', path: PREVIOUS_RELEASES_PATH, entry: 'about' },
    { kind: 'eol', path: EOL_PATH, entry: 'about' },
    { kind: 'api', path: API_DOCS_PATH },
    { kind: 'not-found', path: NOT_FOUND_PATH },
  ];
  for (const { version, path } of lineDownloadPages(site.releases)) {
    pages.push({ kind: 'download', current: false, version, path, entry: 'download' });
  }
  for (const release of site.releases) {
    for (const minor of release.minorVersions) {
      pages.push({ kind: 'archive', version: minor.version, path: archivePath(minor.version) });
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
      const linked = content.kind === 'not-found' ? HOME_PATH : basePath;
      const alternates = locales.map((other) => ({ locale: other, href: localizePath(other, linked) }));
      return { ...content, locale, basePath, path, file: fileOf(path), alternates } as Page;
    }),
  );
}

const artifactCache = new WeakMap<LineRelease, Artifact[]>();

function artifactsOf(site: Site, minor: LineRelease): Artifact[] {
  let artifacts = artifactCache.get(minor);
  if (!artifacts) {
    artifacts = releaseArtifacts(minor, { shasums: site.shasums });
    artifactCache.set(minor, artifacts);
  }
  return artifacts;
}

type Rendered = { title: string; description: string; main: ReactNode; noscript?: ReactNode; pageData?: unknown };

function findRelease(site: Site, version: string) {
  const match = findMinorRelease(site.releases, version);
  if (!match) {
    throw new Error(`No release ${version} in the data`);
  }
  return match;
}

function renderContent(site: Site, page: Page, i18n: PageI18n): Rendered {
  switch (page.kind) {
    case 'home': {
      const lts = site.ltsRelease;
      const newest = lts.minorVersions[0]!;
      return {
        title: i18n.t('meta.homeTitle'),
        description: i18n.t('meta.homeDescription', { version: lts.versionWithPrefix }),
        main: (
          <HomePage
            ltsRelease={lts}
            currentPageRelease={site.currentPageRelease}
            hasCurrentLine={currentRelease(site.releases) !== undefined}
            featured={featuredArtifacts(artifactsOf(site, newest))}
          />
        ),
      };
    }
    case 'download': {
      const release = page.version !== undefined ? findRelease(site, page.version).release : page.current ? site.currentPageRelease : site.ltsRelease;
      const releases = toDownloadReleases(site.releases);
      const data: DownloadPageData = {
        releases,
        initialVersion: release.versionWithPrefix,
        onCurrentPage: page.current,
        noCurrentLine: page.current && site.currentRelease === undefined,
        shasums: toDownloadShasums(releases, site.shasums),
      };
      const next = page.current ? nextCurrentLine({ releases: site.releases, schedule: site.schedule, now: site.now }) : undefined;
      if (next) {
        data.nextCurrent = { line: next.line, start: next.start, prerelease: next.newestPrerelease?.versionWithPrefix };
      }
      const label = versionLabel(i18n.t, release);
      return {
        title: i18n.t('meta.downloadTitle', { version: label }),
        description: i18n.t('meta.downloadDescription', { version: label }),
        main: (
          <DownloadPage
            data={data}
            noscript={<NoScriptDownloads version={release.versionWithPrefix} artifacts={artifactsOf(site, release.minorVersions[0]!)} />}
          />
        ),
        pageData: data,
      };
    }
    case 'archive': {
      const { release, minor } = findRelease(site, page.version);
      return {
        title: i18n.t('meta.archiveTitle', { version: minor.versionWithPrefix }),
        description: i18n.t('meta.archiveDescription', { version: minor.versionWithPrefix }),
        main: (
          <ArchivePage
            release={release}
            minor={minor}
            artifacts={artifactsOf(site, minor)}
            lines={site.releases.map(({ line, versionWithPrefix, isLts, status }) => ({ line, versionWithPrefix, isLts, status }))}
            shasums={site.shasums}
            vulnerabilities={
              release.status === 'End-of-life' ? splitVulnerabilities(site.vulnerabilities.get(release.line) ?? []) : undefined
            }
            audit={site.audit(minor.version)}
            dataDate={site.snapshotDate}
          />
        ),
      };
    }
    case 'blog': {
      const { release, minor } = findRelease(site, page.version);
      return {
        title: i18n.t('meta.blogTitle', { version: minor.versionWithPrefix }),
        description: i18n.t('meta.blogDescription', { version: minor.versionWithPrefix, date: i18n.date(minor.date) }),
        main: (
          <BlogPage release={release} minor={minor} artifacts={artifactsOf(site, minor)} audit={site.audit(minor.version)} dataDate={site.snapshotDate} />
        ),
      };
    }
    case 'previous-releases': {
      return {
        title: i18n.t('meta.previousReleasesTitle'),
        description: i18n.t('meta.previousReleasesDescription'),
        main: <PreviousReleasesPage releases={site.releases} schedule={site.schedule} nowDay={site.nowDay} />,
      };
    }
    case 'eol': {
      return {
        title: i18n.t('meta.eolTitle'),
        description: i18n.t('meta.eolDescription'),
        main: <EolPage lines={eolLines(site.releases, site.vulnerabilities)} />,
      };
    }
    case 'api': {
      return {
        title: i18n.t('meta.apiTitle'),
        description: i18n.t('meta.apiDescription'),
        main: <ApiPage site={site} origin={siteOrigin()} />,
      };
    }
    case 'not-found': {
      return {
        title: i18n.t('meta.notFoundTitle'),
        description: i18n.t('meta.notFoundDescription'),
        main: <NotFoundPage />,
      };
    }
    default: {
      return page satisfies never;
    }
  }
}

const instances = new WeakMap<CompiledCatalogue, I18n>();
const clientMessages = new WeakMap<CompiledCatalogue, Map<string, CompiledCatalogue>>();

function i18nFor(locale: Locale, messages: CompiledCatalogue): I18n {
  let i18n = instances.get(messages);
  if (!i18n) {
    i18n = createI18n(locale, messages);
    instances.set(messages, i18n);
  }
  return i18n;
}

/** The compiled messages a page's script renders, in its locale. */
function messagesOfEntry(messages: CompiledCatalogue, entry: NonNullable<Page['entry']>): CompiledCatalogue {
  let byEntry = clientMessages.get(messages);
  if (!byEntry) {
    byEntry = new Map();
    clientMessages.set(messages, byEntry);
  }
  let picked = byEntry.get(entry);
  if (!picked) {
    picked = pickNamespaces(messages, CLIENT_NAMESPACES[entry]);
    byEntry.set(entry, picked);
  }
  return picked;
}

/**
 * The standalone release schedule chart (`/about/release-schedule.svg`), in English: drawn from
 * the schedule at every build, so it never goes stale.
 */
export function scheduleChartFile(site: Site, englishMessages: CompiledCatalogue): { path: string; file: string; content: string } {
  const i18n = i18nFor('en', englishMessages);
  const svg = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ScheduleChartSvg schedule={site.schedule} nowDay={site.nowDay} standalone />
    </I18nProvider>,
  );
  return { path: SCHEDULE_CHART_PATH, file: SCHEDULE_CHART_PATH.slice(1), content: `<?xml version="1.0" encoding="utf-8"?>\n${svg}\n` };
}

/** The complete HTML document of a page, in the locale whose compiled messages are given. */
export function renderPage(site: Site, page: Page, assets: PageAssets, messages: CompiledCatalogue): string {
  const i18n = i18nFor(page.locale, messages);
  const content = renderContent(site, page, pageI18n(i18n));
  const localized = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;
  // Only a page with hydration data is hydrated; the about pages' script only adds dialogs over static markup.
  const mainHtml = content.pageData === undefined ? renderToStaticMarkup(localized(content.main)) : renderToString(localized(content.main));
  const noscriptHtml = content.noscript ? renderToStaticMarkup(localized(content.noscript)) : undefined;
  const html = renderToStaticMarkup(
    localized(
      <Document
        title={content.title}
        description={content.description}
        path={page.path}
        alternates={page.alternates}
        indexable={page.kind !== 'not-found'}
        origin={siteOrigin()}
        assets={assets}
        snapshotDate={site.snapshotDate}
        nowDay={site.nowDay}
        statusesUntil={page.kind === 'download' ? site.statusesUntil : undefined}
        mainHtml={mainHtml}
        noscriptHtml={noscriptHtml}
        pageData={content.pageData}
        pageMessages={page.entry ? { locale: page.locale, messages: messagesOfEntry(messages, page.entry) } : undefined}
        feeds={feedLinks(page.kind, (id) => i18n._(id))}
      />,
    ),
  );
  return `<!doctype html>${html}`;
}
