/**
 * Paths of the site's pages. Release-core builds every release path and names the fixed routes;
 * the home page is the only route of the site's own.
 */
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
