/**
 * The redirect table: the addresses the reference site has used for these pages (nearly all under
 * a locale prefix, many at pages that have since moved), each answered with a 301 to our page in
 * one hop. The families below are data; {@link redirectRules} expands them for the locales a
 * build renders. The build writes the rules to `dist/_redirects` (`scripts/serve/redirects-file.ts`,
 * the format Netlify and Cloudflare Pages read), checks that every target is a page it wrote,
 * and the preview server and the generated nginx configuration answer from that file.
 */
import { API_DOCS_PATH, RELEASES_FEED_PATH, VULNERABILITIES_FEED_PATH } from './api/paths';
import { DEFAULT_LOCALE, isLocale, type Locale, localizePath } from './i18n/locales';
import { ARCHIVE_CURRENT_PATH, CURRENT_DOWNLOAD_PATH, DOWNLOAD_PATH, EOL_PATH, HOME_PATH, PREVIOUS_RELEASES_PATH } from './links';

/** The locale prefixes of the reference site's addresses (`/en/download`, `/zh-tw/about/releases`). */
export const REFERENCE_PREFIXES = ['en', 'ar', 'ca', 'de', 'es', 'fa', 'fr', 'id', 'ja', 'ko', 'pt-br', 'pt', 'ro', 'ru', 'ta', 'tr', 'uk', 'zh-cn', 'zh-tw'] as const;

/** Our routes that the reference site had too, under its prefixes. */
const SHARED_ROUTES: readonly string[] = [HOME_PATH, DOWNLOAD_PATH, CURRENT_DOWNLOAD_PATH, ARCHIVE_CURRENT_PATH, PREVIOUS_RELEASES_PATH, EOL_PATH, API_DOCS_PATH];

/** Our per-release routes, the version a placeholder (`archivePath` and `blogPath` in `links.ts`). */
const RELEASE_ROUTES: readonly string[] = ['/download/archive/:version', '/blog/release/:version'];

/** Pages that moved: the old route (bare and under every prefix) and ours, in the visitor's locale. */
const MOVED: readonly (readonly [from: string, to: string])[] = [
  ['/about/releases', PREVIOUS_RELEASES_PATH],
  ['/download/releases', PREVIOUS_RELEASES_PATH],
  ['/download/package-manager', DOWNLOAD_PATH],
  ['/download/package-manager/current', CURRENT_DOWNLOAD_PATH],
  ['/download/package-manager/all', DOWNLOAD_PATH],
  ['/download/prebuilt-installer', DOWNLOAD_PATH],
  ['/download/prebuilt-installer/current', CURRENT_DOWNLOAD_PATH],
  ['/download/prebuilt-binaries', DOWNLOAD_PATH],
  ['/download/prebuilt-binaries/current', CURRENT_DOWNLOAD_PATH],
  ['/download/source-code', DOWNLOAD_PATH],
  ['/download/source-code/current', CURRENT_DOWNLOAD_PATH],
];

/** The reference site's feed addresses and ours (the feeds are English only, whatever the prefix). */
const FEEDS: readonly { from: string; to: string; prefixed: boolean }[] = [
  { from: '/feed/release', to: RELEASES_FEED_PATH, prefixed: false },
  { from: '/feed/vulnerability', to: VULNERABILITIES_FEED_PATH, prefixed: false },
  { from: '/feed/vulnerability.xml', to: VULNERABILITIES_FEED_PATH, prefixed: false },
  { from: '/feed/releases.xml', to: RELEASES_FEED_PATH, prefixed: true },
  { from: '/feed/vulnerability.xml', to: VULNERABILITIES_FEED_PATH, prefixed: true },
];

/** What a rule is for, as the `_redirects` file's comments and the build's summary name it. */
export type RedirectFamily = 'locale prefix' | 'moved page' | 'feed' | 'release page' | 'latest file';

/**
 * One redirect: `from` and `to` are routes; `:version` in `from` matches one path segment and is
 * put in its place in `to` (a rule with one is dynamic, its target checked by the server at
 * request time: an unknown version is a 404, not a redirect). Every rule is a 301 to a page of the
 * site, except the `latest file` family's (`src/latest/latest-channels.ts`): a 302 from a static
 * address to a file on the distribution server (`https://…`), since its target changes with each
 * release.
 */
export type RedirectRule = { from: string; to: string; family: RedirectFamily; status?: 301 | 302 | undefined };

/**
 * The site's rules and more static ones (the `latest file` family) in one table, static rules
 * first as static hosts want them.
 */
export function withStaticRules(rules: readonly RedirectRule[], more: readonly RedirectRule[]): RedirectRule[] {
  return [...rules.filter((rule) => !isDynamicRule(rule)), ...more, ...rules.filter(isDynamicRule)];
}

/** Whether a rule has a placeholder (a dynamic rule, as static hosts count them). */
export function isDynamicRule(rule: Pick<RedirectRule, 'from'>): boolean {
  return rule.from.includes(':');
}

function withoutTrailingSlash(route: string): string {
  return route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
}

/**
 * The redirect rules of a build rendering `locales`, static rules first (static hosts read the
 * first matching rule, and want the dynamic ones last). A prefix that is a built locale leads to
 * that locale's page, any other prefix to English's; a rule whose address already is our page
 * (`/ja/download` in a build with Japanese) is left out.
 * @example
 * redirectRules(['en', 'ja']).find((rule) => rule.from === '/ja/about/releases')
 * // → { from: '/ja/about/releases', to: '/ja/about/previous-releases', family: 'moved page' }
 */
export function redirectRules(locales: readonly Locale[]): RedirectRule[] {
  const target = (prefix: string | undefined): Locale =>
    prefix !== undefined && isLocale(prefix) && locales.includes(prefix) ? prefix : DEFAULT_LOCALE;
  const prefixed = (prefix: string, route: string) => withoutTrailingSlash(`/${prefix}${route}`);
  const rules: RedirectRule[] = [];
  const add = (from: string, to: string, family: RedirectFamily) => {
    if (withoutTrailingSlash(from) !== withoutTrailingSlash(to) && !rules.some((rule) => rule.from === from)) {
      rules.push({ from, to, family });
    }
  };
  for (const prefix of REFERENCE_PREFIXES) {
    for (const route of SHARED_ROUTES) {
      add(prefixed(prefix, route), localizePath(target(prefix), route), 'locale prefix');
    }
  }
  for (const [from, to] of MOVED) {
    add(from, to, 'moved page');
    for (const prefix of REFERENCE_PREFIXES) {
      add(prefixed(prefix, from), localizePath(target(prefix), to), 'moved page');
    }
  }
  for (const feed of FEEDS) {
    if (feed.prefixed) {
      for (const prefix of REFERENCE_PREFIXES) {
        add(prefixed(prefix, feed.from), feed.to, 'feed');
      }
    } else {
      add(feed.from, feed.to, 'feed');
    }
  }
  for (const prefix of REFERENCE_PREFIXES) {
    for (const route of RELEASE_ROUTES) {
      add(prefixed(prefix, route), localizePath(target(prefix), route), 'release page');
    }
  }
  return rules;
}
