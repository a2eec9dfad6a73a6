import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { redirectRules } from '../../src/redirects';
import { parseRedirectsFile, RedirectsFileError, redirectMatcher, redirectsFile } from './redirects-file';

describe('_redirects', () => {
  const rules = redirectRules(LOCALES);
  const text = redirectsFile(rules);

  it('reads back as the table it was written from, each family under a comment', () => {
    expect(parseRedirectsFile(text)).toEqual(rules.map(({ from, to }) => ({ from, to })));
    expect(text).toContain('# moved page\n/about/releases /about/previous-releases 301\n');
    expect(text).toContain('/en/download/archive/:version /download/archive/:version 301\n');
  });

  it('refuses a line that is not a site rule, naming the line', () => {
    expect(() => parseRedirectsFile('# ok\n/a /b 302\n')).toThrow(new RedirectsFileError(2, 'expected "from to 301", got "/a /b 302"'));
    expect(() => parseRedirectsFile('/a https://example.org/ 301')).toThrow(/line 1: "https:\/\/example.org\/" is not a site route/);
    expect(() => parseRedirectsFile('/a/:version /b 301')).toThrow(/line 1: \/b must use exactly the placeholders of \/a\/:version/);
    expect(() => parseRedirectsFile('/a;return /b 301')).toThrow(RedirectsFileError);
  });

  describe('matching a request path', () => {
    const match = redirectMatcher(parseRedirectsFile(text));

    it('takes the first rule, with or without one trailing slash', () => {
      expect(match('/en/download')).toBe('/download');
      expect(match('/en/download/')).toBe('/download');
      expect(match('/en/')).toBe('/');
      expect(match('/ja/about/releases')).toBe('/ja/about/previous-releases');
    });

    it('puts a placeholder in encoded, one segment only', () => {
      expect(match('/en/blog/release/v22.1.0')).toBe('/blog/release/v22.1.0');
      expect(match('/tr/download/archive/v20.0.0/')).toBe('/download/archive/v20.0.0');
      expect(match('/en/download/archive/a b?')).toBe('/download/archive/a%20b%3F');
      expect(match('/en/download/archive/v22.1.0/extra')).toBeUndefined();
    });

    it('matches case as written and never two slashes', () => {
      expect(match('/EN/Download')).toBeUndefined();
      expect(match('/en//download')).toBeUndefined();
      expect(match('/en/download//')).toBeUndefined();
      expect(match(`/en/${'a'.repeat(10_000)}`)).toBeUndefined();
      expect(match('/download')).toBeUndefined();
    });
  });
});
