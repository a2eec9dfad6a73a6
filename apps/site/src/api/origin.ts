/**
 * The site's absolute origin, the one build setting the feeds need (an Atom feed's ids and links
 * must be absolute). Pages themselves only use root-relative links.
 *
 * Set with the SITE_ORIGIN environment variable at build time; the default is the public site.
 */
export const DEFAULT_SITE_ORIGIN = 'https://nodejs.org';

/**
 * Reads SITE_ORIGIN: an `http:` or `https:` origin, without path, query or fragment (a trailing
 * slash is dropped). Empty or absent gives {@link DEFAULT_SITE_ORIGIN}.
 * @example
 * parseSiteOrigin('https://downloads.example.org/') // → 'https://downloads.example.org'
 */
export function parseSiteOrigin(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') {
    return DEFAULT_SITE_ORIGIN;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`SITE_ORIGIN must be an absolute URL like ${DEFAULT_SITE_ORIGIN}, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_ORIGIN must be an http(s) origin without path, query or credentials, like ${DEFAULT_SITE_ORIGIN}, got "${value}"`);
  }
  return url.origin;
}

/** The origin this build uses: SITE_ORIGIN from the environment, else {@link DEFAULT_SITE_ORIGIN}. */
export function siteOrigin(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return parseSiteOrigin(env.SITE_ORIGIN);
}
