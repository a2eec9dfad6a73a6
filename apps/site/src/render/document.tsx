import { VisuallyHidden } from '@node-downloads/ui';
import { MarkSprite } from '@node-downloads/ui/marks';
import { pageMarks } from '../build/page-marks';
import type { ReactNode } from 'react';
import { onDemandAttribute, type PageAssets } from '../build/assets';
import { APP_ROOT_ID, FOOTER_ID, MAIN_ID, PAGE_DATA_ID, PAGE_MESSAGES_ID } from './document-ids';
import type { CompiledCatalogue } from '../i18n/catalogue';
import type { FormattedDays } from '../i18n/days';
import { DEFAULT_LOCALE, type Locale, localeInfo } from '../i18n/locales';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { API_DOCS_PATH } from '../api/paths';
import { DOWNLOAD_PATH, EOL_PATH, HOME_PATH, PREVIOUS_RELEASES_PATH } from '../links';
import { Logo } from './logo';

export type DocumentProps = {
  title: string;
  description: string;
  path: string;
  /** The same page in every locale (the language menu and `hreflang` alternates). */
  alternates: readonly { locale: Locale; href: string }[];
  /** Whether search engines may list the page (and its alternates are announced). */
  indexable: boolean;
  /** The site's absolute origin: `hreflang` alternates must be absolute addresses. */
  origin: string;
  assets: PageAssets;
  snapshotDate: string;
  nowDay: string;
  /**
   * On the download pages (the only ones whose script runs before input): the next day a line
   * changes phase, on the footer's "as of" line, for the script to read (`client/statuses-stale.ts`).
   * Other pages get no byte for it.
   */
  statusesUntil?: string | undefined;
  /** Pre-rendered HTML of the page's main content (the part a client script hydrates). */
  mainHtml: string;
  /** Server-only markup shown when scripts are off, placed before the main content. */
  noscriptHtml?: string | undefined;
  /** Server markup after the hydrated root, inside `<main>`: static links its script never renders. */
  afterHtml?: string | undefined;
  /** Serialisable data the page's client script hydrates with, if it has one. */
  pageData?: unknown;
  /** The compiled messages the page's script renders, in the page's locale. */
  pageMessages?: PageMessages | undefined;
  /** Atom feeds the page announces. */
  feeds?: readonly { href: string; title: string }[] | undefined;
};

/**
 * The messages a page's script renders, in the page's locale, and on a hydrated page the days its
 * markup shows as the pre-render formatted them (`i18n/days.ts`).
 */
export type PageMessages = { locale: Locale; messages: CompiledCatalogue; days?: FormattedDays | undefined };

/**
 * The language menu: a disclosure of plain links to the same page in every locale, so it works
 * without scripts.
 */
