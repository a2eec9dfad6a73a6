import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { headersFor, parseHeadersFile } from '../scripts/serve/headers-file';
import { CACHE_IMMUTABLE, CACHE_NONE, CACHE_REVALIDATE, CONTENT_SECURITY_POLICY } from '../src/headers';
import { MALFORMED_TARGETS, rawGet, rawRequest, rawStatus } from '../test/raw-request';
import { expect, SERVER, test } from './fixtures';

/**
 * How the server in front of the build answers (the preview server, or nginx with the generated
 * configuration in CI): status, media type, compression, caching and security headers per kind of
 * file, the 404 page, malformed paths, and `_headers` agreeing with what is sent.
 * E2E_EXPECT_BROTLI=0 expects gzip for brotli requests (an nginx without the brotli module).
 */
const siteDir = process.env.SITE_OUT_DIR ?? path.resolve(import.meta.dirname, '../dist');
const baseUrl = process.env.SITE_URL ?? '';
const brotli = process.env.E2E_EXPECT_BROTLI !== '0';

function assetOf(page: string, extension: string): string {
  const html = fs.readFileSync(path.join(siteDir, page), 'utf8');
  const match = new RegExp(`"(/assets/[^"]+\\${extension})"`).exec(html);
  expect(match, `${page} links a ${extension} asset`).not.toBeNull();
  return match![1]!;
}

type Kind = { name: string; pathname: string; file: string; type: string; cache: string; cors?: boolean };

const KINDS: Kind[] = [
  { name: 'page', pathname: '/download/', file: 'download/index.html', type: 'text/html; charset=utf-8', cache: CACHE_REVALIDATE },
  { name: 'page without slash', pathname: '/download', file: 'download/index.html', type: 'text/html; charset=utf-8', cache: CACHE_REVALIDATE },
  { name: 'home', pathname: '/', file: 'index.html', type: 'text/html; charset=utf-8', cache: CACHE_REVALIDATE },
  { name: 'script', pathname: assetOf('download/index.html', '.js'), file: '', type: 'text/javascript; charset=utf-8', cache: CACHE_IMMUTABLE },
  { name: 'style sheet', pathname: assetOf('download/index.html', '.css'), file: '', type: 'text/css; charset=utf-8', cache: CACHE_IMMUTABLE },
  { name: 'JSON API', pathname: '/api/releases.json', file: 'api/releases.json', type: 'application/json; charset=utf-8', cache: CACHE_REVALIDATE, cors: true },
  { name: 'Atom feed', pathname: '/feed/releases.xml', file: 'feed/releases.xml', type: 'application/atom+xml; charset=utf-8', cache: CACHE_REVALIDATE, cors: true },
  { name: 'calendar', pathname: '/feed/lines.ics', file: 'feed/lines.ics', type: 'text/calendar; charset=utf-8', cache: CACHE_REVALIDATE, cors: true },
  { name: 'line calendar', pathname: '/feed/v24.ics', file: 'feed/v24.ics', type: 'text/calendar; charset=utf-8', cache: CACHE_REVALIDATE, cors: true },
  { name: 'line security feed', pathname: '/feed/v24-security.xml', file: 'feed/v24-security.xml', type: 'application/atom+xml; charset=utf-8', cache: CACHE_REVALIDATE, cors: true },
  { name: 'SVG', pathname: '/favicon.svg', file: 'favicon.svg', type: 'image/svg+xml', cache: CACHE_REVALIDATE },
  { name: 'text', pathname: '/robots.txt', file: 'robots.txt', type: 'text/plain; charset=utf-8', cache: CACHE_REVALIDATE },
  { name: 'health file', pathname: '/health.json', file: 'health.json', type: 'application/json; charset=utf-8', cache: CACHE_NONE },
];

