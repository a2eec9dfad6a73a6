/**
 * Paths of the site's own pages that release-core does not build (release-core builds the
 * download, archive and release-notes paths of a version).
 */

export function homePath(): string {
  return '/';
}

/** The download page of the newest LTS line. */
export function downloadPagePath(): string {
  return '/download';
}

export function previousReleasesPath(): string {
  return '/about/previous-releases';
}

export function aboutEolPath(): string {
  return '/about/eol';
}
