import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers-file';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, headerRules, headersFile, responseHeaders, SECURITY_HEADERS } from '../../src/headers';

const TOP_LEVEL = ['404.html', '_headers', 'about/', 'api/', 'assets/', 'blog/', 'download/', 'favicon.svg', 'feed/', 'health.json', 'index.html', 'robots.txt'];
const PATHS = [
  '/',
  '/index.html',
  '/404.html',
  '/download',
  '/download/',
  '/download/archive/v22.1.0/',
  '/about/eol',
  '/blog/release/v26.13.0',
  '/favicon.svg',
  '/robots.txt',
  '/health.json',
  '/assets/download-abc123.js',
  '/api/releases.json',
  '/feed/releases.xml',
  '/feed/v24-security.xml',
  '/feed/lines.ics',
  '/feed/v0.12.ics',
];

describe('serving rules', () => {
  it('caches hashed assets for a year and revalidates pages, the API and the feeds', () => {
    expect(responseHeaders('/assets/download-abc123.js')['Cache-Control']).toBe(CACHE_IMMUTABLE);
    for (const pathname of ['/download/', '/api/releases.json', '/feed/releases.xml', '/favicon.svg']) {
      expect(responseHeaders(pathname)['Cache-Control'], pathname).toBe(CACHE_REVALIDATE);
    }
    expect(responseHeaders('/feed/releases.xml')['Content-Type']).toBe('application/atom+xml; charset=utf-8');
    expect(responseHeaders('/feed/v24.ics')['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(responseHeaders('/feed/v24.ics')['Access-Control-Allow-Origin']).toBe('*');
    expect(responseHeaders('/api/v22.json')['Access-Control-Allow-Origin']).toBe('*');
    expect(responseHeaders('/download/')['Content-Security-Policy']).toContain("script-src 'self'");
  });

  it('writes a _headers file that gives every path exactly the headers of the rules', () => {
    const rules = parseHeadersFile(headersFile(TOP_LEVEL));
    for (const pathname of PATHS) {
      expect(headersFor(rules, pathname), pathname).toEqual(responseHeaders(pathname));
    }
  });

  it('sets each header name by one matching rule only (some hosts join repeated values)', () => {
    const rules = headerRules(TOP_LEVEL);
    for (const pathname of PATHS) {
      const names = rules.filter((rule) => Object.keys(headersFor([rule], pathname)).length > 0).flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, `${pathname}: ${names.join(', ')}`).toBe(names.length);
    }
    expect(rules[0]).toEqual({ pattern: '/*', headers: SECURITY_HEADERS });
    expect(rules.map((rule) => rule.pattern)).not.toContain('/_headers');
  });
});
