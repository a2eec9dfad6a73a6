/**
 * The link check of the JSON API and the Atom feeds of a built site (run by check-links.ts):
 * - every file URL and stable folder of `api/*.json` is checked as a distribution link;
 * - every link of `feed/*.xml` into a section this site builds (`/blog/…`, `/download/…`, `/about/…`
 *   under the feed's own origin, read from its `rel="self"` link) must resolve to a built page or
 *   file, as internal links of pages do; other links (CVE records, announcements elsewhere on the
 *   same host) are counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveFile } from '../serve/preview-server';

export type ApiCheck = {
  /** JSON files under api/. */
  apiFiles: number;
  /** Distribution links found in them (also counted in the overall distribution links). */
  apiDist: number;
  feeds: number;
  feedEntries: number;
  /** Feed links into the site itself. */
  feedInternal: number;
  /** Feed links elsewhere (CVE records, announcements): counted, not fetched. */
  feedExternal: number;
  /** The distinct paths feed links name on the site itself. */
  feedTargets: string[];
};

type Checker = {
  /** Checks one distribution link; `where` names the file it is on. */
  checkDist: (where: string, link: string) => void;
  broken: string[];
};

type ApiFileShape = { url?: unknown };
type ApiLineShape = { line?: unknown; latestFolder?: unknown; releases?: { files?: ApiFileShape[] }[] };

function linesOf(document: unknown): ApiLineShape[] {
  if (typeof document !== 'object' || document === null) {
    return [];
  }
  if ('lines' in document && Array.isArray(document.lines)) {
    return document.lines as ApiLineShape[];
  }
  return 'releases' in document ? [document as ApiLineShape] : [];
}

function unescapeXml(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export function checkApiAndFeeds(siteDir: string, { checkDist, broken }: Checker): ApiCheck {
  const result: ApiCheck = { apiFiles: 0, apiDist: 0, feeds: 0, feedEntries: 0, feedInternal: 0, feedExternal: 0, feedTargets: [] };
  const apiDir = path.join(siteDir, 'api');
  const jsonFiles = fs.existsSync(apiDir) ? fs.readdirSync(apiDir).filter((name) => name.endsWith('.json') && name !== 'schema.json') : [];
  for (const name of jsonFiles.sort()) {
    result.apiFiles += 1;
    const where = `/api/${name}`;
    let document: unknown;
    try {
      document = JSON.parse(fs.readFileSync(path.join(apiDir, name), 'utf8'));
    } catch (error) {
      broken.push(`${where}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const lines = linesOf(document);
    if (lines.length === 0) {
      broken.push(`${where}: has no release lines`);
    }
    for (const line of lines) {
      const links = [
        ...(typeof line.latestFolder === 'string' ? [line.latestFolder] : []),
        ...(line.releases ?? []).flatMap((release) => (release.files ?? []).map((file) => file.url)),
      ];
      for (const link of links) {
        if (typeof link !== 'string') {
          broken.push(`${where}: a file of ${String(line.line)} has no URL`);
          continue;
        }
        result.apiDist += 1;
        checkDist(where, link);
      }
    }
  }

  const feedDir = path.join(siteDir, 'feed');
  const feeds = fs.existsSync(feedDir) ? fs.readdirSync(feedDir).filter((name) => name.endsWith('.xml')) : [];
  const seen = new Map<string, boolean>();
  for (const name of feeds.sort()) {
    result.feeds += 1;
    const where = `/feed/${name}`;
    const xml = fs.readFileSync(path.join(feedDir, name), 'utf8');
    result.feedEntries += xml.match(/<entry>/g)?.length ?? 0;
    const self = /<link rel="self"[^>]*href="([^"]+)"/.exec(xml)?.[1];
    if (!self) {
      broken.push(`${where}: has no rel="self" link`);
      continue;
    }
    const origin = new URL(unescapeXml(self)).origin;
    for (const match of xml.matchAll(/<link [^>]*href="([^"]+)"/g)) {
      const link = unescapeXml(match[1]!);
      const target = link.startsWith(`${origin}/`) ? new URL(link).pathname : undefined;
      const section = target?.split('/')[1];
      if (target === undefined || !section || !fs.existsSync(path.join(siteDir, section))) {
        result.feedExternal += 1;
        continue;
      }
      result.feedInternal += 1;
      let ok = seen.get(target);
      if (ok === undefined) {
        ok = resolveFile(siteDir, target) !== undefined && !target.endsWith('/_headers');
        seen.set(target, ok);
      }
      if (!ok) {
        broken.push(`${where}: link ${link} has no page on the site`);
      }
    }
  }
  result.feedTargets = [...seen.keys()];
  return result;
}
