/**
 * Link check over the whole built site (dist/), with no network:
 * - every internal link (`/…`) must resolve to a built page or file, exactly as the static server
 *   maps paths;
 * - every link into the distribution server must name a release the dist index lists and a file
 *   published for that version: for releases with a published checksums list, the file must be
 *   on it; otherwise the file name must map to one of the release's dist index file tokens.
 *
 * - a line's stable folder (`latest-v22.x/`) must be one the distribution server has: v0.10,
 *   v0.12 or v4 on, for a line with a stable release in the dist index;
 * - the JSON API's file URLs and the feeds' links are checked the same way (see check-api-links.ts).
 *
 * SITE_OUT_DIR and SITE_DATA_DIR name the build and the data it was built from, as for the build.
 * With SITE_URL set (the build served by nginx, say), every internal link target is also requested
 * from that server and must answer 200; the report is then `.reports/links-http.json`.
 *
 * The file-name-to-token mapping below is written independently of release-core on purpose: it
 * is the check, not the rule being checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST_BASE_URL, type DistIndexEntry, type Shasums } from '@node-downloads/release-core';
import { distIndex } from '@node-downloads/release-core/data';
import { shasums } from '@node-downloads/release-shasums';
import { type ApiCheck, checkApiAndFeeds } from './check-api-links';
import { writeReport } from '../lib/reports';
import { resolveFile } from '../serve/preview-server';
import { dataDirFromEnvironment, readDataDir } from '../data/read-snapshot';
import { outDirFromEnvironment } from '../lib/out-dir';

const root = outDirFromEnvironment(process.env);

/** The dist index token a published file name belongs to, or undefined when none applies. */
export function tokenOfFile(fileName: string, version: string): string | undefined {
  const v = version.replace(/^v/, '');
  const escaped = v.replace(/\./g, '\\.');
  const rules: [RegExp, (match: RegExpMatchArray) => string][] = [
    [new RegExp(`^node-v${escaped}\\.tar\\.(gz|xz)$`), () => 'src'],
    [new RegExp(`^node-v${escaped}-headers\\.tar\\.(gz|xz)$`), () => 'headers'],
    [new RegExp(`^node-v${escaped}\\.pkg$`), () => 'osx-x64-pkg'],
    [new RegExp(`^node-v${escaped}-darwin-(\\w+)\\.tar\\.(gz|xz)$`), (m) => `osx-${m[1]}-tar`],
    [new RegExp(`^node-v${escaped}-linux-(\\w+)\\.tar\\.(gz|xz)$`), (m) => `linux-${m[1]}`],
    [new RegExp(`^node-v${escaped}-aix-(\\w+)\\.tar\\.gz$`), (m) => `aix-${m[1]}`],
    [new RegExp(`^node-v${escaped}-sunos-(\\w+)\\.tar\\.(gz|xz)$`), (m) => `sunos-${m[1]}`],
    [new RegExp(`^node-v${escaped}-win-(\\w+)\\.(zip|7z)$`), (m) => `win-${m[1]}-${m[2]}`],
    [new RegExp(`^(?:x64/)?node-v${escaped}-(x64|x86)\\.msi$`), (m) => `win-${m[1]}-msi`],
    // Known exception: the Windows arm64 installer has no token; it ships with the arm64 zip.
    [new RegExp(`^node-v${escaped}-arm64\\.msi$`), () => 'win-arm64-zip'],
    [/^win-(\w+)\/node(?:\.exe|\.lib|_pdb\.7z|_pdb\.zip)$/, (m) => `win-${m[1]}-exe`],
    [/^x64\/node\.(?:exe|lib|exp|pdb)$/, () => 'win-x64-exe'],
    [/^node\.(?:exe|lib|exp|pdb)$/, () => 'win-x86-exe'],
  ];
  for (const [pattern, token] of rules) {
    const match = fileName.match(pattern);
    if (match) {
      return token(match);
    }
  }
  return undefined;
}

type Result = ApiCheck & {
  pages: number;
  internal: number;
  dist: number;
  /** Of `dist`: links of releases the dist index lists without files, checked against the closest older release of the line. */
  derived: number;
  derivedReleases: string[];
  docs: number;
  external: number;
  broken: string[];
  /** Links whose file the dist index lists by token but the release's published checksums list lacks. */
  notOnChecksums: string[];
  /** Links to a line's stable `latest-v{major}.x/` folder. */
  folders: number;
  /** The distinct paths internal links of pages and feeds name. */
  internalTargets: string[];
};

