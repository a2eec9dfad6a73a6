/**
 * Builds the whole site into `dist/`: the client bundles (Vite), a server bundle of
 * `src/entry-server.tsx`, then every route pre-rendered to static HTML.
 *
 * Everything is written into a temporary directory first and swapped in at the end, so a failed
 * build leaves the previous `dist/` untouched.
 *
 * Environment:
 * - SITE_NOW=YYYY-MM-DD (or any ISO date) fixes the date release statuses are computed at;
 *   the default is the build date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as EntryServer from '../src/entry-server';
import { type BuildManifest, pageAssets } from './assets';
import { parseNow } from './now';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(siteRoot, 'dist');

async function main(): Promise<void> {
  const started = performance.now();
  const now = parseNow(process.env.SITE_NOW);
  const workDir = fs.mkdtempSync(path.join(siteRoot, '.build-'));
  const clientDir = path.join(workDir, 'site');
  const serverDir = path.join(workDir, 'server');
  try {
    await build({ root: siteRoot, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
    await build({
      root: siteRoot,
      logLevel: 'warn',
      build: { ssr: true, outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    });

    const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BuildManifest;
    fs.rmSync(path.join(clientDir, '.vite'), { recursive: true });

    const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as typeof EntryServer;
    const site = server.loadSite({ now });
    const pages = server.listPages(site);
    for (const page of pages) {
      const html = server.renderPage(site, page, pageAssets(manifest, page.entry));
      const file = path.join(clientDir, page.file);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
    }
    fs.writeFileSync(path.join(clientDir, '_headers'), server.headersFile());

    swapInto(clientDir, outDir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Built ${pages.length} pages into dist/ in ${seconds} s — data snapshot of ${site.snapshotDate}, statuses as of ${site.nowDay}.`,
    );
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** Replaces `target` by `source` with two renames, so `target` is never half written. */
function swapInto(source: string, target: string): void {
  const previous = `${target}.previous`;
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(target)) {
    fs.renameSync(target, previous);
  }
  fs.renameSync(source, target);
  fs.rmSync(previous, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error('Build failed; the previous dist/ is unchanged.');
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
