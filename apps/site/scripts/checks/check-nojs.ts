/**
 * No-JavaScript parity check over the built site: on every archive page, /download (and its
 * line pages such as /download/v24), /download/current and /download/archive/current, a visitor
 * without JavaScript must see a link to the main file of each operating system the release has files for.
 *
 * What is expected comes from the data, never from the HTML: for the release a page shows,
 * release-core's `releaseArtifacts` and `primaryArtifacts` (through `primaryBinaries`) give each
 * OS's main binary and its URL. Each page is parsed as a browser without JavaScript parses it
 * (parse5 with scripting off, so `<noscript>` content is markup like any other) and a link counts
 * when no ancestor is hidden for such a visitor: `[data-requires-js]` (the site's no-script
 * stylesheet hides it), `hidden`, an inline `display: none`, `<template>`. A closed `<details>` is
 * one click away and counts as shown.
 *
 * Environment: SITE_OUT_DIR (the built site, default dist/), SITE_DATA_DIR (the data the build
 * read), SITE_NOW (the build's date; by default the date the built pages record).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findMinorRelease, type LineRelease, type OperatingSystem, releaseArtifacts, systemFor } from '@node-downloads/release-core';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { primaryBinaries } from '../../src/download/primary-binaries';
import { ARCHIVE_CURRENT_PATH, archivePath, CURRENT_DOWNLOAD_PATH, DOWNLOAD_PATH } from '../../src/links';
import { lineDownloadPages } from '../../src/download/line-download-pages';
import { loadSite, type Site } from '../../src/site-data';
import { dataDirFromEnvironment, readDataDir } from '../data/read-snapshot';
import { parseNow } from '../lib/site-now';
import { writeReport } from '../lib/reports';
import { resolveFile } from '../serve/preview-server';
import { outDirFromEnvironment } from '../lib/out-dir';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A link a page must show: the main file of one OS of its release. */
export type ExpectedLink = { os: OperatingSystem; fileName: string; url: string };

/** A page of the check and the links it must show. */
export type NoJsPage = { path: string; version: string; expected: ExpectedLink[] };

/** One missing link: the page, the OS and the file it should offer. */
export type NoJsProblem = { page: string; os: string; file: string; url: string; reason: 'missing' | 'hidden' | 'no page' };

/** Each OS's main file of a release, with its URL, as release-core gives them. */
export function expectedLinks(minor: LineRelease, site: Pick<Site, 'shasums'>): ExpectedLink[] {
  return primaryBinaries(releaseArtifacts(minor, { shasums: site.shasums })).map(({ os, artifact }) => ({
    os,
    fileName: artifact.fileName,
    url: artifact.url,
  }));
}

/** The pages of the check: the download pages (the LTS page on other lines too), /download/archive/current and every archive page. */
export function noJsPages(site: Site): NoJsPage[] {
  const page = (pagePath: string, minor: LineRelease): NoJsPage => ({
    path: pagePath,
    version: minor.versionWithPrefix,
    expected: expectedLinks(minor, site),
  });
  const newest = (release: Site['ltsRelease']) => {
    const minor = release.minorVersions[0];
    if (!minor) {
      throw new Error(`${release.versionWithPrefix} has no release`);
    }
    return minor;
  };
  const release = (version: string) => {
    const match = findMinorRelease(site.releases, version);
    if (!match) {
      throw new Error(`${version} is not in the data`);
    }
    return match.minor;
  };
  const current = findMinorRelease(site.releases, site.currentPageRelease.version)?.minor ?? newest(site.currentPageRelease);
  return [
    page(DOWNLOAD_PATH, newest(site.ltsRelease)),
    page(CURRENT_DOWNLOAD_PATH, newest(site.currentPageRelease)),
    ...lineDownloadPages(site.releases).map((line) => page(line.path, release(line.version))),
    page(ARCHIVE_CURRENT_PATH, current),
    ...site.releases.flatMap((release) => release.minorVersions.map((minor) => page(archivePath(minor.version), minor))),
  ];
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** Whether an element and everything in it is out of sight for a visitor without JavaScript. */
function hiddenWithoutJavaScript(element: Element): boolean {
  if (element.tagName === 'template' || element.tagName === 'script') {
    return true;
  }
  if (attribute(element, 'hidden') !== undefined || attribute(element, 'data-requires-js') !== undefined) {
    return true;
  }
  const style = attribute(element, 'style');
  return style !== undefined && /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style);
}

