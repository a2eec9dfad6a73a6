/**
 * Which Atom feeds a page announces in its head (`<link rel="alternate" type="application/atom+xml">`),
 * with titles in the page's language. The feeds themselves are data files, the same for every
 * locale, and stay in English.
 */
import { lineFeedPath, lineSecurityFeedPath, RELEASES_FEED_PATH, VULNERABILITIES_FEED_PATH } from './paths';

export type FeedLink = { href: string; title: string };

type Translate = (id: string, values?: Record<string, string>) => string;

const releases = (t: Translate): FeedLink => ({ href: RELEASES_FEED_PATH, title: t('api.feedReleases') });
const vulnerabilities = (t: Translate): FeedLink => ({ href: VULNERABILITIES_FEED_PATH, title: t('api.feedAdvisories') });

/** The feeds of one line: its releases, and its releases that fix a vulnerability. */
const ofLine = (line: string, t: Translate): FeedLink[] => [
  { href: lineFeedPath(line), title: t('api.feedLine', { line }) },
  { href: lineSecurityFeedPath(line), title: t('api.feedLineSecurity', { line }) },
];

/**
 * The feeds of a kind of page: releases on release pages (and the feeds of the page's line on a
 * download or archive page, `line`), advisories on the end-of-life page, both on the home and API
 * pages.
 */
export function feedLinks(kind: string, t: Translate, line?: string): FeedLink[] {
  switch (kind) {
    case 'home':
    case 'api': {
      return [releases(t), vulnerabilities(t)];
    }
    case 'archive':
    case 'download': {
      return [releases(t), ...(line === undefined ? [] : ofLine(line, t))];
    }
    case 'blog':
    case 'previous-releases': {
      return [releases(t)];
    }
    case 'eol': {
      return [vulnerabilities(t)];
    }
    default: {
      return [];
    }
  }
}
