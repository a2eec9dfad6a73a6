/**
 * Advisory texts are Markdown: the pages format them (ui's AdvisoryText), while the data the site
 * publishes keeps them exactly as stored, on the committed snapshot.
 */
import { advisories } from '@node-downloads/release-core/data';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../test/site-pages';
import { listDataFiles } from './data-files';
import { VULNERABILITIES_FEED_PATH } from './paths';

const argon = advisories.find((record) => record.cve.includes('CVE-2018-12115'));
const overview = argon?.overview ?? '';

describe('advisory Markdown in the published data', () => {
  it('the vulnerabilities feed carries each overview as stored, backticks included', () => {
    const xml = listDataFiles(testSite).find((file) => file.path === VULNERABILITIES_FEED_PATH)?.content ?? '';
    const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' });
    type Text = string | { '#text': string };
    const text = (node: Text | undefined) => (typeof node === 'object' ? node['#text'] : node);
    const entries = (parser.parse(xml) as { feed: { entry: { id: string; content?: Text }[] } }).feed.entry;
    let withMarkdown = 0;
    for (const entry of entries) {
      const record = advisories.find((candidate) => entry.id.endsWith(`:NSWG-COR-${candidate.id}`));
      expect(record, entry.id).toBeDefined();
      expect(text(entry.content), entry.id).toBe(record?.overview?.trim() || undefined);
      withMarkdown += record?.overview?.includes('`') ? 1 : 0;
    }
    expect(withMarkdown).toBeGreaterThan(5);
  });

  it("the end-of-life page's dialogs load the stored text from the line's API file, which they format when opened", () => {
    expect(overview).toContain("`'ucs2'`");
    const file = listDataFiles(testSite).find((candidate) => candidate.path === '/api/v8.json');
    const line = JSON.parse(file?.content ?? '{}') as { vulnerabilities?: { overview: string | null }[] };
    expect(line.vulnerabilities?.map((vulnerability) => vulnerability.overview)).toContain(overview);
  });
});
