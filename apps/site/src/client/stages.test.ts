// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadStages } from './stages';

function page(head: string): Document {
  document.head.innerHTML = head;
  return document;
}

function preloaded(): string[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

describe('preloadStages', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads every file named on the entry's script tag", () => {
    const started = preloadStages(page('<script type="module" data-stages="/assets/react.js /assets/download-app.js"></script>'));
    expect(started).toEqual(['/assets/react.js', '/assets/download-app.js']);
    expect(preloaded()).toEqual(['/assets/react.js', '/assets/download-app.js']);
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('fetchpriority'))).toEqual(['low', 'low']);
  });

  it('does not ask twice for a file the page already preloads', () => {
    preloadStages(page('<link rel="modulepreload" href="/assets/react.js"><script type="module" data-stages="/assets/react.js /assets/app.js"></script>'));
    expect(preloaded()).toEqual(['/assets/react.js', '/assets/app.js']);
  });

  it('preloads nothing on a page whose script names no stages', () => {
    expect(preloadStages(page('<script type="module"></script>'))).toEqual([]);
    expect(preloaded()).toEqual([]);
  });
});
