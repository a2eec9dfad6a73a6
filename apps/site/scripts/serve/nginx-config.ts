/**
 * The nginx configuration of the built site, generated from the serving rules of `src/headers.ts`
 * (the same rules `_headers` and the preview server use), so it answers as the preview server
 * does: `/download` and `/download/` both serve `download/index.html`, unknown paths get the real
 * `404.html` with status 404, malformed paths (`//`, `..`, bad encoding) 400 or 404, the
 * precompressed `.gz` files through `gzip_static` and the `.br` files through `brotli_static`
 * where that module is loaded, and the redirect table of the build's `_redirects` as 301s
 * (`scripts/serve/nginx-redirects.ts`); `Strict-Transport-Security` on requests that came over
 * HTTPS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_TYPES, DEFAULT_CONTENT_TYPE, DEFAULT_HEADERS, SECTIONS, SECURITY_HEADERS, UNCACHED_FILES, UNCACHED_HEADERS } from '../../src/headers';
import { DEFAULT_LOCALE, LOCALES, NOT_FOUND_PATH, prefixedLocalePattern } from '../../src/i18n/locales';
import { NO_CURRENT_CHANNEL_PAGE } from '../../src/links';
import { nginxRedirectLocations } from './nginx-redirects';
import type { RedirectLine } from './redirects-file';

/** Where Debian's `libnginx-mod-http-brotli-static` (and most builds of ngx_brotli) put the module. */
export const BROTLI_STATIC_MODULES: readonly string[] = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/local/nginx/modules/ngx_http_brotli_static_module.so',
];

/** The brotli static module of this machine's nginx, if one is installed. */
export function findBrotliModule(candidates: readonly string[] = BROTLI_STATIC_MODULES): string | undefined {
  return candidates.find((file) => fs.existsSync(file));
}

/** What the server block needs to know about where the site is and how it is reached. */
export type NginxServerOptions = {
  /** Absolute path of the built site (the uploaded `dist/`). */
  root: string;
  /** The `listen` parameter: a port or `address:port` (default 80). */
  listen?: string;
  /** The `server_name` (default `_`, any name). */
  serverName?: string;
  /** Serve the `.br` files (`brotli_static on`): only where the brotli static module is loaded. */
  brotli: boolean;
  /** The build's redirect rules (its `_redirects`, parsed). @defaultValue none */
  redirects?: readonly RedirectLine[];
  /**
   * `Strict-Transport-Security: max-age=…` in seconds, sent on responses to requests that reached
   * this nginx over HTTPS (`$https`), never over plain HTTP, where browsers ignore it; 0 leaves it
   * out. @defaultValue {@link DEFAULT_HSTS_MAX_AGE}
   */
  hstsMaxAge?: number;
  /** Serve HTTPS with this certificate and key (PEM files on the server); `listen` then defaults to 443. */
  tls?: { certificate: string; key: string };
};

/** One year: browsers keep to HTTPS for the site that long after a visit. */
export const DEFAULT_HSTS_MAX_AGE = 31_536_000;

/** The variable the server block's HSTS header reads: the header's value over HTTPS, empty (no header) otherwise. */
const HSTS_VARIABLE = '$node_downloads_hsts';

/** Bad input for the configuration: a value nginx would read as syntax. */
export class NginxConfigError extends Error {
  constructor(option: string, value: string) {
    super(`nginx configuration: ${option} must not contain whitespace, quotes, braces or semicolons, got ${JSON.stringify(value)}`);
    this.name = 'NginxConfigError';
  }
}

