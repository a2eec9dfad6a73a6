/**
 * The site's locales and how they appear in routes. English is the default and keeps the
 * unprefixed routes; every other locale serves the same pages under `/{locale}/…`.
 */

export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-br', 'ja', 'zh-cn', 'ko', 'ar'] as const;

/** A locale of the site, as it appears in a route prefix. */
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

type LocaleInfo = {
  /** BCP 47 tag for `<html lang>`, `hreflang` and `Intl`. */
  tag: string;
  /** The language's name in itself, as the language menu shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
};

const INFO: Record<Locale, LocaleInfo> = {
  en: { tag: 'en', name: 'English', dir: 'ltr' },
  es: { tag: 'es', name: 'Español', dir: 'ltr' },
  fr: { tag: 'fr', name: 'Français', dir: 'ltr' },
  de: { tag: 'de', name: 'Deutsch', dir: 'ltr' },
  'pt-br': { tag: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  ja: { tag: 'ja', name: '日本語', dir: 'ltr' },
  'zh-cn': { tag: 'zh-CN', name: '简体中文', dir: 'ltr' },
  ko: { tag: 'ko', name: '한국어', dir: 'ltr' },
  ar: { tag: 'ar', name: 'العربية', dir: 'rtl' },
};

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag, native name and writing direction of a locale. */
export function localeInfo(locale: Locale): LocaleInfo {
  return INFO[locale];
}

/**
 * The route of a page in a locale: English keeps the route as is, other locales prefix it.
 * @example
 * localizePath('ja', '/download') // → '/ja/download'
 * localizePath('ja', '/') // → '/ja/'
 * localizePath('en', '/download') // → '/download'
 */
export function localizePath(locale: Locale, path: string): string {
  if (!path.startsWith('/')) {
    throw new TypeError(`localizePath needs a site-absolute path, got "${path}"`);
  }
  if (locale === DEFAULT_LOCALE) {
    return path;
  }
  return `/${locale}${path}`;
}

/**
 * Splits a site route into its locale and the route of the same page in English. A first
 * segment that is not a locale belongs to the English route.
 * @example
 * splitLocalePath('/ja/download') // → { locale: 'ja', path: '/download' }
 * splitLocalePath('/ja') // → { locale: 'ja', path: '/' }
 * splitLocalePath('/download') // → { locale: 'en', path: '/download' }
 */
export function splitLocalePath(route: string): { locale: Locale; path: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(route);
  const first = match?.[1];
  if (first !== undefined && first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, path: match?.[2] ?? '/' };
  }
  return { locale: DEFAULT_LOCALE, path: route };
}

/**
 * The locales a build renders: all of them, or those listed in SITE_LOCALES (comma-separated,
 * for a quicker build while working on one language; English is always included).
 */
export function builtLocales(env: Readonly<Record<string, string | undefined>>): Locale[] {
  const value = env.SITE_LOCALES?.trim();
  if (!value) {
    return [...LOCALES];
  }
  const listed = value.split(',').map((item) => item.trim().toLowerCase());
  const unknown = listed.filter((item) => !isLocale(item));
  if (unknown.length > 0) {
    throw new TypeError(`SITE_LOCALES names unknown locales: ${unknown.join(', ')} (known: ${LOCALES.join(', ')})`);
  }
  return LOCALES.filter((locale) => locale === DEFAULT_LOCALE || listed.includes(locale));
}

/** Route of the English 404 page, which the server sends for an unknown address. */
export const NOT_FOUND_PATH = '/404.html';

/** Route of the 404 page in the locale of a route: an unknown address under `/ja/` gets the Japanese 404 page. */
export function notFoundPathFor(route: string): string {
  return localizePath(splitLocalePath(route).locale, NOT_FOUND_PATH);
}

/**
 * A regular expression matching the routes of the prefixed locales, capturing the locale (for
 * servers whose configuration picks the 404 page by pattern).
 */
export function prefixedLocalePattern(): string {
  return `^/(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})(/|$)`;
}
