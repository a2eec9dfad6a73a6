/**
 * A page's complete HTML document: its kind's content (one renderer per kind, in the table
 * below) inside the site's document, in the page's locale.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { feedLinks } from '../api/feed-links';
import { siteOrigin } from '../api/origin';
import type { PageAssets } from '../build/assets';
import type { CompiledCatalogue } from '../i18n/catalogue';
import { CLIENT_NAMESPACES } from '../i18n/client-namespaces';
import { Days } from '../i18n/days';
import { localeInfo } from '../i18n/locales';
import { I18nProvider, type PageI18n, pageI18n } from '../i18n/react';
import type { Site } from '../site-data';
import { renderApi } from './api-content';
import { renderArchive } from './archive-content';
import { renderBlog } from './blog-content';
import { Document } from './document';
import { renderDownload } from './download-content';
import { renderEol } from './eol-content';
import { renderHome } from './home-content';
import { renderNoCurrentChannel } from './no-current-channel-content';
import { renderNotFound } from './not-found-content';
import { i18nFor, messagesOfEntry } from './page-i18n';
import { renderPreviousReleases } from './previous-releases-content';
import type { Rendered, Renderer } from './rendered';
import type { Page } from './routes';

/** The renderer of each kind of page (a kind without one does not type-check). */
const RENDERERS: { [Kind in Page['kind']]: Renderer<Kind> } = {
  home: renderHome,
  download: renderDownload,
  archive: renderArchive,
  blog: renderBlog,
  'previous-releases': renderPreviousReleases,
  eol: renderEol,
  api: renderApi,
  'not-found': renderNotFound,
  'no-current-channel': renderNoCurrentChannel,
};

function renderContent(site: Site, page: Page, i18n: PageI18n): Rendered {
  // The table pairs each kind with its renderer; TypeScript cannot follow the pair through `page.kind`.
  const render = RENDERERS[page.kind] as (site: Site, page: Page, i18n: PageI18n) => Rendered;
  return render(site, page, i18n);
}

/** The complete HTML document of a page, in the locale whose compiled messages are given. */
export function renderPage(site: Site, page: Page, assets: PageAssets, messages: CompiledCatalogue): string {
  const i18n = i18nFor(page.locale, messages);
  // The days this page's content shows, recorded for its script to hydrate with (`i18n/days.ts`).
  const days = new Days(localeInfo(page.locale).tag);
  const content = renderContent(site, page, pageI18n(i18n, days));
  const localized = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;
  // Only a page with hydration data is hydrated; the about pages' script only adds dialogs over static markup.
  const hydrated = content.pageData !== undefined;
  const mainHtml = hydrated
    ? renderToString(
        <I18nProvider i18n={i18n} days={days}>
          {content.main}
        </I18nProvider>,
      )
    : renderToStaticMarkup(localized(content.main));
  const noscriptHtml = content.noscript ? renderToStaticMarkup(localized(content.noscript)) : undefined;
  const afterHtml = content.after ? renderToStaticMarkup(localized(content.after)) : undefined;
  const pageMessages = page.entry && CLIENT_NAMESPACES[page.entry].length > 0
    ? { locale: page.locale, messages: messagesOfEntry(messages, page.entry), days: hydrated ? days.known() : undefined }
    : undefined;
  const html = renderToStaticMarkup(
    localized(
      <Document
        title={content.title}
        description={content.description}
        path={page.path}
        alternates={page.alternates}
        indexable={page.kind !== 'not-found' && page.kind !== 'no-current-channel'}
        origin={siteOrigin()}
        assets={assets}
        snapshotDate={site.snapshotDate}
        nowDay={site.nowDay}
        statusesUntil={page.kind === 'download' ? site.statusesUntil : undefined}
        mainHtml={mainHtml}
        noscriptHtml={noscriptHtml}
        afterHtml={afterHtml}
        pageData={content.pageData}
        pageMessages={pageMessages}
        feeds={feedLinks(page.kind, (id, values) => i18n._(id, values), content.line)}
      />,
    ),
  );
  return `<!doctype html>${html}`;
}
