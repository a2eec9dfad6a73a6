/**
 * Response headers of the static site, written to `dist/_headers` (the format common static hosts
 * and CDNs read) and applied by the local server from that same file.
 *
 * Scripts come only from the site itself: pages carry no inline script (hydration data sits in a
 * non-executable `application/json` block), so the policy needs no 'unsafe-inline' for scripts.
 * Inline style attributes are allowed because positioned popovers set them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The `_headers` file. */
export function headersFile(): string {
  return [
    '/*',
    `  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Cross-Origin-Opener-Policy: same-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    // The JSON API and the Atom feeds: their media types, and readable from any site.
    '/api/*',
    '  Content-Type: application/json; charset=utf-8',
    '  Access-Control-Allow-Origin: *',
    '/feed/*',
    '  Content-Type: application/atom+xml; charset=utf-8',
    '  Access-Control-Allow-Origin: *',
    '',
  ].join('\n');
}
