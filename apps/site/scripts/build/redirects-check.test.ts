import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRedirects, RedirectTableError } from './redirects-check';

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-redirects-check-'));
  for (const page of ['index.html', 'download/index.html', 'download/archive/v22.1.0/index.html', 'feed/releases.xml']) {
    fs.mkdirSync(path.dirname(path.join(root, page)), { recursive: true });
    fs.writeFileSync(path.join(root, page), 'page');
  }
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the build check of the redirect table', () => {
  it('accepts rules to pages and files the build wrote', () => {
    expect(() =>
      checkRedirects(
        [
          { from: '/en/download', to: '/download' },
          { from: '/en', to: '/' },
          { from: '/feed/release', to: '/feed/releases.xml' },
          { from: '/en/download/archive/:version', to: '/download/archive/:version' },
        ],
        root,
      ),
    ).not.toThrow();
  });

  it('fails naming the rule whose target was not written', () => {
    expect(() => checkRedirects([{ from: '/en/about/eol', to: '/about/eol' }], root)).toThrow(
      new RedirectTableError({ from: '/en/about/eol', to: '/about/eol' }, 'the target is not a page the build wrote'),
    );
    expect(() => checkRedirects([{ from: '/en/blog/release/:version', to: '/blog/release/:version' }], root)).toThrow(
      'Redirect /en/blog/release/:version → /blog/release/:version: the build wrote no pages under /blog/release/',
    );
  });

  it('fails on a rule that would hide a page, or a second rule for one address', () => {
    expect(() => checkRedirects([{ from: '/download', to: '/' }], root)).toThrow(/Redirect \/download → \/: the source is a page the build wrote/);
    expect(() =>
      checkRedirects(
        [
          { from: '/en', to: '/' },
          { from: '/en', to: '/download' },
        ],
        root,
      ),
    ).toThrow(/Redirect \/en → \/download: a second rule for the same address/);
  });
});
