/** Which Atom feeds a page announces in its head (`<link rel="alternate" type="application/atom+xml">`). */
import { RELEASES_FEED_PATH, VULNERABILITIES_FEED_PATH } from './paths';

export type FeedLink = { href: string; title: string };

const RELEASES: FeedLink = { href: RELEASES_FEED_PATH, title: 'Node.js releases' };
const VULNERABILITIES: FeedLink = { href: VULNERABILITIES_FEED_PATH, title: 'Node.js security advisories' };

/** The feeds of a kind of page: releases on release pages, advisories on the end-of-life page, both on the home and API pages. */
export function feedLinks(kind: string): FeedLink[] {
  switch (kind) {
    case 'home':
    case 'api': {
      return [RELEASES, VULNERABILITIES];
    }
    case 'blog':
    case 'archive':
    case 'download':
    case 'previous-releases': {
      return [RELEASES];
    }
    case 'eol': {
      return [VULNERABILITIES];
    }
    default: {
      return [];
    }
  }
}