/** Whether the distribution server has a `latest-…` folder of this name: v0.10, v0.12 and v4 on, once the line has a stable release. */
function isLatestFolder(name: string, index: readonly DistIndexEntry[]): boolean {
  const match = /^latest-v(\d+)(?:\.(\d+))?\.x$/.exec(name);
  if (!match) {
    return false;
  }
  const [major, minor] = [Number(match[1]), match[2]];
  const hasFolder = major === 0 ? minor === '10' || minor === '12' : major >= 4 && minor === undefined;
  const prefix = major === 0 ? `v0.${minor}.` : `v${major}.`;
  return hasFolder && index.some((entry) => entry.version.startsWith(prefix) && !entry.version.includes('-'));
}

/** For a release the index lists without files: the closest older release of the same major that has them. */
function siblingWithFiles(version: string, index: readonly DistIndexEntry[]): { version: string; files: readonly string[] } | undefined {
  const major = version.split('.')[0];
  const position = index.findIndex((entry) => entry.version === version);
  return index
    .slice(position + 1)
    .filter((entry) => entry.version.split('.')[0] === major && entry.files !== undefined && !entry.version.includes('-'))
    .map((entry) => ({ version: entry.version, files: entry.files! }))[0];
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return htmlFiles(full);
    }
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The data the links are checked against: the dist index and the published checksum lists. */
export type LinkData = { index: readonly DistIndexEntry[]; shasums: Shasums };

