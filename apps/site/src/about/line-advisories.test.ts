import { formatAdvisories } from '@node-downloads/ui/advisory-markdown';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../test/snapshot';
import { listDataFiles } from '../api/data-files';
import { apiLinePath } from '../api/paths';
import type { ApiLine } from '../api/releases-api';
import { lineAdvisoriesPath } from '../links';
import { loadSite } from '../site-data';
import { fetchLineAdvisories, type LineAdvisories, parseLineAdvisories } from './line-advisories';
import { LineDataError, lineVulnerabilities } from './line-data';

const site = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
const files = new Map(listDataFiles(site, { origin: 'https://downloads.example.org' }).map((file) => [file.path, file.content]));
const built = (path: string): string => files.get(path) ?? '';
const v18Text = built(lineAdvisoriesPath('v18'));
const v18 = JSON.parse(v18Text) as LineAdvisories;
const v18Api = JSON.parse(built(apiLinePath('v18'))) as ApiLine;
const answer = (body: string, status = 200) => async () => new Response(body, { status });
/** v18's file with its first known advisory changed. */
const withFirst = (change: Record<string, unknown>) => JSON.stringify({ ...v18, known: [{ ...v18.known[0], ...change }, ...v18.known.slice(1)] });

describe('the advisories file of a line, formatted by the build', () => {
  it('holds what the dialog shows of each advisory, the text already formatted, and no Markdown', () => {
    const { known, unknown } = formatAdvisories(lineVulnerabilities(v18Api));
    expect(known.length).toBeGreaterThan(0);
    expect(v18.known.map((advisory) => advisory.id)).toEqual(known.map((advisory) => advisory.id));
    expect(v18.unknown.map((advisory) => advisory.id)).toEqual(unknown.map((advisory) => advisory.id));
    expect(v18.known[0]).toEqual({
      id: known[0]!.id,
      cve: known[0]!.cve,
      severity: known[0]!.severity,
      vulnerable: known[0]!.vulnerable,
      ...(known[0]!.url === undefined ? {} : { url: known[0]!.url }),
      text: known[0]!.text,
    });
    expect(v18Text).not.toMatch(/"(description|overview|patched)"/);
    expect(Buffer.byteLength(v18Text)).toBeLessThan(Buffer.byteLength(built(apiLinePath('v18'))));
  });

  it('says how many advisories affect the line\'s last release, by the auditor: none for v25.9.0 although 15 affected v25', () => {
    const v25 = JSON.parse(built(lineAdvisoriesPath('v25'))) as LineAdvisories;
    expect(v25.known.length + v25.unknown.length).toBe(15);
    expect(v25.lastRelease).toEqual({ version: 'v25.9.0', count: 0 });
    expect(v18.lastRelease?.version).toBe('v18.20.8');
    expect(v18.lastRelease?.count).toBe(site.audit('v18.20.8').vulnerabilities.length);
    const v15 = JSON.parse(built(lineAdvisoriesPath('v15'))) as LineAdvisories;
    expect(v15.lastRelease).toEqual({ version: 'v15.14.0', count: site.audit('v15.14.0').vulnerabilities.length });
    expect(v15.lastRelease?.count).toBeGreaterThan(0);
    expect((JSON.parse(built(lineAdvisoriesPath('v27'))) as LineAdvisories).lastRelease).toBeUndefined();
  });

  it('refuses a last release that is not a version and a count', () => {
    for (const lastRelease of ['v18.20.8', { version: 'v18.20.8' }, { version: 'v18.20.8', count: -1 }, { version: 18, count: 1 }]) {
      expect(() => parseLineAdvisories({ ...v18, lastRelease }, 'v18'), JSON.stringify(lastRelease)).toThrow(LineDataError);
    }
  });

  it('is written for every line, one with no advisories included, so every dialog loads', () => {
    expect(site.releases.some((release) => (site.vulnerabilities.get(release.line)?.length ?? 0) === 0)).toBe(true);
    for (const release of site.releases) {
      const file = parseLineAdvisories(JSON.parse(built(lineAdvisoriesPath(release.line))), release.line);
      expect(file.known.length + file.unknown.length).toBe(site.vulnerabilities.get(release.line)?.length ?? 0);
    }
  });

  it('loads in one request and passes the check as built', async () => {
    const asked: string[] = [];
    const file = await fetchLineAdvisories('v18', async (input) => {
      asked.push(String(input));
      return new Response(v18Text);
    });
    expect(asked).toEqual(['/about/advisories/v18.json']);
    expect(file).toEqual(v18);
  });

  it.each([
    ['a 404', answer('not found', 404), 'the server answered 404'],
    ['truncated JSON', answer(v18Text.slice(0, 100)), 'the answer is not valid JSON'],
    ['a list', answer('[]'), 'the answer is not a JSON object'],
    ['another line', answer(JSON.stringify({ ...v18, line: 'v20' })), 'the answer is the file of "v20"'],
    ['no unknown list', answer(JSON.stringify({ line: 'v18', known: [] })), 'its field unknown is missing'],
    ['an advisory that is not an object', answer(JSON.stringify({ ...v18, known: ['x'] })), 'its field known[0] is missing'],
    ['an unknown severity name', answer(withFirst({ severity: 'severe' })), 'its field known[0].severity is missing'],
    ['a CVE that is not a string', answer(withFirst({ cve: [7] })), 'its field known[0].cve is missing'],
    ['a null address', answer(withFirst({ url: null })), 'its field known[0].url is missing'],
    ['Markdown where the tree belongs', answer(withFirst({ text: '**bold**' })), 'its field known[0].text is missing'],
    [
      'raw HTML as a block of the tree',
      answer(withFirst({ text: [{ kind: 'html', text: '<img src=x onerror=alert(1)>' }] })),
      'its field known[0].text[0].kind is missing',
    ],
    [
      'a link without its address',
      answer(withFirst({ text: [{ kind: 'paragraph', children: [{ kind: 'link', children: ['x'] }] }] })),
      'its field known[0].text[0].children[0].href is missing',
    ],
  ])('%s: a LineDataError naming the line and why', async (_name, fetcher, reason) => {
    const error = await fetchLineAdvisories('v18', fetcher as typeof fetch).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LineDataError);
    expect((error as LineDataError).message).toContain('The details of v18 could not be loaded: ');
    expect((error as LineDataError).reason).toContain(reason);
  });
});
