import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, SECURITY_HEADERS } from '../../src/headers';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales';
import { redirectRules } from '../../src/redirects';
import { findBrotliModule, NginxConfigError, nginxServerBlock, nginxStandaloneConfig } from './nginx-config';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => fs.existsSync(file));

/** The directives of one `location … { }` block of a configuration. */
function locationBlock(config: string, prefix: string): string {
  const start = config.indexOf(`    location ${prefix} {`);
  expect(start, `location ${prefix}`).toBeGreaterThanOrEqual(0);
  return config.slice(start, config.indexOf('\n    }', start));
}

describe('nginx configuration', () => {
  const block = nginxServerBlock({ root: '/srv/site', brotli: true });

  it('serves folders from index.html with the real 404 page, and refuses // and dot segments', () => {
    expect(block).toContain('    root /srv/site;');
    expect(block).toContain('    error_page 404 @not_found;');
    expect(locationBlock(block, '@not_found')).toContain('try_files $not_found /404.html =404;');
    expect(block).toContain('set $not_found /404.html;');
    // Every prefixed locale (all but the default, which has no prefix), as the site lists them.
    const prefixes = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');
    expect(block).toContain(`if ($uri ~ "^/(${prefixes})(/|$)") {`);
    expect(block).toMatch(/if \(\$uri ~ "\^\/\([a-z|-]+\)\(\/\|\$\)"\) \{\s+set \$not_found \/\$1\/404\.html;/);
    expect(locationBlock(block, '/')).toContain('try_files $uri $uri/index.html =404;');
    expect(block).toContain('    merge_slashes off;');
    expect(block).toMatch(/location ~ "\/\/" \{\s+return 404;/);
    expect(block).toMatch(/location = \/_headers \{\s+return 404;/);
  });

  it('names the media types of the rules, Atom for the feeds and iCalendar for the calendars', () => {
    for (const [type, extension] of [
      ['application/json; charset=utf-8', 'json'],
      ['application/xml; charset=utf-8', 'xml'],
      ['image/svg+xml', 'svg'],
      ['text/calendar; charset=utf-8', 'ics'],
      ['application/manifest+json', 'webmanifest'],
    ]) {
      expect(block).toContain(`        "${type}" ${extension};`);
    }
    const feeds = locationBlock(block, '/feed/');
    expect(feeds).toContain('            "application/atom+xml; charset=utf-8" xml;');
    expect(feeds).toContain('            "text/calendar; charset=utf-8" ics;');
    expect(feeds).not.toContain('"application/xml; charset=utf-8"');
    expect(locationBlock(block, '/api/')).toContain('default_type "application/json; charset=utf-8";');
  });

  it('repeats every security header in every location, on every status', () => {
    for (const prefix of ['/', '/assets/', '/api/', '/feed/', '@not_found']) {
      const location = locationBlock(block, prefix);
      for (const name of Object.keys(SECURITY_HEADERS)) {
        expect(location, `${prefix} ${name}`).toMatch(new RegExp(`add_header ${name} ".+" always;`));
      }
    }
    expect(locationBlock(block, '/assets/')).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}" always;`);
  });

  it('turns on brotli_static only when asked, gzip_static always', () => {
    expect(block).toContain('    brotli_static on;');
    const gzipOnly = nginxServerBlock({ root: '/srv/site', brotli: false });
    expect(gzipOnly).not.toMatch(/^\s*brotli_static on;/m);
    expect(gzipOnly).toContain('    gzip_static on;');
  });

  it('rejects a root or listen value nginx would read as syntax, naming it', () => {
    expect(() => nginxServerBlock({ root: '/srv/my site', brotli: false })).toThrow(NginxConfigError);
    expect(() => nginxServerBlock({ root: 'dist', brotli: false })).toThrow(/root \(an absolute path\).*"dist"/);
    expect(() => nginxServerBlock({ root: '/srv/site', listen: '80; include /etc/passwd', brotli: false })).toThrow(/listen/);
  });

  it('answers each redirect with a 301 and the query, a placeholder rule only when its page exists', () => {
    const withRedirects = nginxServerBlock({ root: '/srv/site', brotli: false, redirects: redirectRules(LOCALES) });
    expect(withRedirects).toContain('    absolute_redirect off;');
    expect(withRedirects).toContain('    location = /en/download { return 301 /download$is_args$args; }\n');
    expect(withRedirects).toContain('    location = /en/download/ { return 301 /download$is_args$args; }\n');
    expect(withRedirects).toContain('    location = /ja/about/releases { return 301 /ja/about/previous-releases$is_args$args; }\n');
    expect(withRedirects).toContain(
      [
        '    location ~ "^/ca/blog/release/([^/]+)/?$" {',
        '        if (-f $document_root/blog/release/$1/index.html) {',
        '            return 301 /blog/release/$1$is_args$args;',
        '        }',
        '        return 404;',
        '    }',
      ].join('\n'),
    );
    expect(withRedirects).toMatch(/location = \/_redirects \{\s+return 404;/);
    expect(block).not.toContain('return 301');
  });

  it('answers a version-free address of a newest file with a 302 to the distribution server, and its channel\'s own 404 page', () => {
    const latest = { from: '/download/latest/v22/node.pkg', to: 'https://nodejs.org/dist/v22.23.2/node-v22.23.2.pkg', status: 302 as const };
    const withLatest = nginxServerBlock({ root: '/srv/site', brotli: false, redirects: [latest] });
    expect(withLatest).toContain('    location = /download/latest/v22/node.pkg { return 302 https://nodejs.org/dist/v22.23.2/node-v22.23.2.pkg; }\n');
    expect(withLatest).not.toContain('location = /download/latest/v22/node.pkg/');
    expect(withLatest).toContain('    if ($uri ~ "^(/(?:es|fr|de|pt-br|ja|zh-cn|ko|ar))?/download/latest/current/") {\n        set $not_found $1/download/latest/current/404.html;');
  });

  it.runIf(NGINX)('is accepted by nginx -t, with the whole redirect table', () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-test-'));
    try {
      const file = path.join(prefix, 'nginx.conf');
      fs.writeFileSync(file, nginxStandaloneConfig({ root: prefix, prefix, port: 8080, brotliModule: findBrotliModule(), redirects: redirectRules(LOCALES) }));
      const result = spawnSync(NGINX!, ['-t', '-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
      expect(result.stderr).toContain('syntax is ok');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});

describe('nginx configuration: default server and HSTS', () => {
  it('answers for its address as the default server, so no other site does', () => {
    const tls = nginxServerBlock({ root: '/srv/site', brotli: false, tls: { certificate: '/etc/ssl/site.pem', key: '/etc/ssl/site.key' } });
    expect(tls).toContain('    listen 443 ssl default_server;\n    ssl_certificate /etc/ssl/site.pem;\n    ssl_certificate_key /etc/ssl/site.key;');
    expect(nginxServerBlock({ root: '/srv/site', brotli: false })).toContain('    listen 80 default_server;');
  });

  it('sends HSTS in every location from a variable set over HTTPS only, or not at all when off', () => {
    const block = nginxServerBlock({ root: '/srv/site', brotli: false, hstsMaxAge: 600 });
    expect(block.startsWith('map $https $node_downloads_hsts {\n    on "max-age=600";\n    default "";\n}\n')).toBe(true);
    for (const prefix of ['/', '@not_found', '/assets/']) {
      expect(locationBlock(block, prefix)).toContain('add_header Strict-Transport-Security $node_downloads_hsts always;');
    }
    expect(nginxServerBlock({ root: '/srv/site', brotli: false })).toContain('on "max-age=31536000";');
    const off = nginxServerBlock({ root: '/srv/site', brotli: false, hstsMaxAge: 0 });
    expect(off).not.toContain('Strict-Transport-Security');
    expect(off).not.toContain('map $https');
    expect(() => nginxServerBlock({ root: '/srv/site', brotli: false, hstsMaxAge: 1.5 })).toThrow(/HSTS max-age/);
  });

  it.skipIf(NGINX === undefined || !fs.existsSync('/usr/bin/openssl'))('real nginx: HSTS over HTTPS, none over HTTP', async () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-hsts-'));
    const root = path.join(prefix, 'site');
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home</title>');
    fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><title>404</title>');
    const made = spawnSync('/usr/bin/openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-keyout', path.join(prefix, 'key.pem'), '-out', path.join(prefix, 'cert.pem')], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const plain = nginxStandaloneConfig({ root, prefix, port: httpPort, startedAsRoot: process.getuid?.() === 0 });
    // The same server block once more, on a TLS port.
    const tls = nginxServerBlock({
      root,
      brotli: false,
      listen: `127.0.0.1:${httpsPort}`,
      tls: { certificate: path.join(prefix, 'cert.pem'), key: path.join(prefix, 'key.pem') },
    }).replace(/^map[^}]*\}\n/, '');
    const config = plain.replace(/\}\n$/, `${tls}}\n`);
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
    const nginx = spawn(NGINX!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
    try {
      const secure = await request(`https://127.0.0.1:${httpsPort}/`);
      expect(secure.status).toBe(200);
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
      const missing = await request(`https://127.0.0.1:${httpsPort}/nowhere`);
      expect(missing.status).toBe(404);
      expect(missing.headers['strict-transport-security']).toBe('max-age=31536000');
      const clear = await request(`http://127.0.0.1:${httpPort}/`);
      expect(clear.status).toBe(200);
      expect(clear.headers['strict-transport-security']).toBeUndefined();
      expect(clear.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => nginx.once('exit', resolve));
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One GET, retried while nginx is still starting; certificates are not checked (self-signed). */
async function request(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await new Promise((resolve, reject) => {
        const get = url.startsWith('https:') ? https.get : http.get;
        get(url, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, headers: response.headers });
        }).once('error', reject);
      });
    } catch (error) {
      if (attempt >= 50) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
