import { findMinorRelease, systemFor } from '@node-downloads/release-core';
import { snapshot } from '../../test/snapshot';
import { describe, expect, it } from 'vitest';
import { NO_JS_SAMPLE } from '../../e2e/nojs-sample';
import { loadSite } from '../../src/site-data';
import { checkPage, describeProblem, expectedLinks, type NoJsPage, noJsPages, pageLinks } from './check-nojs';

const site = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
const v22 = findMinorRelease(site.releases, 'v22.1.0')?.minor;
if (!v22) {
  throw new Error('no v22.1.0 in the snapshot');
}
const page: NoJsPage = { path: '/download/archive/v22.1.0', version: 'v22.1.0', expected: expectedLinks(v22, site) };
const DIST = 'https://nodejs.org/dist/v22.1.0/';

/** A page like the site's: a script, a no-script block, the files as plain links; `mac` is how the macOS link appears. */
function fixture(mac: string): string {
  return `<!doctype html><html><head><script type="module" src="/assets/download.js"></script></head><body><main>
    <noscript><ul><li><a href="${DIST}node-v22.1.0-win-x64.zip">Windows</a></li></ul></noscript>
    <section data-requires-js><a href="${DIST}node-v22.1.0-x64.msi">Installer</a></section>
    <table><tr><td><a href="${DIST}node-v22.1.0-linux-x64.tar.xz">Linux</a></td></tr></table>
    <details><summary>AIX</summary><p><a href="${DIST}node-v22.1.0-aix-ppc64.tar.gz">AIX</a></p></details>
    ${mac}
  </main></body></html>`;
}

describe('expected links', () => {
  it('come from release-core: the main binary of each OS of v22.1.0', () => {
    expect(page.expected.map((link) => `${link.os} ${link.url}`)).toEqual([
      `WIN ${DIST}node-v22.1.0-win-x64.zip`,
      `MAC ${DIST}node-v22.1.0-darwin-x64.tar.gz`,
      `LINUX ${DIST}node-v22.1.0-linux-x64.tar.xz`,
      `AIX ${DIST}node-v22.1.0-aix-ppc64.tar.gz`,
    ]);
  });

  it('cover both download pages, the LTS page on the other LTS lines, /download/archive/current and the 872 archive pages', () => {
    const pages = noJsPages(site);
    expect(pages).toHaveLength(877);
    expect(pages.slice(0, 5).map((entry) => `${entry.path} ${entry.version}`)).toEqual([
      '/download v26.13.0',
      '/download/current v26.13.0',
      '/download/v24 v24.22.0',
      '/download/v22 v22.23.2',
      '/download/archive/current v26.13.0',
    ]);
    // A release with no prebuilt files expects no link.
    expect(pages.find((entry) => entry.path === '/download/archive/v0.1.14')?.expected).toEqual([]);
  });

  it('are the links the no-JavaScript browser test clicks on its sample pages', () => {
    const pages = noJsPages(site);
    for (const [path, links] of Object.entries(NO_JS_SAMPLE)) {
      const expected = pages.find((entry) => entry.path === path)?.expected ?? [];
      expect(Object.fromEntries(expected.map((link) => [systemFor(link.os).name, link.url])), path).toEqual(links);
    }
  });
});

describe('checkPage', () => {
  it('passes a page that shows every OS, in <noscript>, a table or a closed <details>', () => {
    const html = fixture(`<p><a href="${DIST}node-v22.1.0-darwin-x64.tar.gz">macOS</a></p>`);
    expect(checkPage(page, html)).toEqual({ problems: [], links: 5 });
  });

  it('reports the page, OS and file when the macOS link is missing', () => {
    const { problems } = checkPage(page, fixture(''));
    expect(problems).toEqual([
      {
        page: '/download/archive/v22.1.0',
        os: 'macOS',
        file: 'node-v22.1.0-darwin-x64.tar.gz',
        url: `${DIST}node-v22.1.0-darwin-x64.tar.gz`,
        reason: 'missing',
      },
    ]);
    expect(describeProblem(problems[0]!)).toBe(
      `/download/archive/v22.1.0: macOS: expected a link to node-v22.1.0-darwin-x64.tar.gz (${DIST}node-v22.1.0-darwin-x64.tar.gz): no link to it`,
    );
  });

  it('reports a link that only appears inside [data-requires-js], hidden or display: none as hidden', () => {
    const link = `<a href="${DIST}node-v22.1.0-darwin-x64.tar.gz">macOS</a>`;
    for (const mac of [
      `<div class="panel" data-requires-js=""><p>${link}</p></div>`,
      `<div hidden>${link}</div>`,
      `<div style="color: red; display:none">${link}</div>`,
    ]) {
      const { problems } = checkPage(page, fixture(mac));
      expect(problems.map((problem) => `${problem.os} ${problem.reason}`), mac).toEqual(['macOS hidden']);
    }
  });

  it('reports every OS of a page that was not built', () => {
    expect(checkPage(page, undefined).problems.map((problem) => `${problem.os} ${problem.reason}`)).toEqual([
      'Windows no page',
      'macOS no page',
      'Linux no page',
      'AIX no page',
    ]);
  });
});

describe('pageLinks', () => {
  it('reads <noscript> content as markup, as a browser without JavaScript does, and decodes entities', () => {
    const { shown, hidden } = pageLinks(
      '<html><head><noscript><link rel="stylesheet" href="/a.css"></noscript></head><body><noscript><a href="/x?a=1&amp;b=2">x</a></noscript><template><a href="/t">t</a></template></body></html>',
    );
    expect([...shown]).toEqual(['/x?a=1&b=2']);
    expect([...hidden]).toEqual([]);
  });
});
