import type { ReactNode } from 'react';
import type { PageAssets } from '../scripts/assets';
import { APP_ROOT_ID, FOOTER_ID, MAIN_ID, PAGE_DATA_ID } from './document-ids';
import { API_DOCS_PATH } from './api/paths';
import { DOWNLOAD_PATH, EOL_PATH, HOME_PATH, PREVIOUS_RELEASES_PATH } from './links';

export type DocumentProps = {
  title: string;
  description: string;
  path: string;
  assets: PageAssets;
  snapshotDate: string;
  nowDay: string;
  /** Pre-rendered HTML of the page's main content (the part a client script hydrates). */
  mainHtml: string;
  /** Server-only markup shown when scripts are off, placed before the main content. */
  noscriptHtml?: string | undefined;
  /** Serialisable data the page's client script hydrates with, if it has one. */
  pageData?: unknown;
  /** Atom feeds the page announces. */
  feeds?: readonly { href: string; title: string }[] | undefined;
};

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
export function Document({ title, description, path, assets, snapshotDate, nowDay, mainHtml, noscriptHtml, pageData, feeds = [] }: DocumentProps) {
  const noscript = noscriptHtml ? `<noscript>${noscriptHtml}</noscript>` : '';
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="color-scheme" content="light dark" />
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
        {assets.script ? <script type="module" src={assets.script} fetchPriority="low" /> : null}
      </head>
      <body>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          Skip to content
        </a>
        <header className="site-header">
          <a className="site-name" href={HOME_PATH}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>Node.js downloads</span>
          </a>
          <nav aria-label="Main">
            <NavLink href={DOWNLOAD_PATH} current={path}>
              Download
            </NavLink>
            <NavLink href={PREVIOUS_RELEASES_PATH} current={path}>
              Previous releases
            </NavLink>
            <NavLink href={EOL_PATH} current={path}>
              End-of-life
            </NavLink>
          </nav>
        </header>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the main content is React's own pre-rendered markup */}
        <main id={MAIN_ID} dangerouslySetInnerHTML={{ __html: `${noscript}<div id="${APP_ROOT_ID}">${mainHtml}</div>` }} />
        <footer className="site-footer" id={FOOTER_ID}>
          <p>
            Release data snapshot of <time dateTime={snapshotDate}>{snapshotDate}</time>; release statuses as of{' '}
            <time dateTime={nowDay}>{nowDay}</time>.
          </p>
          <p>
            Node.js is a trademark of the OpenJS Foundation. Files are served by the Node.js distribution server. The
            release data is also available as <a href={API_DOCS_PATH}>JSON and Atom feeds</a>.
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
      </body>
    </html>
  );
}
