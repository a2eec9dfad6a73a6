/**
 * The site's absolute origin, the one build setting the feeds need (an Atom feed's ids and links
 * must be absolute). Pages themselves only use root-relative links.
 *
 * Set with the SITE_ORIGIN environment variable at build time; the default is the public site,
 * except under CI, where it must be set.
 */
export const DEFAULT_SITE_ORIGIN = 'https://nodejs.org';

/** SITE_ORIGIN is missing where it must be set, or is not an http(s) origin; the message names it. */
export class SiteOriginError extends Error {
  override name = 'SiteOriginError';
}

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
    throw new SiteOriginError(`SITE_ORIGIN must be an absolute URL like ${DEFAULT_SITE_ORIGIN}, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new SiteOriginError(`SITE_ORIGIN must be an http(s) origin without path, query or credentials, like ${DEFAULT_SITE_ORIGIN}, got "${value}"`);
  }
  return url.origin;
}

/** The origin pages and files are written for: SITE_ORIGIN from the environment, else {@link DEFAULT_SITE_ORIGIN}. */
export function siteOrigin(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return parseSiteOrigin(env.SITE_ORIGIN);
}

/**
 * The origin a build is made for, read once at its start: {@link siteOrigin}, except that under CI
 * (`CI` set, and not `0` or `false`) SITE_ORIGIN must be given: a deploy pipeline that forgot it
 * would otherwise publish feeds and sitemaps pointing at the public site, silently. Only the build
 * asks it, so tests that render a page under CI need no origin.
 */
export function buildOrigin(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const ci = env.CI?.trim().toLowerCase() ?? '';
  if ((env.SITE_ORIGIN?.trim() ?? '') === '' && ci !== '' && ci !== '0' && ci !== 'false') {
    throw new SiteOriginError(
      `SITE_ORIGIN is not set, and CI is: a CI build must say its origin (SITE_ORIGIN=https://downloads.example.org), or feeds and sitemaps would point at ${DEFAULT_SITE_ORIGIN}`,
    );
  }
  return siteOrigin(env);
}
