/**
 * The site's routes (SPEC §2): the site owns them; release-core builds only addresses of the
 * distribution server and the pages it links to.
 */
import { normalizeVersion, parseVersion } from '@node-downloads/release-core';

/** Route of the download page of the newest LTS line. */
export const DOWNLOAD_PATH = '/download';
/** Route of the download page of the Current line. */
export const CURRENT_DOWNLOAD_PATH = '/download/current';
/** The folder of the version-free addresses of the newest files (`src/latest/latest-channels.ts`). */
export const LATEST_PATH = '/download/latest';
/** The channel of those addresses that has no release while no line is Current. */
export const CURRENT_CHANNEL = 'current';
/** The 404 page of the Current channel, written only while no line is Current. */
export const NO_CURRENT_CHANNEL_PAGE = `${LATEST_PATH}/${CURRENT_CHANNEL}/404.html`;
/** Route of the archive page of the Current (or newest) release. */
export const ARCHIVE_CURRENT_PATH = '/download/archive/current';
/** Route of the end-of-life page. */
export const EOL_PATH = '/about/eol';
/** Route of the previous releases page. */
export const PREVIOUS_RELEASES_PATH = '/about/previous-releases';

/**
 * Route of the archive page of a release. Throws release-core's `VersionError` for an invalid
 * version.
 * @example
 * archivePath('22.1.0') // → '/download/archive/v22.1.0'
 */
export function archivePath(version: string): string {
  return `/download/archive/v${normalizeVersion(version)}`;
}

/**
 * Route of the release page of a release.
 * @example
 * blogPath('v22.1.0') // → '/blog/release/v22.1.0'
 */
export function blogPath(version: string): string {
  return `/blog/release/v${normalizeVersion(version)}`;
}

/**
 * Route of the LTS download page opened on another LTS line than its own (`/download/v24`):
 * pre-rendered for each line the version picker leads there with, so the choice holds without
 * JavaScript. Throws release-core's `VersionError` for an invalid version.
 * @example
 * lineDownloadPath('v24.22.0') // → '/download/v24'
 */
export function lineDownloadPath(version: string): string {
  return `${DOWNLOAD_PATH}/v${parseVersion(version).major}`;
}

/**
 * Where the known vulnerabilities of every release of `line` are, per system: the file the
 * download page loads for a shared link naming an older release.
 * @example
 * lineAuditsPath('v20') // → '/download/audit/v20.json'
 */
export function lineAuditsPath(line: string): string {
  return `${DOWNLOAD_PATH}/audit/${line}.json`;
}

/**
 * Where the advisories of `line` are, their text formatted at build time: the file the
 * end-of-life page's vulnerabilities dialog loads (not part of the JSON API).
 * @example
 * lineAdvisoriesPath('v18') // → '/about/advisories/v18.json'
 */
export function lineAdvisoriesPath(line: string): string {
  return `/about/advisories/${line}.json`;
}

/** What the site reads of a version picker's navigation (release-core's `versionPickerTarget`). */
export type PickerNavigation = { to: 'lts' | 'current'; version: string; query: string };

/**
 * The address a navigation of the version picker leads to (release-core's `versionPickerTarget`
 * names the page and the query that keeps the chosen version, the site its route): the LTS or
 * Current page, or, when the LTS page must open on another line than its own, that line's page
 * ({@link lineDownloadPath}), a real page with or without JavaScript.
 * @example
 * downloadPagePath({ to: 'lts', version: 'v24.22.0', query: 'version=v24.22.0' }) // → '/download/v24'
 */
export function downloadPagePath({ to, version, query }: PickerNavigation): string {
  if (to === 'current') {
    return query === '' ? CURRENT_DOWNLOAD_PATH : `${CURRENT_DOWNLOAD_PATH}?${query}`;
  }
  return query === '' ? DOWNLOAD_PATH : lineDownloadPath(version);
}

export const HOME_PATH = '/';

/** Id of the section of a line's newest archive page that shows what the line's details dialog shows. */
export const LINE_DETAILS_ID = 'line-details';

/**
 * The page showing a line's details without scripts: the archive page of its newest release,
 * at its line section.
 * @example
 * lineDetailsPath('v20.20.2') // → '/download/archive/v20.20.2#line-details'
 */
export function lineDetailsPath(newestVersion: string): string {
  return `${archivePath(newestVersion)}#${LINE_DETAILS_ID}`;
}
