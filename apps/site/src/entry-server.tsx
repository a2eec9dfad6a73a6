/**
 * Server entry of the pre-render step: loads the data, lists every route, renders each to a
 * complete HTML document. Bundled by Vite (`build.ssr`) and driven by `scripts/build.ts`.
 */
import { type Artifact, currentRelease, findMinorRelease, type MinorRelease, releaseArtifacts, splitVulnerabilities } from '@node-downloads/release-core';
import { versionLabel } from '@node-downloads/ui';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { ClientEntry, PageAssets } from '../scripts/assets';
import { listDataFiles } from './api/data-files';
import { feedLinks } from './api/feed-links';
import { siteOrigin } from './api/origin';
import { API_DOCS_PATH } from './api/paths';
import { NoScriptDownloads } from './components/noscript-downloads';
import { Document } from './document';
import { headersFile } from './headers';
import { ARCHIVE_CURRENT_PATH, archivePath, blogPath, CURRENT_DOWNLOAD_PATH, DOWNLOAD_PATH, EOL_PATH, HOME_PATH, PREVIOUS_RELEASES_PATH } from './links';
import { ApiPage } from './pages/api-page';
import { ArchivePage } from './pages/archive-page';
import { BlogPage } from './pages/blog-page';
import { type DownloadPageData, DownloadPage, toDownloadReleases, toDownloadShasums } from './pages/download-page';
import { EolPage, eolLines } from './pages/eol-page';
import { featuredArtifacts, HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { PreviousReleasesPage } from './pages/previous-releases-page';
import { loadSite, type Site } from './site-data';

export { headersFile, listDataFiles, loadSite, siteOrigin };
export type { Site };

/** One page of the site: where it is served and what it shows. */
export type Page = {
  path: string;
  /** File under dist/ the page is written to. */
  file: string;
  entry?: ClientEntry | undefined;
} & (
  | { kind: 'home' | 'previous-releases' | 'eol' | 'api' | 'not-found' }
  | { kind: 'download'; current: boolean }
  | { kind: 'archive' | 'blog'; version: string }
);

function fileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Every route of the site. */
export function listPages(site: Site): Page[] {
  const pages: Page[] = [
    { kind: 'home', path: HOME_PATH, file: fileOf(HOME_PATH) },
    { kind: 'download', current: false, path: DOWNLOAD_PATH, file: fileOf(DOWNLOAD_PATH), entry: 'download' },
    { kind: 'download', current: true, path: CURRENT_DOWNLOAD_PATH, file: fileOf(CURRENT_DOWNLOAD_PATH), entry: 'download' },
    {
      kind: 'archive',
      version: site.currentPageRelease.version,
      path: ARCHIVE_CURRENT_PATH,
      file: fileOf(ARCHIVE_CURRENT_PATH),
    },
    { kind: 'previous-releases', path: PREVIOUS_RELEASES_PATH, file: fileOf(PREVIOUS_RELEASES_PATH), entry: 'about' },
    { kind: 'eol', path: EOL_PATH, file: fileOf(EOL_PATH), entry: 'about' },
    { kind: 'api', path: API_DOCS_PATH, file: fileOf(API_DOCS_PATH) },
    { kind: 'not-found', path: '/404.html', file: '404.html' },
  ];
  for (const release of site.releases) {
    for (const minor of release.minorVersions) {
      pages.push({ kind: 'archive', version: minor.version, path: archivePath(minor.version), file: fileOf(archivePath(minor.version)) });
      pages.push({ kind: 'blog', version: minor.version, path: blogPath(minor.version), file: fileOf(blogPath(minor.version)) });
    }
  }
  return pages;
}

const artifactCache = new WeakMap<MinorRelease, Artifact[]>();

function artifactsOf(site: Site, minor: MinorRelease): Artifact[] {
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

function renderContent(site: Site, page: Page): Rendered {
  switch (page.kind) {
    case 'home': {
      const lts = site.ltsRelease;
      const newest = lts.minorVersions[0]!;
      return {
        title: 'Download Node.js',
        description: `Download Node.js ${lts.versionWithPrefix} (LTS) for Windows, macOS, Linux and AIX.`,
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
      const release = page.current ? site.currentPageRelease : site.ltsRelease;
      const releases = toDownloadReleases(site.releases);
      const data: DownloadPageData = {
        releases,
        initialVersion: release.versionWithPrefix,
        onCurrentPage: page.current,
        noCurrentLine: page.current && site.currentRelease === undefined,
        shasums: toDownloadShasums(releases, site.shasums),
      };
      const label = versionLabel(release);
      return {
        title: `Download Node.js ${label}`,
        description: `Install Node.js ${label} with a package or version manager, or download the installer or binary for your system.`,
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
        title: `Node.js ${minor.versionWithPrefix} — all files`,
        description: `Every file of Node.js ${minor.versionWithPrefix}: installers, binaries, source code and checksums.`,
        main: (
          <ArchivePage
            release={release}
            minor={minor}
            artifacts={artifactsOf(site, minor)}
            lines={site.releases.map(({ versionWithPrefix, isLts, status }) => ({ versionWithPrefix, isLts, status }))}
            shasums={site.shasums}
            vulnerabilities={
              release.status === 'End-of-life' ? splitVulnerabilities(site.vulnerabilities.get(release.line) ?? []) : undefined
            }
          />
        ),
      };
    }
    case 'blog': {
      const { release, minor } = findRelease(site, page.version);
      return {
        title: `Node.js ${minor.versionWithPrefix}`,
        description: `Node.js ${minor.versionWithPrefix}, released ${minor.date}: npm, V8 and module versions, and its files.`,
        main: <BlogPage release={release} minor={minor} artifacts={artifactsOf(site, minor)} />,
      };
    }
    case 'previous-releases': {
      return {
        title: 'Previous releases of Node.js',
        description: 'Every Node.js release line with its status, dates and releases.',
        main: <PreviousReleasesPage releases={site.releases} />,
      };
    }
    case 'eol': {
      return {
        title: 'End-of-life Node.js versions',
        description: 'Node.js release lines that no longer receive fixes, with the vulnerabilities that affect them.',
        main: <EolPage lines={eolLines(site.releases, site.vulnerabilities)} />,
      };
    }
    case 'api': {
      return {
        title: 'Release data API and feeds',
        description: 'Node.js release data as static JSON files and Atom feeds: endpoints, fields, examples and limits.',
        main: <ApiPage site={site} origin={siteOrigin()} />,
      };
    }
    case 'not-found': {
      return {
        title: 'Page not found',
        description: 'There is no page at this address.',
        main: <NotFoundPage />,
      };
    }
    default: {
      return page satisfies never;
    }
  }
}

/** The complete HTML document of a page. */
export function renderPage(site: Site, page: Page, assets: PageAssets): string {
  const content = renderContent(site, page);
  // Only a page with hydration data is hydrated; the about pages' script only adds dialogs over static markup.
  const mainHtml = content.pageData === undefined ? renderToStaticMarkup(content.main) : renderToString(content.main);
  const noscriptHtml = content.noscript ? renderToStaticMarkup(content.noscript) : undefined;
  const html = renderToStaticMarkup(
    <Document
      title={content.title}
      description={content.description}
      path={page.path}
      assets={assets}
      snapshotDate={site.snapshotDate}
      nowDay={site.nowDay}
      mainHtml={mainHtml}
      noscriptHtml={noscriptHtml}
      pageData={content.pageData}
      feeds={feedLinks(page.kind)}
    />,
  );
  return `<!doctype html>${html}`;
}