test.describe('serving', { tag: SERVER }, () => {
  for (const kind of KINDS) {
    test(`${kind.name} (${kind.pathname}): type, cache, security headers and br/gzip/identity bodies`, async () => {
      const original = fs.readFileSync(path.join(siteDir, kind.file || kind.pathname.slice(1)));
      for (const [acceptEncoding, expected] of [
        ['br', brotli ? 'br' : undefined],
        ['gzip', 'gzip'],
        ['gzip, deflate, br', brotli ? 'br' : 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await rawGet(baseUrl, kind.pathname, { 'accept-encoding': acceptEncoding });
        const label = `${kind.pathname} with Accept-Encoding: ${acceptEncoding}`;
        expect(response.status, label).toBe(200);
        expect(response.headers['content-type'], label).toBe(kind.type);
        expect(response.headers['content-encoding'], label).toBe(expected);
        expect(response.headers.vary, label).toBe('Accept-Encoding');
        expect(response.headers['cache-control'], label).toBe(kind.cache);
        expect(response.headers['content-security-policy'], label).toBe(CONTENT_SECURITY_POLICY);
        expect(response.headers['x-content-type-options'], label).toBe('nosniff');
        expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
        expect(response.headers['access-control-allow-origin'], label).toBe(kind.cors ? '*' : undefined);
        const body =
          expected === 'br' ? zlib.brotliDecompressSync(response.body) : expected === 'gzip' ? zlib.gunzipSync(response.body) : response.body;
        expect(body.equals(original), `${label}: the body is the built file`).toBe(true);
        if (kind.cache === CACHE_REVALIDATE) {
          expect(response.headers.etag ?? response.headers['last-modified'], label).toBeTruthy();
        }
      }
    });
  }

  test('an unchanged page revalidates with a 304', async () => {
    const first = await rawGet(baseUrl, '/download/', { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await rawGet(baseUrl, '/download/', { 'accept-encoding': 'gzip', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('unknown paths get the 404 page with status 404 and the security headers', async () => {
    const notFound = fs.readFileSync(path.join(siteDir, '404.html'));
    for (const pathname of ['/download/archive/v22', '/download/archive/v99.0.0', '/download/archive/v22.1.0/nope', '/api/v99.json', '/feed/nope.xml', '/_headers', '/nope']) {
      const response = await rawGet(baseUrl, pathname, { 'accept-encoding': 'identity' });
      expect(response.status, pathname).toBe(404);
      expect(response.headers['content-type'], pathname).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy'], pathname).toBe(CONTENT_SECURITY_POLICY);
      expect(response.body.equals(notFound), `${pathname}: the body is 404.html`).toBe(true);
    }
    // Paths fetch would normalise: empty segments and `..` inside the site, in any encoding.
    for (const target of ['//', '//download/', '/download//', '/download/%2e%2e/index.html', '/download/archive/..%2f..%2f', '/download/./']) {
      const response = await rawRequest(baseUrl, target);
      expect(response.status, target).toBe(404);
      expect(response.body, `${target}: the body is 404.html`).toBe(notFound.toString());
    }
  });

  test('malformed paths get 400 or 404, nothing outside the site is read, and the server keeps serving', async () => {
    for (const target of MALFORMED_TARGETS) {
      expect([400, 404], target.slice(0, 60)).toContain(await rawStatus(baseUrl, target));
    }
    expect(await rawStatus(baseUrl, '/download/')).toBe(200);
  });

  test('_headers names exactly the headers the server sends', async () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(siteDir, '_headers'), 'utf8'));
    for (const kind of KINDS) {
      const response = await rawGet(baseUrl, kind.pathname, { 'accept-encoding': 'identity' });
      const expected = headersFor(rules, kind.pathname);
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers[name.toLowerCase()]]));
      expect(sent, kind.pathname).toEqual(expected);
      // Every caching, media type and cross-origin header sent is one the file names.
      for (const name of ['cache-control', 'access-control-allow-origin', 'content-security-policy', 'referrer-policy']) {
        expect(name in response.headers, `${kind.pathname}: ${name}`).toBe(Object.keys(expected).some((key) => key.toLowerCase() === name));
      }
    }
  });
});
