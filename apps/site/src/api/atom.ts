/** A small writer of Atom feeds (RFC 4287): escapes every text and attribute, writes RFC 3339 dates. */

export type AtomLink = { href: string; rel?: 'alternate' | 'related' | 'self' | 'via'; type?: string; title?: string };

export type AtomEntry = {
  /** A permanent, unique IRI: the entry's absolute URL or a `tag:` URI. */
  id: string;
  title: string;
  /** RFC 3339 date-time. */
  updated: string;
  published?: string;
  links: readonly AtomLink[];
  categories?: readonly { term: string; label?: string }[];
  summary?: string;
  /** Plain-text content. */
  content?: string;
};

export type AtomFeed = {
  id: string;
  title: string;
  subtitle?: string;
  /** RFC 3339 date-time: the newest entry's `updated`, so rebuilding the same data gives the same file. */
  updated: string;
  links: readonly AtomLink[];
  author: { name: string; uri?: string };
  entries: readonly AtomEntry[];
};

// Characters XML 1.0 does not allow at all (C0 controls other than tab, newline, carriage return).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text escaped for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A day (`YYYY-MM-DD`) as an RFC 3339 date-time at midnight UTC.
 * @example
 * atomDate('2024-12-03') // → '2024-12-03T00:00:00Z'
 */
export function atomDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
    throw new Error(`Not a day: ${JSON.stringify(day)}`);
  }
  return `${day}T00:00:00Z`;
}

function link({ href, rel, type, title }: AtomLink): string {
  const attributes = [
    rel ? `rel="${escapeXml(rel)}"` : '',
    type ? `type="${escapeXml(type)}"` : '',
    `href="${escapeXml(href)}"`,
    title ? `title="${escapeXml(title)}"` : '',
  ].filter(Boolean);
  return `<link ${attributes.join(' ')}/>`;
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

function entry(item: AtomEntry): string {
  const lines = [
    element('id', item.id),
    element('title', item.title, ' type="text"'),
    element('updated', item.updated),
    item.published ? element('published', item.published) : '',
    ...item.links.map(link),
    ...(item.categories ?? []).map(
      ({ term, label }) => `<category term="${escapeXml(term)}"${label ? ` label="${escapeXml(label)}"` : ''}/>`,
    ),
    item.summary ? element('summary', item.summary, ' type="text"') : '',
    item.content ? element('content', item.content, ' type="text"') : '',
  ].filter(Boolean);
  return `  <entry>\n${lines.map((line) => `    ${line}`).join('\n')}\n  </entry>`;
}

/** The feed document. */
export function atomFeed(feed: AtomFeed): string {
  const head = [
    element('id', feed.id),
    element('title', feed.title, ' type="text"'),
    feed.subtitle ? element('subtitle', feed.subtitle, ' type="text"') : '',
    element('updated', feed.updated),
    ...feed.links.map(link),
    `<author>${element('name', feed.author.name)}${feed.author.uri ? element('uri', feed.author.uri) : ''}</author>`,
  ].filter(Boolean);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    ...head.map((line) => `  ${line}`),
    ...feed.entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
