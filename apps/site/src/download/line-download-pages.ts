/**
 * The LTS download page opened on another line than its own (`/download/v24`): one page for each
 * line the version picker of the Current page leads there with (release-core's
 * `versionPickerTarget`), so the version chosen holds with JavaScript off, and the same address
 * is followed with it on.
 */
import { type VersionPickerTargetLine, versionPickerTarget } from '@node-downloads/release-core';
import { downloadPagePath } from '../links';

/** One line's download page: the release it opens on and its route in English. */
export type LineDownloadPage = { version: string; path: string };

/**
 * The line pages of `releases` (every line, newest first, as the download page gets them).
 * @example
 * lineDownloadPages(site.releases) // → [{ version: 'v24.22.0', path: '/download/v24' }, { version: 'v22.23.2', path: '/download/v22' }]
 */
export function lineDownloadPages(releases: readonly VersionPickerTargetLine[]): LineDownloadPage[] {
  return releases.flatMap((release) => {
    const target = versionPickerTarget({ release, onCurrentPage: true, releases });
    return target.action === 'navigate' && target.to === 'lts' && target.query !== ''
      ? [{ version: target.version, path: downloadPagePath(target) }]
      : [];
  });
}
