/**
 * The Atom checks the feed tests share: well-formed XML (fast-xml-parser's validator), then the
 * elements RFC 4287 requires of a feed and of each entry, absolute ids and links, RFC 3339 dates,
 * unique ids, newest first, and the feed's `updated` equal to its newest entry's.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

export type AtomNode = Record<string, unknown>;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

export function parseFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['entry', 'link', 'category'].includes(name),
  });
  return (parser.parse(xml) as { feed: AtomNode }).feed;
}

export function textOf(node: unknown): string {
  return typeof node === 'object' && node !== null ? String((node as AtomNode)['#text'] ?? '') : String(node ?? '');
}

export function checkAtom(xml: string) {
  const feed = parseFeed(xml);
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(textOf(feed.id)).toMatch(/^https:\/\//);
  expect(textOf(feed.title)).not.toBe('');
  expect(textOf(feed.updated)).toMatch(RFC_3339);
  expect(feed.author).toBeDefined();
  const links = feed.link as AtomNode[];
  expect(links.filter((link) => link['@rel'] === 'self')).toHaveLength(1);
  const entries = (feed.entry ?? []) as AtomNode[];
  const ids = new Set<string>();
  for (const entry of entries) {
    const id = textOf(entry.id);
    expect(id).toMatch(/^(?:https:\/\/|tag:)/);
    ids.add(id);
    expect(textOf(entry.title)).not.toBe('');
    expect(textOf(entry.updated)).toMatch(RFC_3339);
    expect(Number.isNaN(Date.parse(textOf(entry.updated)))).toBe(false);
    const alternates = (entry.link as AtomNode[]).filter((link) => (link['@rel'] ?? 'alternate') === 'alternate');
    expect(alternates).toHaveLength(1);
    expect(String(alternates[0]!['@href'])).toMatch(/^https:\/\//);
    expect(textOf(entry.summary)).not.toBe('');
  }
  expect(ids.size, 'entry ids are unique').toBe(entries.length);
  const updated = entries.map((entry) => textOf(entry.updated));
  expect(updated).toEqual(updated.toSorted().reverse());
  if (entries.length > 0) {
    expect(textOf(feed.updated)).toBe(updated[0]);
  }
  return { feed, entries };
}

