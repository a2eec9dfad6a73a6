import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { latestChannels, latestRedirectRules } from '../../src/latest/latest-channels';
import { redirectRules, withStaticRules } from '../../src/redirects';
import { loadSite } from '../../src/site-data';
import { snapshot } from '../../test/snapshot';
import { parseRedirectsFile, RedirectsFileError, redirectMatcher, redirectsFile } from './redirects-file';

describe('_redirects', () => {
  const rules = redirectRules(LOCALES);
  const text = redirectsFile(rules);

  it('reads back as the table it was written from, each family under a comment', () => {
    expect(parseRedirectsFile(text)).toEqual(rules.map(({ from, to }) => ({ from, to })));
    expect(text).toContain('# moved page\n/about/releases /about/previous-releases 301\n');
    expect(text).toContain('/en/download/archive/:version /download/archive/:version 301\n');
  });

  it('writes and reads back the 302s of the newest files, after the static rules and before the dynamic ones', () => {
    const site = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
    const latest = latestRedirectRules(latestChannels(site));
    const all = withStaticRules(rules, latest);
    const written = redirectsFile(all);
    expect(written).toMatch(/# latest file\n\/download\/latest\/lts\/\S+ https:\/\/nodejs\.org\/dist\/v26\.13\.0\/\S+ 302\n/);
    expect(written).toContain('/download/latest/lts/SHASUMS256.txt https://nodejs.org/dist/v26.13.0/SHASUMS256.txt 302\n');
    expect(written).toContain('/download/latest/lts/node-linux-x64.tar.xz https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz 302\n');
    expect(written).toContain('/download/latest/v22/node-linux-x64.tar.xz https://nodejs.org/dist/v22.23.2/node-v22.23.2-linux-x64.tar.xz 302\n');
    expect(written.indexOf('# latest file')).toBeLessThan(written.indexOf('/en/download/archive/:version'));
    expect(parseRedirectsFile(written)).toEqual(all.map(({ from, to, status }) => (status === 302 ? { from, to, status } : { from, to })));
    const match = redirectMatcher(parseRedirectsFile(written));
    expect(match('/download/latest/v22/node-x64.msi')).toEqual({ to: 'https://nodejs.org/dist/v22.23.2/node-v22.23.2-x64.msi', status: 302 });
    expect(match('/download/latest/v22/node-x65.msi')).toBeUndefined();
  });

  it('refuses a line that is not a site rule, naming the line', () => {
    expect(() => parseRedirectsFile('# ok\n/a /b 307\n')).toThrow(new RedirectsFileError(2, 'expected "from to 301" or "from to 302", got "/a /b 307"'));
    expect(() => parseRedirectsFile('/a /b 302')).toThrow(/line 1: "\/b" is not an https address of a file/);
    expect(() => parseRedirectsFile('/a/:file https://nodejs.org/dist/ 302')).toThrow(/line 1: "\/a\/:file" is not a static site route/);
    expect(() => parseRedirectsFile('/a https://nodejs.org/dist/$x 302')).toThrow(RedirectsFileError);
    expect(() => parseRedirectsFile('/a https://example.org/ 301')).toThrow(/line 1: "https:\/\/example.org\/" is not a site route/);
    expect(() => parseRedirectsFile('/a/:version /b 301')).toThrow(/line 1: \/b must use exactly the placeholders of \/a\/:version/);
    expect(() => parseRedirectsFile('/a;return /b 301')).toThrow(RedirectsFileError);
  });

  describe('matching a request path', () => {
    const match = redirectMatcher(parseRedirectsFile(text));

    it('takes the first rule, with or without one trailing slash', () => {
      expect(match('/en/download')?.to).toBe('/download');
      expect(match('/en/download/')?.to).toBe('/download');
      expect(match('/en/')?.to).toBe('/');
      expect(match('/ja/about/releases')?.to).toBe('/ja/about/previous-releases');
    });

    it('puts a placeholder in encoded, one segment only', () => {
      expect(match('/en/blog/release/v22.1.0')?.to).toBe('/blog/release/v22.1.0');
      expect(match('/tr/download/archive/v20.0.0/')?.to).toBe('/download/archive/v20.0.0');
      expect(match('/en/download/archive/a b?')?.to).toBe('/download/archive/a%20b%3F');
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
