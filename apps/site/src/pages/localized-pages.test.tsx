/**
 * The home, archive, release and API pages speak the page's locale: rendered with a hand-made
 * catalogue in which every message is marked (⟦…⟧), every piece of prose on them comes from a
 * message, dates follow the locale, and every link to another page stays in the locale.
 */
import { releaseArtifacts } from '@node-downloads/release-core';
import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../test/marked-catalogue';
import { renderTestPage, testSite } from '../../test/site-pages';
import { listPages, renderPage } from '../entry-server';
import { artifactLabel } from '../i18n/artifacts';
import { compileCatalogue } from '../i18n/catalogue';
import { createI18n } from '../i18n/i18n';

const english = englishCatalogue();
/** Every English message, marked so that text from a message can be told from text that is not. */
const marked = compileCatalogue(Object.fromEntries(Object.entries(english).map(([id, message]) => [id, `⟦${message}⟧`])));
const frenchPages = listPages(testSite, ['en', 'fr']).filter((page) => page.locale === 'fr');
const assets = { styles: ['/assets/site.css'], noscriptStyles: '/assets/noscript.css', preload: [], stages: [], onDemand: [] };

function renderFrench(path: string): string {
  const page = frenchPages.find((candidate) => candidate.path === path);
  if (!page) {
    throw new Error(`no page ${path}`);
  }
  return renderPage(testSite, page, { ...assets, script: page.entry ? `/assets/${page.entry}.js` : undefined }, marked);
}

/** `html` without the element that starts at `start` (an opening tag), nested elements of its kind included. */
function without(html: string, start: string): string {
  const at = html.indexOf(start);
  if (at === -1) {
    return html;
  }
  const name = /^<([a-z]+)/.exec(start)?.[1] ?? '';
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
  tags.lastIndex = at;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      return html.slice(0, at) + html.slice(tag.index + tag[0].length);
    }
  }
  throw new Error(`${start} is not closed`);
}

/**
 * The page's main content without the parts other components own (file verification, the line's
 * details) and the advisories' own words (CVE ids and the security team's English texts, data).
 */
function mainOf(html: string): string {
  let main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  main = without(without(main, '<section aria-labelledby="verify-heading"'), '<section aria-labelledby="line-details-heading"');
  return without(without(main, '<table data-slot="table" data-table="vulnerabilities"'), '<details data-slot="unknown-severity"');
}

/** Data shown as is: versions, file names, checksums, code, product and format names, separators, a notice's mark. */
const DATA = /^(?:!|v?\d[\w.-]*|Node\.js v[\w.-]+|[\w./-]+\.[a-z\d]+|[0-9a-f]{64}|latest-v[\d.]+x|JSON|JSON Schema \(draft 2020-12\)|Atom|iCalendar|npm|V8|SHA-256|—|·|v?[\d.]+ \([A-Z][a-z]+\)|\/api\/v\{major\}\.json|\/feed\/v\{major\}(?:-security)?\.(?:xml|ics))$/;

/** Text of the main content that does not come from a message and is not data. */
function unmarkedText(html: string): string[] {
  // Code stays as it is; dates are checked on their own.
  const withoutCode = html.replace(/<(pre|code|time)\b[^>]*>[\s\S]*?<\/\1>/g, '<x>');
  const texts = withoutCode
    // Messages inside messages: the inner ones first.
    .replace(/⟦[^⟦⟧]*⟧/g, ' ')
    .replace(/⟦[^⟦⟧]*⟧/g, ' ')
    .split(/<[^>]*>/)
    .map((text) => text.trim())
    .filter((text) => text !== '');
  return texts.filter((text) => !DATA.test(text) && !/⟦|⟧/.test(text));
}

const pagesToCheck = ['/fr/', '/fr/download/archive/v22.12.0', '/fr/download/archive/current', '/fr/blog/release/v22.12.0', '/fr/blog/release/v25.9.0', '/fr/about/api'];

