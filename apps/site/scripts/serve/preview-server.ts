/**
 * The preview server of the pre-rendered site: serves `dist/` with the headers of `dist/_headers`,
 * directory indexes (`/download` and `/download/` → `download/index.html`), a real 404 status
 * (with `404.html` as body) for every path that has no file, and the build's precompressed `.br`
 * and `.gz` files to clients that accept them (compressed on the fly, once, where a build has
 * none). Pages revalidate with ETag and Last-Modified. The rules of `dist/_redirects` (the
 * redirect table) answer 301 with the query kept where their target exists, 404 where it does not;
 * its 302s (the version-free addresses of the newest files) lead to the distribution server.
 * It answers as the generated nginx configuration does (`scripts/serve/nginx-config.ts`); the end-to-end suite runs against both.
 *
 * No request stops it: a malformed path (`//`, `/%`, `/%00`, `..` in any encoding) gets 400 or
 * 404, and nothing outside the site folder is ever read.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CONTENT_TYPES, DEFAULT_CONTENT_TYPE } from '../../src/headers';
import { notFoundPathFor } from '../../src/i18n/locales';
import { type HeaderRule, headersFor, parseHeadersFile } from './headers-file';
import { compress, ENCODING_SUFFIX, ENCODINGS, type Encoding, isPrecompressible } from '../build/precompress';
import { readRedirectsFile, redirectMatcher } from './redirects-file';

/** A running preview server: its address and how to stop it. */
export type StaticServer = {
  url: string;
  port: number;
  close: () => Promise<void>;
};

/** What the preview server serves, and where. */
export type ServeOptions = {
  root: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Content encodings offered, by preference (default brotli, then gzip); the budget check offers gzip only. */
  encodings?: readonly Encoding[];
};

/**
 * The `404.html` of the deepest folder of `pathname` below the locale roots that has one (a page a
 * build writes for one part of the site), undefined when none does.
 */
export function nearestNotFound(root: string, pathname: string): string | undefined {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  // The last segment names the file asked for (unless the path ends with a slash); the locale
  // roots' pages are found by the caller.
  for (let end = pathname.endsWith('/') ? segments.length : segments.length - 1; end >= 2; end -= 1) {
    const candidate = path.join(root, ...segments.slice(0, end), '404.html');
    if (fs.existsSync(candidate)) {
      return candidate;
    }
  }
  return undefined;
}

/** A request target's decoded path, or why it cannot name a file: 400 for bad encoding, 404 otherwise. */
export type RequestPath = { ok: true; pathname: string } | { ok: false; status: 400 | 404 };

/**
 * The decoded path of a request target (`/download/?os=win` → `/download/`). Empty segments
 * (`//`), `.` and `..` segments in any encoding, NUL and backslashes name no file (404); a
 * percent-encoding that does not decode to UTF-8 is a bad request (400).
 */
