import type { ReactNode } from 'react';
import type { PageAssets } from '../scripts/assets';
import { aboutEolPath, downloadPagePath, homePath, previousReleasesPath } from './links';

/** Id of the element an interactive page hydrates, and of its JSON data block. */
export const APP_ROOT_ID = 'app';
export const PAGE_DATA_ID = 'page-data';

export type DocumentProps = {
  title: string;
  description: string;
  path: string;
  assets: PageAssets;
  snapshotDate: string;
  nowDay: string;
  /** Pre-rendered HTML of the page's main content. */
  mainHtml: string;
  /** Serialisable data the page's client script hydrates with, if it has one. */
  pageData?: unknown;
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
  const active = current === href || (href !== homePath() && current.startsWith(`${href}/`));
  return (
    <a href={href} aria-current={active ? 'page' : undefined} data-slot="nav-link">
      {children}
    </a>
  );
}

/** The HTML document around every page: head, site header, footer with the data snapshot date. */
export function Document({ title, description, path, assets, snapshotDate, nowDay, mainHtml, pageData }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.script ? (
          <noscript>
            <link rel="stylesheet" href={assets.noscriptStyles} />
          </noscript>
        ) : null}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.script ? <script type="module" src={assets.script} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <a className="site-name" href={homePath()}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>Node.js downloads</span>
          </a>
          <nav aria-label="Main">
            <NavLink href={downloadPagePath()} current={path}>
              Download
            </NavLink>
            <NavLink href={previousReleasesPath()} current={path}>
              Previous releases
            </NavLink>
            <NavLink href={aboutEolPath()} current={path}>
              End-of-life
            </NavLink>
          </nav>
        </header>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the main content is React's own pre-rendered markup */}
        <main id="main" dangerouslySetInnerHTML={{ __html: `<div id="${APP_ROOT_ID}">${mainHtml}</div>` }} />
        <footer className="site-footer">
          <p>
            Release data snapshot of <time dateTime={snapshotDate}>{snapshotDate}</time>; release statuses as of{' '}
            <time dateTime={nowDay}>{nowDay}</time>.
          </p>
          <p>Node.js is a trademark of the OpenJS Foundation. Files are served by the Node.js distribution server.</p>
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
