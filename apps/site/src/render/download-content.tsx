/** A download page (LTS, Current, or a line's): its hydration data and its links without JavaScript. */
import { nextCurrentLine } from '@node-downloads/release-core';
import { LineFeedLinks } from '../components/line-feed-links';
import { NoScriptDownloads } from '../components/noscript-downloads';
import { toDownloadReleases, toDownloadShasums } from '../download/download-data';
import type { DownloadPageData } from '../download/types';
import { versionLabel } from '../i18n/version-label';
import { DownloadPage } from '../pages/download-page';
import { artifactsOf, findRelease, type Renderer } from './rendered';

export const renderDownload: Renderer<'download'> = (site, page, i18n) => {
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
    line: release.line,
    after: <LineFeedLinks line={release.line} />,
    main: (
      <DownloadPage
        data={data}
        noscript={<NoScriptDownloads version={release.versionWithPrefix} artifacts={artifactsOf(site, release.minorVersions[0]!)} />}
      />
    ),
    pageData: data,
  };
};
