import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOverHttp } from './check-links';
import { type StaticServer, startServer } from '../serve/preview-server';

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-links-http-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<a href="/download/">download</a>');
  fs.writeFileSync(path.join(root, '404.html'), 'Page not found');
  fs.mkdirSync(path.join(root, 'download'));
  fs.writeFileSync(path.join(root, 'download/index.html'), 'download');
  server = await startServer({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('internal links over HTTP', () => {
  it('names every target the server does not answer with 200', async () => {
    const failures = await checkOverHttp(server.url, ['/', '/download/', '/download', '/download/archive/v22', '/_headers']);
    expect(failures.sort()).toEqual([`/_headers: status 404 from ${server.url}`, `/download/archive/v22: status 404 from ${server.url}`]);
  });
});
