import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../../src/headers';
import { type StaticServer, startServer } from './preview-server';

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-api-'));
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>Page not found</h1>',
    'api/releases.json': '{"lines":[]}',
    'api/v22.json': '{"line":"v22"}',
    'feed/releases.xml': '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"/>',
    'feed/v24.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    'sitemap.xml': '<urlset/>',
    _headers: headersFile(['404.html', 'api/', 'feed/', 'index.html', 'sitemap.xml']),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  server = await startServer({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('content types of the API and the feeds', () => {
  it('serves the API as JSON, the feeds as Atom and the calendars as iCalendar, readable from any site, gzip or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const json = await fetch(`${server.url}/api/releases.json`, { headers: { 'accept-encoding': encoding } });
      expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(json.headers.get('access-control-allow-origin')).toBe('*');
      expect(await json.json()).toEqual({ lines: [] });
      const feed = await fetch(`${server.url}/feed/releases.xml`, { headers: { 'accept-encoding': encoding } });
      expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      expect(await feed.text()).toContain('<feed');
      const calendar = await fetch(`${server.url}/feed/v24.ics`, { headers: { 'accept-encoding': encoding } });
      expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(calendar.headers.get('access-control-allow-origin')).toBe('*');
      expect(await calendar.text()).toContain('BEGIN:VCALENDAR');
    }
  });

  it('keeps other XML as it was, and answers a missing API file with the HTML 404 page', async () => {
    expect((await fetch(`${server.url}/sitemap.xml`)).headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const missing = await fetch(`${server.url}/api/v99.json`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await missing.text()).toContain('Page not found');
  });
});
