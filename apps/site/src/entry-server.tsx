/**
 * Server entry of the pre-render step, bundled by Vite (`build.ssr`) and driven by
 * `scripts/build/build-site.ts`: what the build needs from the site's code in one module. The
 * route table is `render/routes.ts`, each page kind's content a module of `render/`, the document
 * around it `render/render-page.tsx`.
 */
import { listDataFiles } from './api/data-files';
import { siteOrigin } from './api/origin';
import { sitemapFiles } from './build/sitemap';
import { headersFile } from './headers';
import { latestChannels, latestRedirectRules } from './latest/latest-channels';
import { renderPage } from './render/render-page';
import { listPages, type Page } from './render/routes';
import { scheduleChartFile } from './render/schedule-chart-file';
import { loadSite, type Site } from './site-data';

/** The redirect rules of the version-free addresses of the newest files (`/download/latest/…`). */
function latestRules(site: Site) {
  return latestRedirectRules(latestChannels(site));
}

export { headersFile, latestRules, listDataFiles, listPages, loadSite, renderPage, scheduleChartFile, siteOrigin, sitemapFiles };
export type { Page, Site };
