/**
 * Paths of the site's pages. Release-core builds every release path and names the fixed routes;
 * the home page is the only route of the site's own.
 */
import { archivePath } from '@node-downloads/release-core';

export {
  ARCHIVE_CURRENT_PATH,
  archivePath,
  blogPath,
  CURRENT_DOWNLOAD_PATH,
  DOWNLOAD_PATH,
  EOL_PATH,
  PREVIOUS_RELEASES_PATH,
} from '@node-downloads/release-core';

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