export function parseRequestPath(target: string): RequestPath {
  const raw = target.split(/[?#]/, 1)[0] ?? '';
  if (!raw.startsWith('/')) {
    return { ok: false, status: 400 };
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return { ok: false, status: 400 };
  }
  const segments = pathname.slice(1).split('/');
  const bad = segments.some((segment, index) => (segment === '' && index < segments.length - 1) || segment === '.' || segment === '..');
  if (bad || /[\0\\]/.test(pathname)) {
    return { ok: false, status: 404 };
  }
  return { ok: true, pathname };
}

/** Maps a request path (as in a link: encoded, maybe with a query) to a file under `root`, or undefined when there is none. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const parsed = parseRequestPath(urlPath);
  if (!parsed.ok) {
    return undefined;
  }
  const candidate = path.join(root, parsed.pathname);
  const relative = path.relative(root, candidate);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    return undefined;
  }
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    try {
      if (fs.statSync(file).isFile()) {
        return file;
      }
    } catch {
      // try the next candidate (missing, not a folder, or a name too long)
    }
  }
  return undefined;
}

/**
 * The encoding to send, from an `Accept-Encoding` header: brotli, then gzip, among those listed
 * with a non-zero q-value (`*` counts for both); undefined for the file as it is.
 */
export function negotiateEncoding(header: string | undefined, offered: readonly Encoding[] = ENCODINGS): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) {
      continue;
    }
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  return offered.find((encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0);
}

/** Starts the server; resolves once it listens. */
export function startServer(options: ServeOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    return Promise.reject(new Error(`No built site in ${root}: run the build first.`));
  }
  const headersPath = path.join(root, '_headers');
  const rules: HeaderRule[] = fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, 'utf8')) : [];
  const redirectTarget = redirectMatcher(readRedirectsFile(root));
  // Files compressed on the fly where the build wrote no sibling, keyed by file, modification time and size.
  const compressedCache = new Map<string, Buffer>();

  const compressed = async (file: string, stat: fs.Stats, encoding: Encoding): Promise<{ body: Buffer; mtime: Date }> => {
    const sibling = `${file}${ENCODING_SUFFIX[encoding]}`;
    try {
      const siblingStat = fs.statSync(sibling);
      if (siblingStat.isFile() && siblingStat.mtimeMs >= stat.mtimeMs) {
        return { body: fs.readFileSync(sibling), mtime: siblingStat.mtime };
      }
    } catch {
      // no precompressed file: compress it here
    }
    const key = `${encoding}:${file}:${stat.mtimeMs}:${stat.size}`;
    let body = compressedCache.get(key);
    if (!body) {
      body = await compress(fs.readFileSync(file), encoding, 'live');
      compressedCache.set(key, body);
    }
    return { body, mtime: stat.mtime };
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed\n');
      return;
    }
    const parsed = parseRequestPath(request.url ?? '/');
    if (!parsed.ok && parsed.status === 400) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', ...headersFor(rules, '/404.html') });
      response.end('Bad request\n');
      return;
    }
    // A redirect only to a page there is: an address whose target is missing is a 404.
    const redirect = parsed.ok ? redirectTarget(parsed.pathname) : undefined;
    if (redirect?.status === 302) {
      // A file on the distribution server, for now: temporary, with no query to keep.
      response.writeHead(302, { Location: redirect.to, 'Content-Type': 'text/plain; charset=utf-8', ...headersFor(rules, '/404.html') });
      response.end(request.method === 'HEAD' ? undefined : `Found at ${redirect.to}\n`);
      return;
    }
    const target = redirect?.to;
    if (target !== undefined && resolveFile(root, target)) {
      // The query as sent, any byte a header cannot carry percent-encoded.
      const query = (/\?[^#]*/.exec(request.url ?? '')?.[0] ?? '').replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character));
      response.writeHead(301, { Location: `${target}${query}`, 'Content-Type': 'text/plain; charset=utf-8', ...headersFor(rules, '/404.html') });
      response.end(request.method === 'HEAD' ? undefined : `Moved to ${target}${query}\n`);
      return;
    }
    const found = parsed.ok ? resolveFile(root, request.url ?? '/') : undefined;
    const status = found && !['_headers', '_redirects'].includes(path.basename(found)) ? 200 : 404;
    // An unknown address gets the nearest 404 page above it (`/download/latest/current/x` →
    // `download/latest/current/404.html` while no line is Current), else its locale's (`/ja/…` →
    // `ja/404.html`), else English's.
    const nearest = parsed.ok ? nearestNotFound(root, parsed.pathname) : undefined;
    const localNotFound = parsed.ok ? path.join(root, notFoundPathFor(parsed.pathname)) : undefined;
    const notFound = nearest ?? (localNotFound && fs.existsSync(localNotFound) ? localNotFound : path.join(root, '404.html'));
    const file = status === 200 && found ? found : notFound;
    const stat = fs.statSync(file);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? DEFAULT_CONTENT_TYPE,
      // A 404 carries the headers of the 404 page, whatever rules its path has (`/api/*` is JSON).
      ...headersFor(rules, status === 200 && parsed.ok ? parsed.pathname : '/404.html'),
    };
    let body: Buffer;
    let mtime = stat.mtime;
    const encoding = isPrecompressible(file) ? negotiateEncoding(request.headers['accept-encoding'], options.encodings) : undefined;
    if (isPrecompressible(file)) {
      headers.Vary = 'Accept-Encoding';
    }
    if (encoding) {
      ({ body, mtime } = await compressed(file, stat, encoding));
      headers['Content-Encoding'] = encoding;
    } else {
      body = fs.readFileSync(file);
    }
    if (status === 200) {
      const etag = `"${Math.floor(mtime.getTime() / 1000).toString(16)}-${body.length.toString(16)}${encoding ? `-${encoding}` : ''}"`;
      headers.ETag = etag;
      headers['Last-Modified'] = stat.mtime.toUTCString();
      const ifNoneMatch = request.headers['if-none-match'];
      const ifModifiedSince = request.headers['if-modified-since'];
      const notModified = ifNoneMatch
        ? ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`)
        : ifModifiedSince !== undefined && Math.floor(stat.mtimeMs / 1000) * 1000 <= Date.parse(ifModifiedSince);
      if (notModified) {
        delete headers['Content-Type'];
        delete headers['Content-Encoding'];
        response.writeHead(304, headers);
        response.end();
        return;
      }
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(`${request.method} ${(request.url ?? '').slice(0, 200)}: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      }
      response.end();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
