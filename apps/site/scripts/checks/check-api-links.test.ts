import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DistIndexEntry } from '@node-downloads/release-core';
import { checkLinks } from './check-links';

let root: string | undefined;

function site(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-links-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

afterEach(() => {
  if (root) {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

const file = (url: string) => ({ url });
const line = (latestFolder: string | null, urls: string[]) => ({ line: 'v22', latestFolder, releases: [{ files: urls.map(file) }] });

describe('link check of stable folders, the API and the feeds', () => {
  it('accepts the stable folders the distribution server has and refuses others', () => {
    const links = ['latest-v22.x/', 'latest-v4.x/', 'latest-v0.10.x/', 'latest-v0.12.x/', 'latest-v0.8.x/', 'latest-v2.x/', 'latest-v27.x/', 'latest-v99.x/'];
    const dir = site({ 'index.html': links.map((link) => `<a href="https://nodejs.org/dist/${link}">x</a>`).join('') });
    const result = checkLinks(dir);
    expect(result.folders).toBe(8);
    expect(result.broken.map((broken) => broken.match(/latest-v[\d.]+x/)?.[0])).toEqual(['latest-v0.8.x', 'latest-v2.x', 'latest-v27.x', 'latest-v99.x']);
  });

  it('checks every file URL of the API files as a distribution link', () => {
    const good = 'https://nodejs.org/dist/v22.12.0/node-v22.12.0-linux-x64.tar.xz';
    const dir = site({
      'index.html': '<p>home</p>',
      'api/releases.json': JSON.stringify({ lines: [line('https://nodejs.org/dist/latest-v22.x/', [good])] }),
      'api/v22.json': JSON.stringify(line(null, [good, 'https://nodejs.org/dist/v22.12.0/node-v22.12.0-linux-mips.tar.xz'])),
      'api/schema.json': '{}',
    });
    const result = checkLinks(dir);
    expect(result).toMatchObject({ apiFiles: 2, apiDist: 4, folders: 1 });
    expect(result.broken).toEqual([expect.stringMatching(/^\/api\/v22\.json: .*linux-mips.* not listed for v22\.12\.0$/)]);
  });

  it("checks a feed's links into the site's own sections and counts the others", () => {
    const feed = (entryLink: string) =>
      `<feed><link rel="self" href="https://example.org/feed/releases.xml"/><entry><link rel="alternate" href="${entryLink}"/><link rel="related" href="https://example.org/en/blog/x"/><link rel="related" href="https://www.cve.org/CVERecord?id=CVE-1"/></entry></feed>`;
    const dir = site({
      'index.html': '<p>home</p>',
      'blog/release/v22.12.0/index.html': '<p>release</p>',
      'feed/releases.xml': feed('https://example.org/blog/release/v22.12.0'),
      'feed/other.xml': feed('https://example.org/blog/release/v99.0.0'),
    });
    const result = checkLinks(dir);
    expect(result).toMatchObject({ feeds: 2, feedEntries: 2, feedInternal: 4, feedExternal: 4 });
    expect(result.broken).toEqual(['/feed/other.xml: link https://example.org/blog/release/v99.0.0 has no page on the site']);
  });
});

describe('link check data', () => {
  it('checks against the data it is given (the data the site was built from)', () => {
    const dir = site({ 'index.html': '<a href="https://nodejs.org/dist/v30.1.0/node-v30.1.0-linux-x64.tar.xz">x</a>' });
    // The committed snapshot has no v30.1.0; a refreshed snapshot that lists it makes the link good.
    expect(checkLinks(dir).broken).toEqual([
      '/index.html: https://nodejs.org/dist/v30.1.0/node-v30.1.0-linux-x64.tar.xz names a version the dist index does not list',
    ]);
    const entry: DistIndexEntry = { version: 'v30.1.0', date: '2027-01-05', files: ['linux-x64'], npm: '11.0.0', v8: '14.0', uv: '1.51.0', zlib: '1.3', openssl: '3.5.0', modules: '150', lts: false, security: false };
    expect(checkLinks(dir, { index: [entry], shasums: {} }).broken).toEqual([]);
    expect(checkLinks(dir, { index: [{ ...entry, files: ['win-x64-zip'] }], shasums: {} }).broken).toHaveLength(1);
  });
});
