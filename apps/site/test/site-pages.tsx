/**
 * The site as the tests render it: the committed snapshot with statuses as of 2026-11-22 (the day
 * the end-to-end tests expect), its page list in every locale, the checked catalogues, and one
 * page rendered to HTML by path.
 */
import { I18nProvider } from '../src/i18n/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageAssets } from '../src/build/assets';
import { loadMessages } from '../scripts/messages/read-catalogues';
import { listPages, loadSite, renderPage } from '../src/entry-server';
import { createI18n } from '../src/i18n/i18n';
import { builtLocales, type Locale } from '../src/i18n/locales';
import { snapshot } from './snapshot';

export const testSite = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
export const testLocales = builtLocales(process.env);
export const testMessages = loadMessages(testLocales);
export const testPages = listPages(testSite, testLocales);

const assets: PageAssets = { styles: ['/assets/site.css'], noscriptStyles: '/assets/noscript.css', preload: [], stages: [], onDemand: [] };

/** The HTML of the page at `path` (a localized path renders that locale), with its script when its route has one. */
export function renderTestPage(path: string): string {
  const page = testPages.find((candidate) => candidate.path === path);
  if (!page) {
    throw new Error(`no page ${path}`);
  }
  return renderPage(testSite, page, { ...assets, script: page.entry ? `/assets/${page.entry}.js` : undefined }, testMessages[page.locale]);
}

/** Static markup of a component rendered in a locale (English by default). */
export function renderInLocale(node: ReactNode, locale: Locale = 'en'): string {
  return renderToStaticMarkup(<I18nProvider i18n={createI18n(locale, testMessages[locale])}>{node}</I18nProvider>);
}
