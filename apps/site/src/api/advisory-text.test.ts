/**
 * Advisory texts are Markdown: the pages format them (ui's AdvisoryText), while the data the site
 * publishes keeps them exactly as stored, on the committed snapshot.
 */
import { advisories } from '@node-downloads/release-core/data';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderTestPage, testSite } from '../../test/site-pages';
import { PAGE_DATA_ID } from '../document-ids';
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

  it('the end-of-life page hands its dialogs the stored text, which they format when opened', () => {
    expect(overview).toContain("`'ucs2'`");
    const html = renderTestPage('/about/eol');
    const start = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ID}">`);
    const json = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
    expect(json).toContain(JSON.stringify(overview).slice(1, -1).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e'));
  });
});
