import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers-file';
import { MALFORMED_TARGETS, rawGet, rawStatus } from '../../test/raw-request';
import { negotiateEncoding, parseRequestPath, resolveFile, type StaticServer, startServer } from './preview-server';

let root: string;

/** A GET with this Accept-Encoding, its body as sent. */
function rawGetEncoded(pathname: string, acceptEncoding: string) {
  return rawGet(server.url, pathname, { 'accept-encoding': acceptEncoding });
}let server: StaticServer;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Page not found</h1>');
  fs.mkdirSync(path.join(root, 'download/archive/v22.1.0'), { recursive: true });
  fs.writeFileSync(path.join(root, 'download/archive/v22.1.0/index.html'), '<h1>v22.1.0</h1>'.repeat(50));
  fs.writeFileSync(path.join(root, '_headers'), '/*\n  X-Test: all\n/download/*\n  X-Test: download\n');
  fs.writeFileSync(
    path.join(root, '_redirects'),
    '# moved page\n/old /download/archive/v22.1.0 301\n/gone /download/archive/v1.0.0 301\n# latest file\n/download/latest/v22/node.pkg https://nodejs.org/dist/v22.23.2/node-v22.23.2.pkg 302\n# release page\n/en/download/archive/:version /download/archive/:version 301\n',
  );
  fs.mkdirSync(path.join(root, 'download/latest/current'), { recursive: true });
  fs.writeFileSync(path.join(root, 'download/latest/current/404.html'), '<h1>No Current release to download</h1>');
  server = await startServer({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('version-free addresses of the newest files', () => {
  it('answers a 302 to the distribution server, without following or checking it', async () => {
    const response = await rawGet(server.url, '/download/latest/v22/node.pkg');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('https://nodejs.org/dist/v22.23.2/node-v22.23.2.pkg');
    expect((await rawGet(server.url, '/download/latest/v22/node.tar.gz')).status).toBe(404);
  });

  it('answers an unknown address under a folder with a 404.html with that page', async () => {
    for (const pathname of ['/download/latest/current/node.pkg', '/download/latest/current/']) {
      const response = await rawGet(server.url, pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body.toString(), pathname).toContain('No Current release to download');
    }
    expect((await rawGet(server.url, '/download/latest/v99/node.pkg')).body.toString()).toContain('Page not found');
  });
});

describe('static server', () => {
  it('listens on 127.0.0.1 and serves directory indexes', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/download/archive/v22.1.0`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('v22.1.0');
  });

  it('answers unknown paths, including version substrings, with a real 404 and the 404 page', async () => {
    for (const pathname of ['/download/archive/v22', '/download/archive/v99.0.0', '/nope', '/_headers']) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  it('refuses to leave the site folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
    expect(resolveFile(root, '/../../etc/passwd')).toBeUndefined();
  });

  it('answers malformed paths with 400 or 404 and keeps serving', async () => {
    for (const target of MALFORMED_TARGETS) {
      const status = await rawStatus(server.url, target);
      expect([400, 404], target.slice(0, 60)).toContain(status);
      expect(await rawStatus(server.url, '/download/archive/v22.1.0/'), `after ${target.slice(0, 60)}`).toBe(200);
    }
    expect((await fetch(`${server.url}/download/archive/v22.1.0/`)).status).toBe(200);
  });

  it('compresses with gzip when the client accepts it', async () => {
    const response = await fetch(`${server.url}/download/archive/v22.1.0/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const raw = (await rawGetEncoded('/download/archive/v22.1.0/', 'gzip')).body;
    expect(zlib.gunzipSync(raw).toString()).toContain('<h1>v22.1.0</h1>');
    expect(raw.length).toBeLessThan(800);
  });

  it('prefers brotli, then gzip, and sends the build\'s precompressed files as they are', async () => {
    const page = path.join(root, 'download/archive/v22.1.0/index.html');
    // Marker contents: the server must send these files, not compress the page itself.
    fs.writeFileSync(`${page}.br`, zlib.brotliCompressSync('<h1>from the .br file</h1>'));
    fs.writeFileSync(`${page}.gz`, zlib.gzipSync('<h1>from the .gz file</h1>'));
    try {
      const br = await rawGetEncoded('/download/archive/v22.1.0/', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe('<h1>from the .br file</h1>');
      const gzip = await rawGetEncoded('/download/archive/v22.1.0/', 'gzip, br;q=0');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe('<h1>from the .gz file</h1>');
      const plain = await rawGetEncoded('/download/archive/v22.1.0/', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toContain('<h1>v22.1.0</h1>');
    } finally {
      fs.rmSync(`${page}.br`);
      fs.rmSync(`${page}.gz`);
    }
  });

  it('revalidates with ETag and Last-Modified: an unchanged page is a 304 without body', async () => {
    const first = await fetch(`${server.url}/download/archive/v22.1.0/`);
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+(-br|-gzip)?"$/);
    expect(lastModified).toBeTruthy();
    expect((await fetch(`${server.url}/download/archive/v22.1.0/`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    expect((await fetch(`${server.url}/download/archive/v22.1.0/`, { headers: { 'if-modified-since': lastModified! } })).status).toBe(304);
    expect((await fetch(`${server.url}/download/archive/v22.1.0/`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('sends the headers of the _headers file, the most specific rule last', async () => {
    expect((await fetch(`${server.url}/`)).headers.get('x-test')).toBe('all');
    expect((await fetch(`${server.url}/download/archive/v22.1.0`)).headers.get('x-test')).toBe('download');
  });
});

describe('redirects of _redirects', () => {
  it('answer 301 to the target in one hop, the query kept, with or without a trailing slash', async () => {
    for (const [target, location] of [
      ['/old', '/download/archive/v22.1.0'],
      ['/old/?os=win&x=%20', '/download/archive/v22.1.0?os=win&x=%20'],
      ['/en/download/archive/v22.1.0', '/download/archive/v22.1.0'],
      ['/en/download/archive/v22.1.0/?a=1', '/download/archive/v22.1.0?a=1'],
      ['/en/download/archive/%76%32%32.1.0', '/download/archive/v22.1.0'],
    ] as const) {
      const response = await fetch(`${server.url}${target}`, { redirect: 'manual' });
      expect(response.status, target).toBe(301);
      expect(response.headers.get('location'), target).toBe(location);
      expect(response.headers.get('x-test'), target).toBe('all');
    }
  });

  it('answer 404 where the target page does not exist, and never for another case or a doubled slash', async () => {
    for (const target of ['/gone', '/en/download/archive/v99.0.0', '/EN/download/archive/v22.1.0', '/en//download/archive/v22.1.0', '/en/download/archive/v22.1.0%2f..%2f..', '/_redirects']) {
      const response = await rawGet(server.url, target);
      expect(response.status, target).toBe(404);
      expect(response.headers.location, target).toBeUndefined();
    }
    expect(await rawStatus(server.url, '/en/download/archive/v22.1.0')).toBe(301);
  });
});

describe('request paths and encodings', () => {
  it('decodes paths, refuses empty, dot and dot-dot segments (404) and bad percent-encoding (400)', () => {
    expect(parseRequestPath('/download/?os=win')).toEqual({ ok: true, pathname: '/download/' });
    expect(parseRequestPath('/blog/release/v26.13.0')).toEqual({ ok: true, pathname: '/blog/release/v26.13.0' });
    for (const target of ['//', '/a//b', '/%2e%2e/x', '/./x', '/%00', '/a%5cb']) {
      expect(parseRequestPath(target), target).toEqual({ ok: false, status: 404 });
    }
    for (const target of ['/%', '/%E0%A4%A', '/%c0%ae', '*']) {
      expect(parseRequestPath(target), target).toEqual({ ok: false, status: 400 });
    }
  });

  it('negotiates brotli before gzip, honouring q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe('_headers file', () => {
  it('parses paths and indented headers, and matches wildcards', () => {
    const rules = parseHeadersFile('# comment\n/*\n  A: 1\n/assets/*\n  Cache-Control: immutable\n');
    expect(headersFor(rules, '/assets/x.js')).toEqual({ A: '1', 'Cache-Control': 'immutable' });
    expect(headersFor(rules, '/download')).toEqual({ A: '1' });
  });

  it('rejects a header line before any path', () => {
    expect(() => parseHeadersFile('  A: 1\n')).toThrow(/before any path/);
  });
});