/** Checks every link of the built site in `siteDir` against `data` (default: the committed snapshot). */
export function checkLinks(siteDir: string, data: LinkData = { index: distIndex, shasums }): Result {
  const index = new Map(data.index.map((entry) => [entry.version, entry]));
  const result: Result = {
    pages: 0,
    internal: 0,
    dist: 0,
    derived: 0,
    derivedReleases: [],
    docs: 0,
    external: 0,
    broken: [],
    notOnChecksums: [],
    folders: 0,
    apiFiles: 0,
    apiDist: 0,
    feeds: 0,
    feedEntries: 0,
    feedInternal: 0,
    feedExternal: 0,
    feedTargets: [],
    internalTargets: [],
  };
  const derivedReleases = new Set<string>();
  const internalSeen = new Map<string, boolean>();
  /** Checks one link into the distribution server; `where` names the page or file it is on. */
  const checkDist = (where: string, link: string): void => {
    const rest = link.slice(DIST_BASE_URL.length);
    const [version, ...parts] = rest.split('/');
    if (version?.startsWith('latest-') && parts.join('/') === '') {
      result.folders += 1;
      if (!isLatestFolder(version, data.index)) {
        result.broken.push(`${where}: ${link} is not a stable folder the distribution server has`);
      }
      return;
    }
    const fileName = parts.join('/');
    const entry = index.get(version ?? '');
    if (!entry) {
      result.broken.push(`${where}: ${link} names a version the dist index does not list`);
      return;
    }
    if (fileName === 'docs/api/') {
      result.docs += 1;
      return;
    }
    if (fileName === '') {
      // The release's folder (linked where the release data has no file list): the index lists the version.
      result.dist += 1;
      return;
    }
    result.dist += 1;
    const published = data.shasums[entry.version];
    if (published && (fileName in published || fileName === 'SHASUMS256.txt' || fileName === 'SHASUMS256.txt.asc')) {
      // On the release's published checksums list.
    } else if (fileName === 'SHASUMS256.txt' || fileName === 'SHASUMS256.txt.asc') {
      // Published for every release since v4 (older releases' checksum files are checked by name only).
    } else {
      const token = tokenOfFile(fileName, entry.version);
      let files = entry.files;
      if (files === undefined) {
        const sibling = siblingWithFiles(entry.version, data.index);
        files = sibling?.files;
        result.derived += 1;
        derivedReleases.add(entry.version);
      }
      if (!token || !files?.includes(token)) {
        result.broken.push(`${where}: ${link} maps to ${token ?? 'no token'}, not listed for ${entry.version}`);
      } else if (published) {
        // Listed by token, but missing from the release's published checksums list.
        result.notOnChecksums.push(link);
      }
    }
  };

  for (const file of htmlFiles(siteDir)) {
    result.pages += 1;
    const page = `/${path.relative(siteDir, file)}`;
    const html = fs.readFileSync(file, 'utf8').replace(/<script type="application\/json"[\s\S]*?<\/script>/g, '');
    for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const link = match[1]!.replace(/&amp;/g, '&');
      if (link.startsWith('#')) {
        continue;
      }
      if (link.startsWith('/')) {
        result.internal += 1;
        const target = link.split(/[?#]/)[0]!;
        let ok = internalSeen.get(target);
        if (ok === undefined) {
          ok = resolveFile(siteDir, target) !== undefined && !target.endsWith('/_headers');
          internalSeen.set(target, ok);
        }
        if (!ok) {
          result.broken.push(`${page}: internal link ${link} has no page`);
        }
      } else if (link.startsWith(DIST_BASE_URL)) {
        checkDist(page, link);
      } else if (/^https?:\/\//.test(link)) {
        result.external += 1;
      } else {
        result.broken.push(`${page}: unexpected link ${link}`);
      }
    }
  }
  Object.assign(result, checkApiAndFeeds(siteDir, { checkDist, broken: result.broken }));
  result.derivedReleases = [...derivedReleases];
  result.internalTargets = [...new Set([...internalSeen.keys(), ...result.feedTargets])];
  return result;
}

/** Requests every path from the server at `baseUrl` (HEAD, a few at a time); returns those that do not answer 200. */
export async function checkOverHttp(baseUrl: string, targets: readonly string[], concurrency = 4): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...targets];
  const worker = async (): Promise<void> => {
    for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
      try {
        const response = await fetch(`${baseUrl}${target}`, { method: 'HEAD', redirect: 'manual' });
        if (response.status !== 200) {
          failures.push(`${target}: status ${response.status} from ${baseUrl}`);
        }
      } catch (error) {
        failures.push(`${target}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`No built site in ${root}: run the build first.`);
    process.exit(1);
  }
  // The data the site was built from (SITE_DATA_DIR, as for the build).
  const result = checkLinks(root, readDataDir(dataDirFromEnvironment(process.env)));
  const baseUrl = process.env.SITE_URL?.trim().replace(/\/+$/, '');
  if (baseUrl) {
    const failures = await checkOverHttp(baseUrl, result.internalTargets);
    console.log(`Requested the ${result.internalTargets.length} distinct internal link targets from ${baseUrl}: ${failures.length} did not answer 200.`);
    result.broken.push(...failures.map((failure) => `over HTTP: ${failure}`));
  }
  console.log(
    `Link check over ${result.pages} pages: ${result.dist} links to distribution files, ${result.docs} to API docs, ${result.internal} internal links, ${result.external} other external links (not fetched).`,
  );
  console.log(
    `API and feeds: ${result.apiDist} distribution links in ${result.apiFiles} API files (among the ${result.dist} above), ${result.folders} links to stable latest-v*.x folders; ${result.feeds} feeds with ${result.feedEntries} entries, ${result.feedInternal} links into the site, ${result.feedExternal} elsewhere (not fetched).`,
  );
  if (result.derived > 0) {
    console.log(
      `${result.derived} of the distribution links belong to ${result.derivedReleases.length} releases the dist index lists without files (${result.derivedReleases.join(', ')}); they were checked against the closest older release of their line.`,
    );
  }
  if (result.notOnChecksums.length > 0) {
    const unique = [...new Set(result.notOnChecksums)];
    console.log(
      `Warning: ${result.notOnChecksums.length} links (${unique.length} files) are listed by the dist index but missing from their release's published checksums list, e.g. ${unique.slice(0, 3).join(', ')}.`,
    );
  }
  for (const broken of result.broken.slice(0, 50)) {
    console.error(`  broken: ${broken}`);
  }
  console.log(`${result.broken.length} broken.`);
  writeReport(baseUrl ? 'links-http' : 'links', {
    passed: result.broken.length === 0 ? 1 : 0,
    failed: result.broken.length === 0 ? 0 : 1,
    ...result,
    broken: result.broken.slice(0, 200),
    notOnChecksums: [...new Set(result.notOnChecksums)],
    internalTargets: result.internalTargets.length,
    feedTargets: result.feedTargets.length,
  });
  process.exit(result.broken.length === 0 ? 0 : 1);
}
