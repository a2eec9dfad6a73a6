import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
  return config.slice(start, config.indexOf('    }', start));
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

  it('names the media types of the rules, Atom for the feeds', () => {
    for (const [type, extension] of [
      ['application/json; charset=utf-8', 'json'],
      ['application/xml; charset=utf-8', 'xml'],
      ['image/svg+xml', 'svg'],
      ['application/manifest+json', 'webmanifest'],
    ]) {
      expect(block).toContain(`        "${type}" ${extension};`);
    }
    expect(locationBlock(block, '/feed/')).toContain('default_type "application/atom+xml; charset=utf-8";');
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
