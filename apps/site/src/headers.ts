/**
 * How the built site is served: response headers (security, caching, media types) and which
 * files are precompressed. This is the one place these rules live; they are written out as
 * `dist/_headers` (the format common static hosts and CDNs read), applied by the preview server
 * from that same file, and turned into the nginx configuration (`scripts/serve/nginx-config.ts`).
 *
 * Scripts come only from the site itself: pages carry no inline script (hydration data sits in a
 * non-executable `application/json` block), so the policy needs no 'unsafe-inline' for scripts.
 * Inline style attributes are allowed because positioned popovers set them. 'wasm-unsafe-eval' lets
 * a page compile WebAssembly (the SHA-256 of "Check a downloaded file"), and allows no JavaScript eval.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with every response, pages and files alike (404 pages included). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Content-hashed files (`/assets/`): their name changes with their content, so they never need revalidating. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pages, the JSON API, the feeds and other files under a stable name: kept five minutes, then revalidated (ETag, Last-Modified). */
export const CACHE_REVALIDATE = 'public, max-age=300, must-revalidate';

/**
 * Files under a stable name that must never be kept: the health file (`/health.json`), which a
 * check after a deploy or a rollback reads to know which build answers, so no cache may answer
 * for it.
 */
export const CACHE_NONE = 'no-store';

/** Top-level files served with {@link CACHE_NONE} instead of {@link DEFAULT_HEADERS}' caching. */
export const UNCACHED_FILES: readonly `/${string}`[] = ['/health.json'];

/** Headers of the {@link UNCACHED_FILES}, besides the security headers. */
export const UNCACHED_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': CACHE_NONE };

/** Media type by file extension; anything else is `application/octet-stream`. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The media type of anything without a known extension. */
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Text files the build writes `.br` and `.gz` siblings of, and the servers send compressed. */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['.html', '.js', '.css', '.json', '.xml', '.ics', '.svg', '.txt', '.webmanifest'];

/**
 * A part of the site under one path prefix, with the headers its files get besides
 * {@link SECURITY_HEADERS}. `Content-Type` in `headers` holds for every file of the section;
 * `contentTypes` instead gives the section's own media type of each extension (any other keeps
 * its {@link CONTENT_TYPES} one), for a section of files of several kinds.
 */
export type Section = {
  prefix: `/${string}/`;
  headers: Readonly<Record<string, string>>;
  contentTypes?: Readonly<Record<string, string>>;
};

/** The sections with their own rules; every other path gets {@link DEFAULT_HEADERS}. */
export const SECTIONS: readonly Section[] = [
  { prefix: '/assets/', headers: { 'Cache-Control': CACHE_IMMUTABLE } },
  // The JSON API, the Atom feeds and the calendars: their media types, and readable from any site.
  {
    prefix: '/api/',
    headers: { 'Content-Type': CONTENT_TYPES['.json']!, 'Access-Control-Allow-Origin': '*', 'Cache-Control': CACHE_REVALIDATE },
  },
  {
    prefix: '/feed/',
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': CACHE_REVALIDATE },
    contentTypes: { '.xml': 'application/atom+xml; charset=utf-8', '.ics': CONTENT_TYPES['.ics']! },
  },
];

/** Headers of every path outside {@link SECTIONS} (pages, the favicon, robots.txt, the 404 page), besides the security headers. */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': CACHE_REVALIDATE };

/** A `_headers` rule: a path pattern (`*` matches any run of characters) and the headers it adds. */
export type HeaderRule = { pattern: string; headers: Record<string, string> };

/**
 * The rules of the `_headers` file for a build whose top level holds `topLevel` (file and folder
 * names, folders ending in `/`). The security headers come from `/*` alone; every other header
 * name is set by exactly one rule for any path, because some hosts join the values of a header
 * that two matching rules set. So the default headers are written for each top-level entry that is
 * not a section, rather than for `/*`.
 */
export function headerRules(topLevel: readonly string[]): HeaderRule[] {
  const rules: HeaderRule[] = [{ pattern: '/*', headers: { ...SECURITY_HEADERS } }];
  for (const section of SECTIONS) {
    rules.push({ pattern: `${section.prefix}*`, headers: { ...section.headers } });
    for (const [extension, type] of Object.entries(section.contentTypes ?? {})) {
      rules.push({ pattern: `${section.prefix}*${extension}`, headers: { 'Content-Type': type } });
    }
  }
  const patterns = ['/'];
  const uncached: string[] = [];
  for (const entry of [...topLevel].sort()) {
    if (entry.startsWith('_') || entry.startsWith('.')) {
      continue;
    }
    if (entry.endsWith('/')) {
      if (!SECTIONS.some((section) => section.prefix === `/${entry}`)) {
        patterns.push(`/${entry.slice(0, -1)}`, `/${entry}*`);
      }
    } else if (UNCACHED_FILES.includes(`/${entry}`)) {
      uncached.push(`/${entry}`);
    } else {
      patterns.push(`/${entry}`);
    }
  }
  for (const pattern of patterns) {
    rules.push({ pattern, headers: { ...DEFAULT_HEADERS } });
  }
  for (const pattern of uncached) {
    rules.push({ pattern, headers: { ...UNCACHED_HEADERS } });
  }
  return rules;
}

/** The headers every response for `pathname` carries: the security headers and those of its section, with its media type there. */
export function responseHeaders(pathname: string): Record<string, string> {
  if (UNCACHED_FILES.includes(pathname as `/${string}`)) {
    return { ...SECURITY_HEADERS, ...UNCACHED_HEADERS };
  }
  const section = SECTIONS.find((candidate) => pathname.startsWith(candidate.prefix));
  const type = Object.entries(section?.contentTypes ?? {}).find(([extension]) => pathname.endsWith(extension))?.[1];
  return { ...SECURITY_HEADERS, ...(section ? section.headers : DEFAULT_HEADERS), ...(type ? { 'Content-Type': type } : {}) };
}

/** The `_headers` file of a build whose top level holds `topLevel` (see {@link headerRules}). */
export function headersFile(topLevel: readonly string[]): string {
  const lines: string[] = [];
  for (const rule of headerRules(topLevel)) {
    lines.push(rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}
