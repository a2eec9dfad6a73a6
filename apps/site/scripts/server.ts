/**
 * A small static file server for the pre-rendered site: serves `dist/` with gzip, the headers of
 * `dist/_headers`, directory indexes (`/download` → `download/index.html`) and a real 404 status
 * (with `404.html` as body) for every path that has no file.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { type HeaderRule, headersFor, parseHeadersFile } from './headers-file';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

export type StaticServer = {
  url: string;
  port: number;
  close: () => Promise<void>;
};

export type ServeOptions = {
  root: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
};

/** Maps a request path to a file under `root`, or undefined when there is none. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) {
    return undefined;
  }
  const normalised = path.posix.normalize(decoded);
  if (!normalised.startsWith('/') || normalised.split('/').includes('..')) {
    return undefined;
  }
  const candidate = path.join(root, normalised);
  if (!candidate.startsWith(root)) {
    return undefined;
  }
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    try {
      if (fs.statSync(file).isFile()) {
        return file;
      }
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

function acceptsGzip(request: http.IncomingMessage): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b/.test(header);
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
  const gzipCache = new Map<string, Buffer>();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed\n');
      return;
    }
    const found = resolveFile(root, url.pathname);
    const status = found && path.basename(found) !== '_headers' ? 200 : 404;
    const file = status === 200 ? found! : path.join(root, '404.html');
    const extension = path.extname(file);
    let body: Buffer = fs.readFileSync(file);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
      ...headersFor(rules, url.pathname),
    };
    if (status === 404) {
      // The body is the 404 page, whatever media type the path's rules give (`/api/*` is JSON).
      headers['Content-Type'] = CONTENT_TYPES['.html']!;
    }
    if (COMPRESSIBLE.has(extension) && acceptsGzip(request)) {
      // Keyed by modification time too, so a rebuild while serving is picked up.
      const stat = fs.statSync(file);
      const key = `${file}:${stat.mtimeMs}:${stat.size}`;
      let compressed = gzipCache.get(key);
      if (!compressed) {
        compressed = zlib.gzipSync(body, { level: 9 });
        gzipCache.set(key, compressed);
      }
      body = compressed;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
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
