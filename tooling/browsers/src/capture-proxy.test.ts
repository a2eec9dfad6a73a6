import { createHash } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allowRecorder, startCaptureProxy, withRecorder } from './capture-proxy';

const POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";

describe('the error recorder added to each page', () => {
  test('comes first in <head>, before the page’s own scripts', () => {
    const page = withRecorder('<!doctype html><html lang="en"><head data-x="1"><script src="/a.js"></script></head><body></body></html>');
    expect(page.indexOf('<head data-x="1"><script>')).toBeGreaterThan(0);
    expect(page.indexOf('__siteProblems')).toBeLessThan(page.indexOf('/a.js'));
  });

  test('a page without <head> is refused, not passed on unrecorded', () => {
    expect(() => withRecorder('<p>no head</p>')).toThrow(/without <head>/);
  });

  test('the policy allows exactly the recorder, by its hash, in script-src only', () => {
    const page = withRecorder('<head></head>');
    const script = page.slice(page.indexOf('<script>') + 8, page.indexOf('</script>'));
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(allowRecorder(POLICY)).toBe(`default-src 'self'; script-src 'self' ${hash}; style-src 'self' 'unsafe-inline'`);
    expect(allowRecorder("default-src 'self'")).toBe(`default-src 'self' ${hash}`);
  });
});

describe('the proxy', () => {
  let upstream: http.Server;
  let proxy: Awaited<ReturnType<typeof startCaptureProxy>>;
  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      if (request.url === '/page') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY });
        response.end('<html><head></head><body>é</body></html>');
      } else {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end('{"missing":true}');
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await startCaptureProxy(`http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  test('adds the recorder and its hash to HTML pages', async () => {
    const response = await fetch(`${proxy.url}/page`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<html><head><script>.*__siteProblems.*<\/script><\/head><body>é<\/body><\/html>$/s);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'; style-src/);
  });

  test('passes anything else through unchanged, status included', async () => {
    const response = await fetch(`${proxy.url}/api/v99.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('{"missing":true}');
  });
});
