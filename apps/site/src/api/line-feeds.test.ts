import { describe, expect, it } from 'vitest';
import { type AtomNode, checkAtom, textOf } from '../../test/atom';
import { snapshot } from '../../test/snapshot';
import { loadSite } from '../site-data';
import { listDataFiles } from './data-files';
import { checksumsText } from './line-feeds';
import { FEED_LIMIT, lineFeedPath, lineSecurityFeedPath } from './paths';

const site = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
const origin = 'https://downloads.example.org';
const files = new Map(listDataFiles(site, { origin }).map((file) => [file.path, file.content]));
const feed = (path: string) => {
  const text = files.get(path);
  expect(text, path).toBeDefined();
  return checkAtom(text!);
};
const line = (name: string) => site.releases.find((release) => release.line === name)!;

describe('the feed of each line', () => {
  it('every line has a valid feed of its newest releases (at most 50), newest first, with absolute ids', () => {
    for (const release of site.releases) {
      const { feed: root, entries } = feed(lineFeedPath(release.line));
      expect(textOf(root.id)).toBe(`${origin}${lineFeedPath(release.line)}`);
      expect(entries).toHaveLength(Math.min(FEED_LIMIT, release.minorVersions.length));
      const versions = entries.map((entry) => textOf(entry.id).replace(`${origin}/blog/release/`, ''));
      expect(versions.every((version) => release.minorVersions.some((minor) => minor.versionWithPrefix === version)), release.line).toBe(true);
    }
    const v24 = feed(lineFeedPath('v24')).entries;
    expect(textOf(v24[0]!.id)).toBe(`${origin}/blog/release/${line('v24').versionWithPrefix}`);
  });

  it('lists each release\'s files with the published SHA-256, and says nothing of checksums the data lacks', () => {
    const { entries } = feed(lineFeedPath('v22'));
    const newest = entries[0]!;
    const version = textOf(newest.id).split('/').at(-1)!;
    const published = snapshot.shasums[version]!;
    const [heading, ...lines] = textOf(newest.content).split('\n');
    expect(heading).toBe('SHA-256 of the published files:');
    expect(lines.length).toBeGreaterThan(10);
    for (const listed of lines) {
      const [digest, file] = listed.split('  ');
      expect(published[file!], listed).toBe(digest);
    }
    expect(lines).toContain(`${published[`node-${version}-linux-x64.tar.xz`]}  node-${version}-linux-x64.tar.xz`);
    const without = site.releases.flatMap((release) => release.minorVersions).find((minor) => snapshot.shasums[minor.versionWithPrefix] === undefined);
    expect(without).toBeDefined();
    expect(checksumsText(without!, site.shasums)).toBeUndefined();
  });
});

describe('the security feed of each line', () => {
  it('every line has a valid security feed; its entries are exactly the releases that fix an advisory, naming each', () => {
    for (const release of site.releases) {
      const { entries } = feed(lineSecurityFeedPath(release.line));
      const fixing = release.minorVersions.filter((minor) => site.fixedBy(minor.version).length > 0);
      expect(entries.map((entry) => textOf(entry.title).split(' ')[1]), release.line).toEqual(
        fixing.slice(0, FEED_LIMIT).map((minor) => minor.versionWithPrefix),
      );
      for (const entry of entries) {
        const version = textOf(entry.title).split(' ')[1]!;
        const content = textOf(entry.content);
        for (const fixed of site.fixedBy(version)) {
          expect(content, version).toContain(`NSWG-COR-${fixed.id}`);
        }
        expect((entry.link as AtomNode[]).find((link) => link['@rel'] === 'alternate')?.['@href']).toBe(`${origin}/blog/release/${version}`);
      }
    }
  });

  it('v25: v25.8.2 fixes the March 2026 advisories; v25.9.0, the last release, fixes none and is not listed', () => {
    const { entries } = feed(lineSecurityFeedPath('v25'));
    const titles = entries.map((entry) => textOf(entry.title));
    expect(titles[0]).toBe('Node.js v25.8.2 fixes 9 vulnerabilities');
    expect(titles.some((title) => title.startsWith('Node.js v25.9.0'))).toBe(false);
    expect(textOf(entries[0]!.content)).toContain('CVE-2026-21710 (NSWG-COR-164, high)');
    expect(textOf(entries[0]!.id)).toBe('tag:downloads.example.org,2026:security-fix-v25.8.2');
  });

  it('a line none of whose releases fixed a known advisory has a valid feed with no entries', () => {
    const { feed: root, entries } = feed(lineSecurityFeedPath('v0.4'));
    expect(entries).toEqual([]);
    expect(textOf(root.updated)).toBe(`${site.snapshotDate}T00:00:00Z`);
  });
});
