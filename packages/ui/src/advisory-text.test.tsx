import { toVulnerability } from '@node-downloads/release-core';
import { advisories } from '@node-downloads/release-core/data';
import { render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatAdvisory, parseAdvisoryText } from './advisory-markdown';
import { AdvisoryText } from './advisory-text';
import { VulnerabilitiesDialog } from './vulnerabilities-dialog';

/** The text parsed as a build does, then rendered. */
function Formatted({ text }: { text: string }) {
  return <AdvisoryText tree={parseAdvisoryText(text)} />;
}
const html = (text: string) => renderToStaticMarkup(<Formatted text={text} />);
/** The markup inside the paragraph of a one-paragraph text. */
const inline = (text: string) =>
  html(text).replace(/^<div data-slot="advisory-text"><p>/, '').replace(/<\/p><\/div>$/, '');

function advisory(cve: string) {
  const record = advisories.find((entry) => entry.cve.includes(cve));
  if (!record) {
    throw new Error(`no ${cve} in the snapshot`);
  }
  return toVulnerability(record);
}

describe('AdvisoryText', () => {
  it('shows code spans of the snapshot as code, without backticks (CVE-2018-12115, v4 Argon)', () => {
    const overview = advisory('CVE-2018-12115').overview ?? '';
    expect(overview).toContain("`'ucs2'`");
    const { container } = render(<Formatted text={overview} />);
    expect(container.textContent).not.toContain('`');
    expect(container.textContent).toContain("When used with UCS-2 encoding (recognized by Node.js under the names 'ucs2', 'ucs-2'");
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual(
      expect.arrayContaining(["'ucs2'", "'ucs-2'", "'utf16le'", "'utf-16le'", 'Buffer#write()']),
    );
  });

  it('renders strong, emphasis, links and autolinks as the snapshot writes them', () => {
    expect(inline('**http**: validate the `reason` argument')).toBe('<strong>http</strong>: validate the <code>reason</code> argument');
    expect(inline('attacks are _unlikely_ to be possible')).toBe('attacks are <em>unlikely</em> to be possible');
    expect(inline('makes the _[CacheBleed\nAttack](https://ssrg.nicta.com.au/projects/TS/cachebleed/)_ possible')).toBe(
      'makes the <em><a href="https://ssrg.nicta.com.au/projects/TS/cachebleed/" rel="noopener noreferrer">CacheBleed\nAttack</a></em> possible',
    );
    expect(inline('at <http://openssl.org/news/secadv/20151203.txt>.')).toBe(
      'at <a href="http://openssl.org/news/secadv/20151203.txt" rel="noopener noreferrer">http://openssl.org/news/secadv/20151203.txt</a>.',
    );
    expect(inline('via [`response.addTrailers()`](https://nodejs.org/api/http.html#x) by removing (`[\\r\\n]`)')).toBe(
      'via <a href="https://nodejs.org/api/http.html#x" rel="noopener noreferrer"><code>response.addTrailers()</code></a> by removing (<code>[\\r\\n]</code>)',
    );
    expect(inline('``a ` b`` and ***both***')).toBe('<code>a ` b</code> and <em><strong>both</strong></em>');
  });

  it('leaves what is not Markdown emphasis as written', () => {
    expect(inline('The use of Module._load() can bypass the policy')).toBe('The use of Module._load() can bypass the policy');
    expect(inline('loadSNI() in _tls_wrap.js lacks try/catch')).toBe('loadSNI() in _tls_wrap.js lacks try/catch');
    expect(inline('validation of *. in the wildcard name, 2 * 3 * 4, snake_case_name')).toBe(
      'validation of *. in the wildcard name, 2 * 3 * 4, snake_case_name',
    );
    expect(inline('an unclosed `backtick and \\*escaped\\* stars')).toBe('an unclosed `backtick and *escaped* stars');
  });

  it('keeps paragraphs, bullet lists and code blocks apart', () => {
    const { container } = render(
      <Formatted text={'First paragraph\nstill first.\n\nImpact:\n* one `a`\n  goes on\n* two\n\nSecond:\n```\nserver.on(1)\n```\n'} />,
    );
    expect([...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'First paragraph\nstill first.',
      'Impact:',
      'Second:',
    ]);
    expect([...container.querySelectorAll('li')].map((item) => item.innerHTML)).toEqual(['one <code>a</code>\ngoes on', 'two']);
    expect(container.querySelector('pre code')?.textContent).toBe('server.on(1)');
  });

  it('shows the indented CVSS table of CVE-2016-5325 as a code block, and its link', () => {
    const { container } = render(<Formatted text={advisory('CVE-2016-5325').overview ?? ''} />);
    expect(container.querySelector('pre code')?.textContent).toMatch(/^Metric\tScore\nBase Score:\t4\.8 \(Medium\)\n/);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://www.first.org/cvss/specification-document');
    expect(container.querySelector('strong')?.textContent).toBe('http');
  });

  it('never lets HTML or script addresses from the data reach the page', () => {
    const hostile =
      'Bad <script>alert(1)</script> and <img src=x onerror="alert(2)"> then [click](javascript:alert(3)) or ' +
      '[data](data:text/html,<b>x</b>) or <javascript:alert(4)> and [ok](https://example.com/a?b=<c>)';
    const markup = html(hostile);
    expect(markup).not.toMatch(/<script|<img|<b>|href="(?!https:)/i);
    expect(markup).toContain('&lt;javascript:alert(4)&gt;');
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    const { container } = render(<Formatted text={hostile} />);
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a?b=%3Cc%3E']);
    // A link to another kind of address is not a link: it stays the text as written.
    expect(container.textContent).toContain('then [click](javascript:alert(3)) or [data](data:text/html,<b>x</b>) or');
  });

  it('only ever produces text, blocks, code, em, strong and http(s) links, for any input (2,000 cases)', () => {
    const pieces = fc.constantFrom('`', '``', '*', '**', '_', '__', '[', ']', '(', ')', '<', '>', '\\', '\n', '\n\n', '```\n', ' ', 'a', 'b c', 'https://x.example', 'javascript:x', '<script>', '"', '&');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        const markup = html(text);
        const tags = [...markup.matchAll(/<([a-z]+)/g)].map(([, tag]) => tag);
        const hrefs = [...markup.matchAll(/href="([^"]*)"/g)].map(([, href]) => href ?? '');
        return tags.every((tag) => ['div', 'p', 'ul', 'li', 'pre', 'code', 'em', 'strong', 'a'].includes(tag ?? '')) && hrefs.every((href) => /^https?:\/\//.test(href));
      }),
      { numRuns: 2_000 },
    );
  });

  it('is what the vulnerabilities dialog shows for descriptions and overviews', () => {
    const argon = formatAdvisory(advisory('CVE-2018-12115'));
    render(
      <VulnerabilitiesDialog
        title="Node.js v4 (Argon) vulnerabilities"
        known={[argon]}
        unknown={[formatAdvisory({ ...argon, id: 'unknown-1', severity: 'unknown', description: 'Bad `<img onerror>` **here**' })]}
        unknownOpen
        cveHref={(id) => `https://www.cve.org/CVERecord?id=${id}`}
        open
        onOpenChange={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog');
    const table = within(dialog).getByRole('table');
    expect(table.textContent).not.toContain('`');
    expect(within(table).getByText('Buffer#write()').tagName).toBe('CODE');
    const listItem = within(dialog).getByRole('listitem');
    expect(within(listItem).getByText('<img onerror>').tagName).toBe('CODE');
    expect(within(listItem).getByText('here').tagName).toBe('STRONG');
  });
});