function LanguageMenu({ alternates }: { alternates: DocumentProps['alternates'] }) {
  const i18n = useI18n();
  return (
    <details className="language-menu" data-slot="language-menu">
      <summary>
        <VisuallyHidden>{i18n.t('nav.language')} </VisuallyHidden>
        <span lang={localeInfo(i18n.locale).tag}>{localeInfo(i18n.locale).name}</span>
      </summary>
      <ul>
        {alternates.map(({ locale, href }) => {
          const { tag, name } = localeInfo(locale);
          return (
            <li key={locale}>
              <a href={href} hrefLang={tag} lang={tag} aria-current={locale === i18n.locale ? 'true' : undefined}>
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** Serialises data for a `<script type="application/json">` block, safe against `</script>`. */
export function serializePageData(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function NavLink({ href, current, children }: { href: string; current: string; children: ReactNode }) {
  const active = current === href || (href !== HOME_PATH && current.startsWith(`${href}/`));
  return (
    <a href={href} aria-current={active ? 'page' : undefined} data-slot="nav-link">
      {children}
    </a>
  );
}

/** The HTML document around every page: head, site header, footer with the data snapshot date. */
export function Document({
  title,
  description,
  path,
  alternates,
  indexable,
  origin,
  assets,
  snapshotDate,
  nowDay,
  statusesUntil,
  mainHtml,
  noscriptHtml,
  afterHtml = '',
  pageData,
  pageMessages,
  feeds = [],
}: DocumentProps) {
  const i18n = useI18n();
  const noscript = noscriptHtml ? `<noscript>${noscriptHtml}</noscript>` : '';
  // A page whose script renders (the download and about pages: it carries messages for it) may show any mark.
  const marks = pageMarks(mainHtml + noscript, pageMessages !== undefined);
  const { tag, dir } = localeInfo(i18n.locale);
  return (
    <html lang={tag} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="color-scheme" content="light dark" />
        {indexable ? (
          <>
            {alternates.map(({ locale, href }) => (
              <link key={locale} rel="alternate" hrefLang={localeInfo(locale).tag} href={`${origin}${href}`} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={`${origin}${alternates.find(({ locale }) => locale === DEFAULT_LOCALE)?.href}`} />
          </>
        ) : (
          <meta name="robots" content="noindex" />
        )}
        {/*
          The first paint waits until the parser reaches the footer, so the main content is whole
          (rel=expect, where supported): a paint between two chunks of parsing showed half-parsed
          parts, like the version picker's summary without its value, that moved when the rest
          arrived (a layout shift).
        */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {feeds.map((feed) => (
          <link key={feed.href} rel="alternate" type="application/atom+xml" href={feed.href} title={feed.title} />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.script ? (
          <noscript>
            <link rel="stylesheet" href={assets.noscriptStyles} />
          </noscript>
        ) : null}
        {/*
          Scripts load at low priority: the pages are complete as server markup, so the stylesheet
          and the document should get the connection first (this took about 0.9 s off the
          download page's simulated mobile first paint).
        */}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        {/*
          A staged entry's later files are named on its script tag, and the entry preloads them when
          it runs (src/client/stages.ts): after the stylesheet and the first paint, not alongside
          them. The files it loads on first use are named too, grouped per chunk: those a first tap needs
          are warmed once the page is idle, the others preloaded when a visit needs them.
        */}
        {assets.script ? (
          <script
            type="module"
            src={assets.script}
            fetchPriority="low"
            data-stages={assets.stages.length > 0 ? assets.stages.join(' ') : undefined}
            data-on-demand={onDemandAttribute(assets.onDemand)}
          />
        ) : null}
      </head>
      <body>
        {/* The marks' drawings, once per page and outside the hydrated root: no script carries them. */}
        {marks.length > 0 ? <MarkSprite names={marks} /> : null}
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {i18n.t('nav.skipToContent')}
        </a>
        <header className="site-header">
          <a className="site-name" href={i18n.path(HOME_PATH)}>
            <Logo size={28} />
            <span>{i18n.t('nav.siteName')}</span>
          </a>
          <nav aria-label={i18n.t('nav.label')}>
            <NavLink href={i18n.path(DOWNLOAD_PATH)} current={path}>
              {i18n.t('nav.download')}
            </NavLink>
            <NavLink href={i18n.path(PREVIOUS_RELEASES_PATH)} current={path}>
              {i18n.t('nav.previousReleases')}
            </NavLink>
            <NavLink href={i18n.path(EOL_PATH)} current={path}>
              {i18n.t('nav.eol')}
            </NavLink>
          </nav>
          <LanguageMenu alternates={alternates} />
        </header>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the main content is React's own pre-rendered markup */}
        <main id={MAIN_ID} dangerouslySetInnerHTML={{ __html: `${noscript}<div id="${APP_ROOT_ID}">${mainHtml}</div>${afterHtml}` }} />
        <footer className="site-footer" id={FOOTER_ID}>
          <p data-statuses-until={statusesUntil}>
            <Message
              id="footer.snapshot"
              values={{ snapshot: i18n.date(snapshotDate), now: i18n.date(nowDay) }}
              components={{ 0: <time dateTime={snapshotDate} />, 1: <time dateTime={nowDay} /> }}
            />
          </p>
          <p>
            {/* biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text */}
            <Message id="footer.about" components={{ 0: <a href={i18n.path(API_DOCS_PATH)} /> }} />
          </p>
        </footer>
        {pageData === undefined ? null : (
          <script
            type="application/json"
            id={PAGE_DATA_ID}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, escaped by serializePageData
            dangerouslySetInnerHTML={{ __html: serializePageData(pageData) }}
          />
        )}
        {pageMessages === undefined ? null : (
          <script
            type="application/json"
            id={PAGE_MESSAGES_ID}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, escaped by serializePageData
            dangerouslySetInnerHTML={{ __html: serializePageData(pageMessages) }}
          />
        )}
      </body>
    </html>
  );
}
