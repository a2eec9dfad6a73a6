/**
 * "Is this version safe?" on the archive and release pages, rendered from the committed snapshot
 * at 2026-11-22 as the build renders them.
 */
import { describe, expect, it } from 'vitest';
import { renderTestPage } from '../../test/site-pages';

/** The vulnerabilities section of a page, as HTML. */
function section(path: string): string {
  const html = renderTestPage(path);
  const start = html.indexOf('<section aria-labelledby="vulnerabilities-heading"');
  expect(start, `${path} has a vulnerabilities section`).toBeGreaterThan(-1);
  // The section holds no other section.
  return html.slice(start, html.indexOf('</section>', start));
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

/** The table row of an advisory, by its CVE id. */
function row(html: string, cve: string): string {
  const at = html.indexOf(`>${cve}</a>`);
  expect(at, `a row for ${cve}`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf('<tr', at), html.indexOf('</tr>', at));
}

describe('known vulnerabilities of a release', () => {
  it('v20.11.0: counts by severity, says its line gets no more fixes, and links the release to move to', () => {
    const html = section('/download/archive/v20.11.0');
    expect(text(html)).toContain('v20 is end-of-life: it gets no more fixes, security fixes included, so v20.11.0 is not safe to use whatever this list says.');
    expect(text(html)).toContain('36 known vulnerabilities affect v20.11.0, according to the security advisories data of Nov 16, 2026.');
    expect([...html.matchAll(/data-slot="severity-chip"[^>]*>([^<]+)</g)].slice(0, 3).map((match) => match[1])).toEqual(['15 high', '14 medium', '7 low']);
    expect(text(html)).toContain('Move to v26.13.0, the newest release of the newest LTS line.');
    expect(html).toContain('Move to <a href="/download/archive/v26.13.0"><bdi dir="ltr">v26.13.0</bdi></a>');
  });

  it('marks an advisory of one system, counts it once, and links the release of the line that fixed it', () => {
    const html = section('/download/archive/v20.11.0');
    const spawn = row(html, 'CVE-2024-27980');
    expect(text(spawn)).toContain('Windows only');
    expect(spawn).toContain('Fixed in <a href="/download/archive/v20.12.2"><bdi dir="ltr">v20.12.2</bdi></a>');
    expect(html.split('>CVE-2024-27980</a>')).toHaveLength(2);
    expect(text(row(html, 'CVE-2024-22019'))).not.toContain('only');
  });

  it('a release with none says so with the date of the advisories data, and offers no move', () => {
    const html = section('/download/archive/v26.13.0');
    expect(text(html)).toContain('No known vulnerability affects v26.13.0, according to the security advisories data of Nov 16, 2026.');
    expect(html).not.toContain('data-slot="upgrade"');
    expect(html).not.toContain('end-of-life');
  });

  it('an end-of-life release with none listed still says it gets no more fixes', () => {
    const html = section('/blog/release/v18.20.8');
    expect(text(html)).toContain('No known vulnerability affects v18.20.8');
    expect(text(html)).toContain('v18 is end-of-life');
    expect(html).toContain('<a href="/download/archive/v26.13.0"><bdi dir="ltr">v26.13.0</bdi></a>');
  });

  it('the release page of a supported line points to the newest release of the line when it fixes everything', () => {
    const html = section('/blog/release/v22.12.0');
    expect(text(html)).toContain('40 known vulnerabilities affect v22.12.0');
    expect(text(html)).toContain('Move to v22.23.2, the newest release of v22: it fixes all of these.');
    expect(html).toContain('<a href="/download/archive/v22.23.2">');
  });

  it('the release page links to the list on the archive page instead of repeating it', () => {
    const html = section('/blog/release/v22.12.0');
    expect(html).not.toContain('<table');
    expect(text(html)).toContain('The 40 advisories are listed with their CVE ids and fixes on the archive page of v22.12.0.');
    expect(html).toContain('<a href="/download/archive/v22.12.0#vulnerabilities">');
    expect(section('/ja/blog/release/v22.12.0')).toContain('<a href="/ja/download/archive/v22.12.0#vulnerabilities">');
  });

  it('the header counts them and links to the section', () => {
    expect(renderTestPage('/download/archive/v20.11.0')).toContain(
      '<a href="#vulnerabilities" data-slot="vulnerability-summary" data-vulnerable="true">36 known vulnerabilities</a>',
    );
    expect(renderTestPage('/blog/release/v26.13.0')).toContain('data-vulnerable="false">No known vulnerabilities</a>');
  });

  it('speaks the locale, with plurals by its rules, and keeps CVE ids and versions left to right in Arabic', () => {
    const arabic = section('/ar/download/archive/v20.11.0');
    expect(text(arabic)).toContain('تمس v20.11.0 36 ثغرة معروفة');
    expect(arabic).toContain('<bdi dir="ltr">v20.11.0</bdi>');
    expect(arabic).toMatch(/<a href="https:\/\/www\.cve\.org\/CVERecord\?id=CVE-2024-27980" dir="ltr">CVE-2024-27980<\/a>/);
    expect(text(row(arabic, 'CVE-2024-27980'))).toContain('على Windows فقط');
    expect(text(section('/ja/download/archive/v22.12.0'))).toContain('v22.12.0 には既知の脆弱性が 40 件あります');
    expect(text(section('/fr/blog/release/v20.11.0'))).toContain('36 vulnérabilités connues touchent v20.11.0');
  });
});
