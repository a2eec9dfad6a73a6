import { describe, expect, it } from 'vitest';
import { renderTestPage, testPages, testSite } from '../../test/site-pages';


describe('/about/api', () => {
  const page = renderTestPage('/about/api');

  it('is pre-rendered without any script', () => {
    expect(testPages.find((candidate) => candidate.path === '/about/api')).toMatchObject({ kind: 'api', file: 'about/api/index.html' });
    expect(page).not.toContain('<script');
    expect(page).toContain('<h1>Release data API and feeds</h1>');
  });

  it('links every endpoint and every line file', () => {
    for (const href of ['/api/releases.json', '/api/schema.json', '/feed/releases.xml', '/feed/vulnerabilities.xml', '/api/v26.json', '/api/v0.12.json']) {
      expect(page).toContain(`href="${href}"`);
    }
    expect(page.match(/href="\/api\/v[\d.]+\.json"/g)?.length).toBeGreaterThanOrEqual(testSite.releases.length);
  });

  it('shows examples taken from the data and states the feed limits', () => {
    expect(page).toContain('&quot;line&quot;: &quot;v26&quot;');
    expect(page).toContain('The 50 newest releases of every line');
    expect(page).toMatch(/&lt;entry&gt;|&lt;entry>/);
  });
});

describe('feed links and footer', () => {
  it('announces the feeds in the head of home and release pages', () => {
    const feed = '<link rel="alternate" type="application/atom+xml" href="/feed/releases.xml" title="Node.js releases"/>';
    expect(renderTestPage('/')).toContain(feed);
    expect(renderTestPage('/blog/release/v22.12.0')).toContain(feed);
    expect(renderTestPage('/about/eol')).toContain('href="/feed/vulnerabilities.xml"');
    expect(renderTestPage('/404.html')).not.toContain('application/atom+xml');
  });

  it('links the API page from the footer of every page', () => {
    expect(renderTestPage('/download/archive/v22.1.0')).toContain('<a href="/about/api">JSON and Atom feeds</a>');
  });
});