describe('localized home, archive, release and API pages', () => {
  it('take every piece of prose from the catalogue', () => {
    for (const path of pagesToCheck) {
      expect(unmarkedText(mainOf(renderFrench(path))), path).toEqual([]);
    }
  });

  it('keep every link to another page in the locale; data files, feeds and downloads keep their addresses', () => {
    for (const path of pagesToCheck) {
      const html = mainOf(renderFrench(path));
      const internal = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
      expect(internal.length, path).toBeGreaterThan(0);
      for (const href of internal) {
        expect(href.startsWith('/fr/') || /^\/(?:api|feed)\/[\w.-]+\.(?:json|xml|ics)$/.test(href), `${path}: ${href}`).toBe(true);
      }
    }
    expect(renderFrench('/fr/download/archive/v22.12.0')).toContain('<a href="/fr/download/archive/v22.23.2"><bdi dir="ltr">v22.23.2</bdi></a>');
    expect(renderFrench('/fr/about/api')).toContain('<a href="/api/releases.json">/api/releases.json</a>');
  });

  it('write dates in the locale and name statuses and kinds of file through the catalogue', () => {
    const archive = renderFrench('/fr/download/archive/v22.12.0');
    expect(archive).toContain('<time dateTime="2024-12-02">02 déc. 2024</time>');
    expect(archive).toContain('data-status="maintenance">⟦Maintenance LTS⟧</span>');
    expect(archive).toContain('<td>⟦⟦<bdi dir="ltr">Windows</bdi> installer⟧ (<bdi dir="ltr">.msi</bdi>), <bdi dir="ltr">x64</bdi>⟧</td>');
    expect(archive).toContain('<td>⟦⟦Source code⟧ (<bdi dir="ltr">.tar.gz</bdi>)⟧</td>');
    expect(renderFrench('/fr/blog/release/v25.9.0')).toContain('data-status="eol">⟦End-of-life⟧ ⟦(EoL)⟧</span>');
    expect(renderFrench('/fr/about/api')).toMatch(/<time dateTime="2026-11-16">16 nov\. 2026<\/time>/);
    expect(renderFrench('/fr/')).toContain('<link rel="alternate" type="application/atom+xml" href="/feed/releases.xml" title="⟦Node.js releases⟧"/>');
    const archive22 = renderFrench('/fr/download/archive/v22.12.0');
    expect(archive22).toContain('<link rel="alternate" type="application/atom+xml" href="/feed/v22-security.xml" title="⟦Node.js v22 security releases⟧"/>');
    expect(archive22).toContain('<a href="/feed/v22.xml" type="application/atom+xml">⟦Feed of v22 releases⟧</a>');
  });
});

describe('the download page script', () => {
  it('carries the messages of the release links it renders, and no other page namespace', () => {
    const html = renderFrench('/fr/download');
    const json = /<script type="application\/json" id="page-messages">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    const ids = Object.keys((JSON.parse(json) as { messages: Record<string, unknown> }).messages);
    expect(ids).toEqual(expect.arrayContaining(['releaseLinks.changelogOf', 'releaseLinks.apiDocs', 'releaseLinks.releaseNotes', 'releaseLinks.allFiles']));
    expect(ids.filter((id) => /^(?:archive|blog|home|api)\./.test(id))).toEqual([]);
  });
});

describe('English pages', () => {
  it("describe every file of every release in release-core's words", () => {
    const i18n = createI18n('en', compileCatalogue(english));
    const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
    let count = 0;
    for (const release of testSite.releases) {
      for (const minor of release.minorVersions) {
        for (const artifact of releaseArtifacts(minor, { shasums: testSite.shasums })) {
          expect(artifactLabel(artifact, t)).toBe(artifact.label);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(10_000);
  });

  it('read as before', () => {
    expect(renderTestPage('/blog/release/v22.12.0')).toContain('<h1>Node.js <bdi dir="ltr">v22.12.0</bdi> (LTS &#x27;<bdi dir="ltr">Jod</bdi>&#x27;)</h1>');
    expect(renderTestPage('/download/archive/v22.12.0')).toContain('(the newest release in this site&#x27;s data), not this release.');
    expect(renderTestPage('/download/archive/v22.12.0')).toContain('<span>Released <time dateTime="2024-12-02">Dec 02, 2024</time></span>');
    expect(renderTestPage('/download/archive/v22.12.0')).toMatch(/The 12 nearest of its \d+ releases; <a href="\/about\/previous-releases">Previous releases<\/a> lists them all\./);
  });
});
