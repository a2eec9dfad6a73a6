/**
 * JavaScript budgets of the built site: for one page of each route type, sums the gzip size of
 * every script the page loads (its entry and the chunks it preloads) and compares it with the
 * budget of that route type. Prints the figures; exits 1 when a page is over its budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { outDirFromEnvironment } from './out-dir';

const root = outDirFromEnvironment(process.env);
const KB = 1024;

/** Budget of gzip-compressed JavaScript per route type, in bytes: 100 KB for the download pages, 60 KB for every other page. */
export const LIMITS = { download: 100 * KB, page: 60 * KB } as const;

export const BUDGETS: Record<string, { path: string; budget: number }> = {
  download: { path: '/download', budget: LIMITS.download },
  'download (current)': { path: '/download/current', budget: LIMITS.download },
  home: { path: '/', budget: LIMITS.page },
  archive: { path: '/download/archive/v22.1.0', budget: LIMITS.page },
  'release page': { path: '/blog/release/v22.1.0', budget: LIMITS.page },
  'previous releases': { path: '/about/previous-releases', budget: LIMITS.page },
  'end-of-life': { path: '/about/eol', budget: LIMITS.page },
  '404': { path: '/404.html', budget: LIMITS.page },
};

/** The scripts a built page loads and their gzip sizes. */
export function pageScripts(siteDir: string, pagePath: string): { file: string; raw: number; gzip: number }[] {
  const file = pagePath.endsWith('.html') ? path.join(siteDir, pagePath) : path.join(siteDir, pagePath, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)) {
    sources.add((match[1] ?? match[2])!);
  }
  return [...sources].map((source) => {
    const body = fs.readFileSync(path.join(siteDir, source));
    return { file: source, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  let over = 0;
  console.log('JavaScript per route type (gzip, level 9):');
  for (const [name, { path: pagePath, budget }] of Object.entries(BUDGETS)) {
    const scripts = pageScripts(root, pagePath);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const ok = total <= budget;
    if (!ok) {
      over += 1;
    }
    console.log(
      `  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(18)} ${(total / KB).toFixed(1).padStart(6)} KB of ${budget / KB} KB` +
        `  (${scripts.length} files, ${(scripts.reduce((sum, script) => sum + script.raw, 0) / KB).toFixed(0)} KB raw)`,
    );
  }
  console.log(over === 0 ? 'All pages within budget.' : `${over} route types over budget: see the OVER lines above.`);
  process.exit(over === 0 ? 0 : 1);
}
