import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers-file';
import { resolveFile, type StaticServer, startServer } from './server';

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Page not found</h1>');
  fs.mkdirSync(path.join(root, 'download/archive/v22.1.0'), { recursive: true });
  fs.writeFileSync(path.join(root, 'download/archive/v22.1.0/index.html'), '<h1>v22.1.0</h1>'.repeat(50));
  fs.writeFileSync(path.join(root, '_headers'), '/*\n  X-Test: all\n/download/*\n  X-Test: download\n');
  server = await startServer({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
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

  it('compresses with gzip when the client accepts it', async () => {
    const response = await fetch(`${server.url}/download/archive/v22.1.0/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${server.url}/download/archive/v22.1.0/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(zlib.gunzipSync(raw).toString()).toContain('<h1>v22.1.0</h1>');
    expect(raw.length).toBeLessThan(800);
  });

  it('sends the headers of the _headers file, the most specific rule last', async () => {
    expect((await fetch(`${server.url}/`)).headers.get('x-test')).toBe('all');
    expect((await fetch(`${server.url}/download/archive/v22.1.0`)).headers.get('x-test')).toBe('download');
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
