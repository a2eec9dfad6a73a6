import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales';
import { isDynamicRule, REFERENCE_PREFIXES, redirectRules } from './redirects';

const all = redirectRules(LOCALES);
const targetOf = (from: string) => all.find((rule) => rule.from === from)?.to;

describe('the redirect table', () => {
  it('sends the reference site\'s English addresses to our unprefixed routes', () => {
    expect(targetOf('/en')).toBe('/');
    expect(targetOf('/en/download')).toBe('/download');
    expect(targetOf('/en/download/current')).toBe('/download/current');
    expect(targetOf('/en/about/previous-releases')).toBe('/about/previous-releases');
    expect(targetOf('/en/about/eol')).toBe('/about/eol');
  });

  it('keeps a locale we have, and sends any other to English', () => {
    expect(targetOf('/ja/about/releases')).toBe('/ja/about/previous-releases');
    expect(targetOf('/pt-br/download/package-manager')).toBe('/pt-br/download');
    expect(targetOf('/zh-tw/download')).toBe('/download');
    expect(targetOf('/ca')).toBe('/');
    expect(targetOf('/pt/download/current')).toBe('/download/current');
    expect(targetOf('/ru/download/archive/:version')).toBe('/download/archive/:version');
  });

  it('never redirects an address that is our own page', () => {
    for (const route of ['/ja/download', '/ja', '/ar/about/eol', '/fr/download/archive/:version', '/feed/releases.xml']) {
      expect(targetOf(route), route).toBeUndefined();
    }
  });

  it('sends moved pages, bare and under every prefix, to where they went', () => {
    expect(targetOf('/about/releases')).toBe('/about/previous-releases');
    expect(targetOf('/download/releases')).toBe('/about/previous-releases');
    expect(targetOf('/download/package-manager')).toBe('/download');
    expect(targetOf('/download/package-manager/all')).toBe('/download');
    expect(targetOf('/de/download/prebuilt-binaries/current')).toBe('/de/download/current');
    expect(targetOf('/uk/download/source-code')).toBe('/download');
    for (const prefix of REFERENCE_PREFIXES) {
      expect(targetOf(`/${prefix}/download/prebuilt-installer`), prefix).toMatch(/^(\/[a-z-]+)?\/download$/);
    }
  });

  it('sends the old feed addresses to our two feeds, whatever the prefix', () => {
    expect(targetOf('/feed/release')).toBe('/feed/releases.xml');
    expect(targetOf('/feed/vulnerability')).toBe('/feed/vulnerabilities.xml');
    expect(targetOf('/ja/feed/releases.xml')).toBe('/feed/releases.xml');
    expect(targetOf('/en/feed/vulnerability.xml')).toBe('/feed/vulnerabilities.xml');
  });

  it('has one rule per address, one hop each, static rules before dynamic ones', () => {
    const sources = all.map((rule) => rule.from);
    expect(new Set(sources).size).toBe(sources.length);
    // No target is itself a source: every redirect lands on a page in one hop.
    for (const rule of all) {
      expect(sources, `${rule.from} → ${rule.to}`).not.toContain(rule.to.replace(/\/$/, '') || '/');
    }
    const firstDynamic = all.findIndex(isDynamicRule);
    expect(all.slice(firstDynamic).every(isDynamicRule)).toBe(true);
  });

  it('sends a locale the build leaves out to English', () => {
    const partial = redirectRules(['en', 'ja']);
    expect(partial.find((rule) => rule.from === '/fr/about/releases')?.to).toBe('/about/previous-releases');
    expect(partial.find((rule) => rule.from === '/fr/download')?.to).toBe('/download');
    expect(partial.find((rule) => rule.from === '/ja/about/releases')?.to).toBe('/ja/about/previous-releases');
  });
});
