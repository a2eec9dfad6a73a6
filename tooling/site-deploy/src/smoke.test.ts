import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, readDataDir } from '../../../apps/site/scripts/data/read-snapshot';
import { listDataFiles } from '../../../apps/site/src/api/data-files';
import { healthFile } from '../../../apps/site/src/api/health';
import { CONTENT_TYPES, responseHeaders } from '../../../apps/site/src/headers';
import { localeInfo, splitLocalePath } from '../../../apps/site/src/i18n/locales';
import { loadSite, type Site } from '../../../apps/site/src/site-data';
import { samplePages } from './pages';
import { internalLinks, sameMediaType, smoke } from './smoke';

const NOW = new Date('2026-11-22T00:00:00Z');
const BUILD = '20261122T101500Z-28a734c';
const LOCALES = ['en', 'ja'] as const;

/** How a test breaks the origin: given the path and the answer it would send, returns the one to send. */
type Fault = (pathname: string, answer: { status: number; headers: Record<string, string>; body: Buffer }) => void;

let site: Site;
let files: Map<string, { type: string; body: string }>;
let pages: Set<string>;
beforeAll(() => {
  site = loadSite({ now: NOW, data: readDataDir(DEFAULT_DATA_DIR) });
  files = new Map();
  for (const file of listDataFiles(site, { origin: 'http://site.test' })) {
    files.set(file.path, { type: file.path.startsWith('/feed/') ? 'application/atom+xml; charset=utf-8' : CONTENT_TYPES['.json']!, body: file.content });
  }
  const health = healthFile(site, { builtAt: new Date('2026-11-22T10:15:00Z'), commit: '28a734ce4a0b66a576b9ab414fa0079fdc37b604', locales: [...LOCALES] });
  files.set('/health.json', { type: CONTENT_TYPES['.json']!, body: JSON.stringify(health) });
  pages = new Set(samplePages(NOW, LOCALES).map((page) => page.path));
});

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An origin answering as a served build does (for the sample pages, the API, the health file), with `fault` applied. */
async function origin(fault: Fault = () => {}): Promise<string> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = files.get(pathname);
    const known = file !== undefined || pages.has(pathname) || pages.has(pathname.replace(/(.)\/$/, '$1')) || pathname.startsWith('/assets/');
    const html = `<html lang="${localeInfo(splitLocalePath(pathname).locale).tag}"><body><main>Node.js ${site.ltsRelease.versionWithPrefix} <a href="/download">Download</a> <a href="/ja/#top">ja</a></main></body></html>`;
    const answer = {
      status: known ? 200 : 404,
      headers: { ...responseHeaders(pathname), 'Content-Type': file?.type ?? CONTENT_TYPES['.html']! } as Record<string, string>,
      body: Buffer.from(file?.body ?? html),
    };
    const accepted = request.headers['accept-encoding'] ?? '';
    if (accepted.includes('br')) {
      answer.body = zlib.brotliCompressSync(answer.body);
      answer.headers['Content-Encoding'] = 'br';
    } else if (accepted.includes('gzip')) {
      answer.body = zlib.gzipSync(answer.body);
      answer.headers['Content-Encoding'] = 'gzip';
    }
    fault(pathname, answer);
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('site:smoke', () => {
  it('passes an origin that answers every check as a build does', async () => {
    const url = await origin();
    expect(await smoke({ origin: url, expectBuild: BUILD, timeoutSeconds: 30, locales: LOCALES })).toEqual([]);
  });

  it('prints one line per failure, naming the address and what was wrong', async () => {
    const url = await origin((pathname, answer) => {
      if (pathname === '/ja/') {
        delete answer.headers['X-Content-Type-Options'];
      }
      // A host that drops the trailing slash by a redirect: followed.
      if (pathname === '/ja/about/eol') {
        answer.status = 308;
        answer.headers['Location'] = '/ja/about/eol/';
        answer.body = Buffer.alloc(0);
      }
      if (pathname === '/download' && answer.headers['Content-Encoding'] === 'gzip') {
        answer.body = zlib.gunzipSync(answer.body);
        delete answer.headers['Content-Encoding'];
      }
      if (pathname === '/ja/no-such-page-smoke-check') {
        answer.status = 200;
      }
      if (pathname === '/no-such-page-smoke-check') {
        answer.body = Buffer.from('<html lang="ja"><body>404</body></html>');
      }
      if (pathname === '/ja/download/current' && answer.headers['Content-Encoding'] === 'gzip') {
        answer.body = zlib.gzipSync(zlib.gunzipSync(answer.body).toString().replace('lang="ja"', 'lang="en"'));
      }
    });
    const failures = await smoke({ origin: url, expectBuild: '20261201T000000Z-1234567', timeoutSeconds: 30, locales: LOCALES });
    expect(failures).toEqual([
      `${url}/health.json: names build ${BUILD}, expected 20261201T000000Z-1234567`,
      `${url}/download: not gzip-compressed when asked for gzip (Content-Encoding null)`,
      `${url}/ja/: X-Content-Type-Options is missing`,
      `${url}/ja/download/current: the download (current) page is not in ja (no <html lang="ja">)`,
      `${url}/ja/no-such-page-smoke-check: status 200 for an address no build has, expected 404`,
      `${url}/no-such-page-smoke-check: the 404 answer is not the en 404 page (no <html lang="en">)`,
    ]);
  });

  it('fails a /download that does not offer the newest LTS release, and a link that leads nowhere', async () => {
    const url = await origin((pathname, answer) => {
      if (pathname === '/download' && answer.headers['Content-Encoding'] === 'gzip') {
        answer.body = zlib.gzipSync(zlib.gunzipSync(answer.body).toString().replace(site.ltsRelease.versionWithPrefix, 'v0.0.0'));
      }
      if (pathname === '/ja/') {
        answer.status = 404;
      }
    });
    expect(await smoke({ origin: url, timeoutSeconds: 30, locales: ['en'] })).toEqual([
      `${url}/download: does not offer ${site.ltsRelease.versionWithPrefix}, the newest LTS release of /api/releases.json`,
      `${url}/ja/: status 404 for a link of /`,
    ]);
  });

  it('fails an API file that breaks its own schema', async () => {
    const url = await origin((pathname, answer) => {
      if (pathname === '/api/releases.json') {
        answer.body = Buffer.from(answer.body.toString().replace('"lines"', '"lines_"'));
      }
    });
    expect(await smoke({ origin: url, timeoutSeconds: 30, locales: ['en'] })).toEqual([
      expect.stringMatching(new RegExp(`^${url}/api/releases.json: does not validate against /api/schema.json: data must have required property 'lines'`)),
      `${url}/api/releases.json: names no supported LTS line the download page could offer`,
    ]);
  });

  it('names an address that does not answer, within its time limit', async () => {
    const silent = http.createServer(() => {});
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const started = Date.now();
    expect(await smoke({ origin: url, timeoutSeconds: 1, locales: ['en'] })).toEqual([`${url}/health.json does not answer: no answer within 1.0 s`]);
    expect(Date.now() - started).toBeLessThan(3000);
    silent.closeAllConnections();
    const closed = url.replace(/:\d+$/, ':9');
    const [refused] = await smoke({ origin: closed, timeoutSeconds: 5, locales: ['en'] });
    expect(refused).toMatch(`${closed}/health.json does not answer: ECONNREFUSED`);
  });
});

describe('internal links', () => {
  it('are the site-absolute href and src values, without fragments, once each', () => {
    expect(internalLinks('<a href="/download#x">a</a><img src="/a.svg"><a href="https://nodejs.org/">b</a><a href="//cdn/x"></a><a href="/download">')).toEqual(['/a.svg', '/download']);
  });
});

describe('media types', () => {
  it('are the same type, in UTF-8 when a charset is named', () => {
    expect(sameMediaType('application/json', 'application/json; charset=utf-8')).toBe(true);
    expect(sameMediaType('text/html; charset=UTF-8', 'text/html; charset=utf-8')).toBe(true);
    expect(sameMediaType('text/html; charset=iso-8859-1', 'text/html; charset=utf-8')).toBe(false);
    expect(sameMediaType('text/plain', 'text/html; charset=utf-8')).toBe(false);
    expect(sameMediaType(undefined, 'text/html; charset=utf-8')).toBe(false);
  });
});
