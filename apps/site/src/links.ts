/**
 * The site's routes (SPEC §2): the site owns them; release-core builds only addresses of the
 * distribution server and the pages it links to.
 */
import { toSemVer } from '@node-downloads/release-core';

/** Route of the download page of the newest LTS line. */
export const DOWNLOAD_PATH = '/download';
/** Route of the download page of the Current line. */
export const CURRENT_DOWNLOAD_PATH = '/download/current';
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
  return `/download/archive/v${toSemVer(version).version}`;
}

/**
 * Route of the release page of a release.
 * @example
 * blogPath('v22.1.0') // → '/blog/release/v22.1.0'
 */
export function blogPath(version: string): string {
  return `/blog/release/v${toSemVer(version).version}`;
}

/**
 * The download page an intent of the version picker leads to (release-core's
 * `versionPickerTarget` names the page, the site its route).
 */
export function downloadPagePath(page: 'lts' | 'current'): string {
  switch (page) {
    case 'lts': {
      return DOWNLOAD_PATH;
    }
    case 'current': {
      return CURRENT_DOWNLOAD_PATH;
    }
    default: {
      return page satisfies never;
    }
  }
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