function checked(option: string, value: string): string {
  if (/[\s"'{};#$\\]/.test(value) || value === '') {
    throw new NginxConfigError(option, value);
  }
  return value;
}

function quoted(value: string): string {
  return `"${value.replace(/["\\$]/g, '\\$&')}"`;
}

/**
 * The `add_header` lines of a location: the security headers and the given ones, sent on every
 * status (404 pages too), and HSTS when on (nginx sends no header whose value is empty, as
 * {@link HSTS_VARIABLE} is over plain HTTP).
 */
function addHeaders(headers: Readonly<Record<string, string>>, indent: string, hsts: boolean): string[] {
  return [
    ...Object.entries({ ...SECURITY_HEADERS, ...headers })
      .filter(([name]) => name !== 'Content-Type')
      .map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`),
    ...(hsts ? [`${indent}add_header Strict-Transport-Security ${HSTS_VARIABLE} always;`] : []),
  ];
}

function location(
  match: string,
  headers: Readonly<Record<string, string>>,
  hsts: boolean,
  serve = 'try_files $uri $uri/index.html =404;',
  contentTypes?: Readonly<Record<string, string>>,
): string[] {
  const contentType = headers['Content-Type'];
  return [
    `    location ${match} {`,
    // A section with its own media type (the API) gets it for every file in it.
    ...(contentType ? ['        types { }', `        default_type ${quoted(contentType)};`] : []),
    // A section with its own media type per extension (the feeds and calendars): those replace the server's table there.
    ...(contentTypes && !contentType
      ? [
          '        types {',
          ...Object.entries(contentTypes).map(([extension, type]) => `            ${quoted(type)} ${extension.slice(1)};`),
          '        }',
          `        default_type ${DEFAULT_CONTENT_TYPE};`,
        ]
      : []),
    ...addHeaders(headers, '        ', hsts),
    `        ${serve}`,
    '    }',
  ];
}

/**
 * An nginx `server { … }` block serving the built site, after the `map` its HSTS header reads;
 * include it in the `http` block of nginx.conf. It is the `default_server` of its address, so a
 * request by IP or under another name gets the site, not another site's page (Debian's "Welcome
 * to nginx!"); nginx refuses to start while another block claims the same (remove
 * `/etc/nginx/sites-enabled/default`).
 */
export function nginxServerBlock(options: NginxServerOptions): string {
  const root = checked('root', options.root);
  if (!path.isAbsolute(root)) {
    throw new NginxConfigError('root (an absolute path)', root);
  }
  const maxAge = options.hstsMaxAge ?? DEFAULT_HSTS_MAX_AGE;
  if (!Number.isInteger(maxAge) || maxAge < 0) {
    throw new NginxConfigError('HSTS max-age (whole seconds)', String(maxAge));
  }
  const hsts = maxAge > 0;
  const lines = [
    ...(hsts ? [`map $https ${HSTS_VARIABLE} {`, `    on "max-age=${maxAge}";`, '    default "";', '}', ''] : []),
    'server {',
    `    listen ${checked('listen', options.listen ?? (options.tls ? '443' : '80'))}${options.tls ? ' ssl' : ''} default_server;`,
    ...(options.tls
      ? [`    ssl_certificate ${checked('TLS certificate', options.tls.certificate)};`, `    ssl_certificate_key ${checked('TLS key', options.tls.key)};`]
      : []),
    `    server_name ${checked('server name', options.serverName ?? '_')};`,
    `    root ${root};`,
    '    server_tokens off;',
    // `//` must not reach the home page: keep the slashes, and answer them with 404 below.
    '    merge_slashes off;',
    // A 10 KB path is answered with 404, not 414.
    '    large_client_header_buffers 4 16k;',
    // Redirects name the target's path alone, as the preview server and static hosts do.
    '    absolute_redirect off;',
    // For the answers given before any location (redirects, refused paths); every location sets its own.
    ...addHeaders(DEFAULT_HEADERS, '    ', hsts),
    '',
    '    types {',
    ...Object.entries(CONTENT_TYPES).map(([extension, type]) => `        ${quoted(type)} ${extension.slice(1)};`),
    '    }',
    `    default_type ${DEFAULT_CONTENT_TYPE};`,
    '    charset off;',
    '',
    '    # The build writes .gz (gzip level 9) and .br (brotli: quality 11 for what a first visit fetches, 6 for the long tail) next to every text file.',
    '    gzip off;',
    '    gzip_static on;',
    '    gzip_vary on;',
    ...(options.brotli
      ? ['    brotli_static on;']
      : ['    # brotli_static on;  (needs the brotli static module: Debian package libnginx-mod-http-brotli-static)']),
    '',
    // A named location: the 404 page is served without running the check below again. An
    // unknown address under a locale's prefix gets that locale's 404 page.
    '    error_page 404 @not_found;',
    `    set $not_found ${NOT_FOUND_PATH};`,
    `    if ($uri ~ "${prefixedLocalePattern()}") {`,
    '        set $not_found /$1/404.html;',
    '    }',
    // The Current channel's own 404 page, while no line is Current (else the fallback below).
    `    if ($uri ~ "^(/(?:${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')}))?${NO_CURRENT_CHANNEL_PAGE.replace('404.html', '')}") {`,
    `        set $not_found $1${NO_CURRENT_CHANNEL_PAGE};`,
    '    }',
    // nginx resolves `..` inside the site itself (and refuses it above the root with 400); like
    // the preview server, name no file by it.
    '    if ($request_uri ~* "^[^?]*(/|%2f|%5c)(\\.|%2e){1,2}(/|%2f|%5c|\\?|$)") {',
    '        return 404;',
    '    }',
    '',
    ...location('/', DEFAULT_HEADERS, hsts),
    ...SECTIONS.flatMap((section) => location(section.prefix, section.headers, hsts, undefined, section.contentTypes)),
    ...UNCACHED_FILES.flatMap((file) => location(`= ${file}`, UNCACHED_HEADERS, hsts, 'try_files $uri =404;')),
    ...location('@not_found', DEFAULT_HEADERS, hsts, `try_files $not_found ${NOT_FOUND_PATH} =404;`),
    '    location = /_headers {',
    '        return 404;',
    '    }',
    '    location = /_redirects {',
    '        return 404;',
    '    }',
    '    location ~ "//" {',
    '        return 404;',
    '    }',
    ...(options.redirects && options.redirects.length > 0 ? ['', '    # The redirect table (the build\'s _redirects).', ...nginxRedirectLocations(options.redirects)] : []),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/** The server block's options, plus where a test instance keeps its files and its port. */
export type NginxStandaloneOptions = Omit<NginxServerOptions, 'brotli' | 'listen'> & {
  /** Folder for the pid file, logs and temporary files (writable by the current user). */
  prefix: string;
  /** Port on 127.0.0.1. */
  port: number;
  /** The brotli static module to load, if any. */
  brotliModule?: string;
  /**
   * Whether nginx is started by root: its workers would then drop to `nobody`, who may not reach a
   * build under a private folder, so they stay root like the rest of the run. @defaultValue false
   */
  startedAsRoot?: boolean;
};

/**
 * A whole nginx.conf that runs as the current user without touching the system's nginx: pid,
 * logs and temporary files in `prefix`, the site on 127.0.0.1:`port`. For tests and local checks.
 */
export function nginxStandaloneConfig(options: NginxStandaloneOptions): string {
  const prefix = checked('prefix', options.prefix);
  const lines = [
    ...(options.brotliModule ? [`load_module ${checked('brotli module', options.brotliModule)};`] : []),
    ...(options.startedAsRoot ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events {',
    '    worker_connections 256;',
    '}',
    'http {',
    `    access_log ${prefix}/access.log;`,
    `    client_body_temp_path ${prefix}/client_body;`,
    `    proxy_temp_path ${prefix}/proxy;`,
    `    fastcgi_temp_path ${prefix}/fastcgi;`,
    `    uwsgi_temp_path ${prefix}/uwsgi;`,
    `    scgi_temp_path ${prefix}/scgi;`,
    '    sendfile on;',
    nginxServerBlock({
      root: options.root,
      serverName: options.serverName,
      listen: `127.0.0.1:${options.port}`,
      brotli: options.brotliModule !== undefined,
      redirects: options.redirects,
      hstsMaxAge: options.hstsMaxAge,
    }),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