/** The `<a href>` targets of a page as a browser without JavaScript shows it, and those it hides. */
export function pageLinks(html: string): { shown: Set<string>; hidden: Set<string>; count: number } {
  const shown = new Set<string>();
  const hidden = new Set<string>();
  let count = 0;
  const visit = (node: Node, hiddenAbove: boolean): void => {
    if (!('tagName' in node)) {
      if ('childNodes' in node) {
        for (const child of node.childNodes) {
          visit(child, hiddenAbove);
        }
      }
      return;
    }
    const isHidden = hiddenAbove || hiddenWithoutJavaScript(node);
    if (node.tagName === 'a') {
      const href = attribute(node, 'href');
      if (href !== undefined) {
        count += 1;
        (isHidden ? hidden : shown).add(href);
      }
    }
    for (const child of node.childNodes) {
      visit(child, isHidden);
    }
  };
  visit(parse(html, { scriptingEnabled: false }), false);
  return { shown, hidden, count };
}

/** The problems of one page: each expected link that is not shown. `html` undefined: the page was not built. */
export function checkPage(page: NoJsPage, html: string | undefined): { problems: NoJsProblem[]; links: number } {
  const problem = (link: ExpectedLink, reason: NoJsProblem['reason']): NoJsProblem => ({
    page: page.path,
    os: systemFor(link.os).name,
    file: link.fileName,
    url: link.url,
    reason,
  });
  if (html === undefined) {
    return { problems: page.expected.map((link) => problem(link, 'no page')), links: 0 };
  }
  const { shown, hidden, count } = pageLinks(html);
  const problems = page.expected.flatMap((link) =>
    shown.has(link.url) ? [] : [problem(link, hidden.has(link.url) ? 'hidden' : 'missing')],
  );
  return { problems, links: count };
}

export type NoJsResult = {
  pages: number;
  /** Links expected over all pages (one per OS of each page's release). */
  expected: number;
  /** `<a href>` elements parsed. */
  links: number;
  problems: NoJsProblem[];
};

/** Checks every page of `noJsPages(site)` in the built site at `siteDir`. */
export function checkNoJs(siteDir: string, site: Site): NoJsResult {
  const result: NoJsResult = { pages: 0, expected: 0, links: 0, problems: [] };
  for (const page of noJsPages(site)) {
    const file = resolveFile(siteDir, page.path);
    const { problems, links } = checkPage(page, file === undefined ? undefined : fs.readFileSync(file, 'utf8'));
    result.pages += 1;
    result.expected += page.expected.length;
    result.links += links;
    result.problems.push(...problems);
  }
  return result;
}

/** One line per problem: page, OS, expected file. */
export function describeProblem(problem: NoJsProblem): string {
  const why = {
    missing: 'no link to it',
    hidden: 'its links are all hidden without JavaScript',
    'no page': 'the page was not built',
  }[problem.reason];
  return `${problem.page}: ${problem.os}: expected a link to ${problem.file} (${problem.url}): ${why}`;
}

/** The date the built site computed statuses at, from its home page's footer. */
function builtDay(siteDir: string): string | undefined {
  const home = resolveFile(siteDir, '/');
  const html = home ? fs.readFileSync(home, 'utf8') : '';
  return /statuses as of <time datetime="([^"]+)"/i.exec(html)?.[1];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = performance.now();
  const siteDir = outDirFromEnvironment(process.env);
  const built = builtDay(siteDir);
  if (!built) {
    console.error(`No built site in ${siteDir}: run the build first.`);
    process.exit(1);
  }
  const now = parseNow(process.env.SITE_NOW, () => parseNow(built));
  if (now.toISOString().slice(0, 10) !== built) {
    console.error(`The site in ${siteDir} was built for ${built}, SITE_NOW is ${process.env.SITE_NOW}: build and check with the same date.`);
    process.exit(1);
  }
  const site = loadSite({ now, data: readDataDir(dataDirFromEnvironment(process.env)) });
  const result = checkNoJs(siteDir, site);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `No-JavaScript check over ${result.pages} pages: ${result.expected - result.problems.length} of ${result.expected} expected links (each OS's main file of the page's release) shown without JavaScript, among ${result.links} links parsed, in ${seconds} s.`,
  );
  for (const problem of result.problems.slice(0, 50)) {
    console.error(`  ${describeProblem(problem)}`);
  }
  if (result.problems.length > 50) {
    console.error(`  … and ${result.problems.length - 50} more.`);
  }
  console.log(`${result.problems.length} missing.`);
  const ok = result.problems.length === 0;
  writeReport('nojs', { passed: ok ? 1 : 0, failed: ok ? 0 : 1, ...result, problems: result.problems.slice(0, 200) });
  process.exit(ok ? 0 : 1);
}
