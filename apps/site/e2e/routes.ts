/**
 * One page of each route type, as the built site has them (snapshot of 2026-11-16). Shared by the
 * Chromium suite and the Firefox and WebKit flows (tooling/browsers), so it imports no test runner.
 */
export const ROUTES = {
  home: '/',
  download: '/download',
  downloadCurrent: '/download/current',
  archiveCurrent: '/download/archive/current',
  archive: '/download/archive/v22.1.0',
  archiveOld: '/download/archive/v0.10.48',
  blog: '/blog/release/v26.13.0',
  previousReleases: '/about/previous-releases',
  eol: '/about/eol',
  api: '/about/api',
} as const;
