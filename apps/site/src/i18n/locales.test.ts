import { describe, expect, it } from 'vitest';
import { builtLocales, LOCALES, localeInfo, localizePath, notFoundPathFor, prefixedLocalePattern, splitLocalePath } from './locales';

describe('locale routes', () => {
  it('keep English unprefixed and prefix every other locale', () => {
    expect(localizePath('en', '/download')).toBe('/download');
    expect(localizePath('pt-br', '/download/archive/v22.1.0')).toBe('/pt-br/download/archive/v22.1.0');
    expect(localizePath('ja', '/')).toBe('/ja/');
    expect(() => localizePath('ja', 'download')).toThrow(TypeError);
  });

  it('split a route back into its locale and English route, for every locale', () => {
    for (const locale of LOCALES) {
      expect(splitLocalePath(localizePath(locale, '/about/eol'))).toEqual({ locale, path: '/about/eol' });
    }
    expect(splitLocalePath('/ja')).toEqual({ locale: 'ja', path: '/' });
    // An unknown prefix is not a locale: it stays part of an (unknown) English route.
    expect(splitLocalePath('/xx/download')).toEqual({ locale: 'en', path: '/xx/download' });
    expect(splitLocalePath('/en/download')).toEqual({ locale: 'en', path: '/en/download' });
  });

  it('give each locale its own 404 page, and servers a pattern for the prefixed ones', () => {
    expect(notFoundPathFor('/ja/download/archive/v99.0.0')).toBe('/ja/404.html');
    expect(notFoundPathFor('/xx/download')).toBe('/404.html');
    const pattern = new RegExp(prefixedLocalePattern());
    expect('/ar/about/eol').toMatch(pattern);
    expect('/zh-cn').toMatch(pattern);
    expect('/arx/about').not.toMatch(pattern);
    expect('/download').not.toMatch(pattern);
  });

  it('know each locale’s language tag and direction', () => {
    expect(localeInfo('ar').dir).toBe('rtl');
    expect(LOCALES.filter((locale) => localeInfo(locale).dir === 'rtl')).toEqual(['ar']);
    expect(localeInfo('zh-cn').tag).toBe('zh-CN');
  });

  it('build every locale unless SITE_LOCALES names some, always with English', () => {
    expect(builtLocales({})).toEqual([...LOCALES]);
    expect(builtLocales({ SITE_LOCALES: 'ja, AR' })).toEqual(['en', 'ja', 'ar']);
    expect(() => builtLocales({ SITE_LOCALES: 'ja,xx' })).toThrow('SITE_LOCALES names unknown locales: xx');
  });
});
