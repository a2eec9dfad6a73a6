import { describe, expect, it } from 'vitest';
import { renderTestPage } from '../../test/site-pages';

/** The line feeds a built page links, in its head and in its content, and whether the content's links stand outside the hydrated root. */
function lineFeeds(html: string) {
  const head = [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="alternate" type="application\/atom\+xml" href="(\/feed\/v[^"]+)"/g)].map((match) => match[1]);
  const body = html.slice(html.indexOf('<main'));
  const visible = [...body.matchAll(/<a href="(\/feed\/v[^"]+\.xml)" type="application\/atom\+xml">([^<]+)<\/a>/g)].map((match) => `${match[1]} ${match[2]}`);
  return { head, visible, body };
}

describe('each line\'s feeds on its pages', () => {
  it('the download pages link their line\'s feeds in the head and visibly, outside the hydrated root', () => {
    for (const [page, line] of [
      ['/download', 'v26'],
      ['/download/current', 'v26'],
      ['/download/v24', 'v24'],
    ] as const) {
      const { head, visible, body } = lineFeeds(renderTestPage(page));
      expect(head, page).toEqual([`/feed/${line}.xml`, `/feed/${line}-security.xml`]);
      expect(visible, page).toEqual([`/feed/${line}.xml Feed of ${line} releases`, `/feed/${line}-security.xml Feed of ${line} security releases`]);
      // The script renders the root only: links after it cost the page's script nothing.
      expect(body.indexOf('data-slot="line-feeds"'), page).toBeGreaterThan(body.lastIndexOf('id="app"'));
    }
  });

  it('an archive page links the feeds of its release\'s line, in its locale', () => {
    const { head, visible } = lineFeeds(renderTestPage('/download/archive/v22.12.0'));
    expect(head).toEqual(['/feed/v22.xml', '/feed/v22-security.xml']);
    expect(visible).toEqual(['/feed/v22.xml Feed of v22 releases', '/feed/v22-security.xml Feed of v22 security releases']);
    expect(lineFeeds(renderTestPage('/ja/download/archive/v0.12.18')).visible).toEqual([
      '/feed/v0.12.xml v0.12 のリリースのフィード',
      '/feed/v0.12-security.xml v0.12 のセキュリティリリースのフィード',
    ]);
  });
});
