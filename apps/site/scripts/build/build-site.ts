/**
 * Builds the whole site: validates the release data, then the client bundles (Vite), a server
 * bundle of `src/entry-server.tsx`, then every route pre-rendered to static HTML.
 *
 * The data is read and validated first, before any bundling, so bad data fails in well under a
 * second with a message naming the file, the record and the field. Everything is written into a
 * temporary directory next to the output and swapped in at the end, so a failed build leaves the
 * previous output untouched.
 *
 * Environment:
 * - SITE_NOW=YYYY-MM-DD (or any ISO date) fixes the date release statuses are computed at;
 *   the default is the build date.
 * - SITE_DATA_DIR: folder of the data snapshot to build from (the four files of release-core's
 *   `data/`); the default is the committed snapshot.
 * - SITE_OUT_DIR: where the site is written; the default is `dist/`.
 * - SITE_ORIGIN: the site's absolute origin, which the Atom feeds' ids and links need; the
 *   default is https://nodejs.org (see `src/api/origin.ts`).
 * - SITE_BUILD_TIMING: a file to write the build's own timing to (`build-timing.ts`): wall and CPU
 *   time up to its last page written, page count and output size; the scaling bench reads it.
 * - SITE_PRECOMPRESS=0 skips writing the `.br` and `.gz` siblings of the text files: the output
 *   for a host that compresses by itself (a third of the files), and what the build scaling
 *   benchmark measures; they are written by default, from a cache of compressed files by content
 *   hash in `node_modules/.cache/site-precompress/`.
 *
 * The health file, `/health.json` (`src/api/health.ts`), names the build: its id (UTC time and the
 * checkout's short commit), the data's date and the next day a line changes phase.
 *
 * The redirect table (`src/redirects.ts`) is written to `_redirects` once every page is, and the
 * build fails naming the rule if a target is not among them. Last it prints the file count and
 * size of the output and the static hosts' limits it exceeds (`scripts/build/static-hosts.ts`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DataValidationError } from '@node-downloads/release-core';
import { build } from 'vite';
import { buildOrigin, SiteOriginError } from '../../src/api/origin';
import type * as EntryServer from '../../src/entry-server';
import { loadSite } from '../../src/site-data';
import type { BuildManifest } from '../../src/build/assets';
import { CatalogueError, pickNamespaces } from '../../src/i18n/catalogue';
import { builtLocales } from '../../src/i18n/locales';
import { dataDirFromEnvironment, readDataDir } from '../data/read-snapshot';
import { checkMessageTypes } from '../messages/write-message-types';
import { loadMessages } from '../messages/read-catalogues';
import { parseNow } from '../lib/site-now';
import { snapshotAge } from '../data/snapshot-age';
import { type CompressionTotals, pageTransfer, precompressDir } from './precompress';
import { outDirFromEnvironment, SITE_ROOT as siteRoot } from '../lib/out-dir';
import { RENDER_WORKER_TAG, type RenderTask } from './render-worker';
import { removeFolder } from '../lib/processes';
import { type BuildTiming, cpuAndWallSince, writeBuildTiming } from './build-timing';
import { redirectRules, withStaticRules } from '../../src/redirects';
import { CHECK_FILE_NAMESPACE, checkFileMessagesPath } from '../../src/verify-file/check-file-box';
import { checkRedirects, RedirectTableError } from './redirects-check';
import { redirectsFile } from '../serve/redirects-file';
import { exceededLimits, folderFigures, redirectFigures } from './static-hosts';
import { HEALTH_PATH, healthFile, UNKNOWN_COMMIT } from '../../src/api/health';
import { execFileSync } from 'node:child_process';

const outDir = outDirFromEnvironment(process.env);
const outLabel = path.relative(siteRoot, outDir).startsWith('..') ? outDir : `${path.relative(siteRoot, outDir)}/`;
const dataDir = dataDirFromEnvironment(process.env);
const precompress = process.env.SITE_PRECOMPRESS?.trim() !== '0';

function seconds(from: number, to: number = performance.now()): string {
  return ((to - from) / 1000).toFixed(1);
}

async function main(): Promise<void> {
  const started = performance.now();
  const now = parseNow(process.env.SITE_NOW);
  const origin = buildOrigin();
  // Data first: a bad snapshot stops the build before anything is bundled or written.
  const data = readDataDir(dataDir);
  const site = loadSite({ now, data });
  const age = snapshotAge(dataDir, data.snapshotDate, now);
  (age.stale ? console.warn : console.log)(age.message);
  // Then the messages: a missing or malformed message, or message ids' type out of date, stops the build before bundling too.
  const locales = builtLocales(process.env);
  const messages = loadMessages(locales);
  checkMessageTypes();
  const dataDone = performance.now();
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  const workDir = fs.mkdtempSync(path.join(path.dirname(outDir), '.build-'));
  const clientDir = path.join(workDir, 'site');
  const serverDir = path.join(workDir, 'server');
  try {
    await build({ root: siteRoot, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
    await build({
      root: siteRoot,
      logLevel: 'warn',
      build: { ssr: true, outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    });
    const bundlesDone = performance.now();

    const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BuildManifest;
    fs.rmSync(path.join(clientDir, '.vite'), { recursive: true });

    const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as typeof EntryServer;
    const pages = server.listPages(site, locales);
    // Pages are rendered on worker threads, one per core, each loading the data and the bundle itself.
    const threads = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(pages.length / 500)));
    // Every worker is waited for, failed or not, before anything else: the work folder is removed
    // below, and a worker still writing into it would turn one error into another.
    const written = await allEnded(
      Array.from({ length: threads }, (_, index) =>
        renderOnThread({
          tag: RENDER_WORKER_TAG,
          serverEntry: path.join(serverDir, 'entry-server.js'),
          dataDir,
          now: now.toISOString(),
          locales,
          manifest,
          messages,
          outDir: clientDir,
          index,
          count: threads,
        }),
      ),
    );
    if (written.reduce((sum, count) => sum + count, 0) !== pages.length) {
      throw new Error(`Rendered ${written.join(' + ')} pages of ${pages.length}`);
    }
    const health = healthFile(site, { builtAt: new Date(), commit: checkoutCommit(), locales });
    // The download page's "Check a downloaded file" messages, loaded when its verify box opens.
    const checkFileMessages = locales.map((locale) => ({
      file: checkFileMessagesPath(locale).slice(1),
      content: JSON.stringify(pickNamespaces(messages[locale], [CHECK_FILE_NAMESPACE])),
    }));
    const dataFiles = [
      ...server.listDataFiles(site, { origin }),
      ...server.sitemapFiles(pages, { origin }),
      server.scheduleChartFile(site, messages.en),
      { path: HEALTH_PATH, file: HEALTH_PATH.slice(1), content: `${JSON.stringify(health, null, 2)}\n` },
      ...checkFileMessages,
    ];
    for (const dataFile of dataFiles) {
      fs.mkdirSync(path.dirname(path.join(clientDir, dataFile.file)), { recursive: true });
      fs.writeFileSync(path.join(clientDir, dataFile.file), dataFile.content);
    }
    const topLevel = fs.readdirSync(clientDir, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    fs.writeFileSync(path.join(clientDir, '_headers'), server.headersFile(topLevel));
    const redirects = withStaticRules(redirectRules(locales), server.latestRules(site));
    checkRedirects(redirects, clientDir);
    const redirectsText = redirectsFile(redirects);
    fs.writeFileSync(path.join(clientDir, '_redirects'), redirectsText);
    const pagesDone = performance.now();
    // The build's own timing stops here, before precompression (which the scaling bench skips).
    const timingFile = process.env.SITE_BUILD_TIMING?.trim();
    const timing: BuildTiming | undefined = timingFile
      ? {
          dataDir,
          now: site.nowDay,
          locales,
          releases: data.index.length,
          pages: pages.length,
          ...cpuAndWallSince(started),
          pagesSeconds: (pagesDone - bundlesDone) / 1000,
          bytes: folderFigures(clientDir).bytes,
        }
      : undefined;
    const totals = precompress ? await precompressDir(clientDir, { cacheDir: path.join(siteRoot, 'node_modules/.cache/site-precompress') }) : undefined;
    const compressDone = performance.now();

    swapInto(clientDir, outDir);
    const swapDone = performance.now();
    if (timingFile && timing) {
      writeBuildTiming(path.resolve(timingFile), timing);
    }
    const figures = { ...redirectFigures(redirects, redirectsText), ...folderFigures(outDir) };
    console.log(
      `Built ${pages.length} pages into ${outLabel} in ${seconds(started)} s (data ${seconds(started, dataDone)} s, bundles ${seconds(dataDone, bundlesDone)} s, pages ${seconds(bundlesDone, pagesDone)} s, precompression ${seconds(pagesDone, compressDone)} s, replacing the previous output ${seconds(compressDone, swapDone)} s) — data snapshot of ${site.snapshotDate}, statuses as of ${site.nowDay}.`,
    );
    console.log(`Wrote ${dataFiles.length} API and feed files for ${origin}; build ${health.build}.`);
    console.log(totals ? compressionLine(totals) : 'Precompression skipped (SITE_PRECOMPRESS=0).');
    console.log(
      `Wrote ${figures.files} files, ${(figures.bytes / 1e6).toFixed(1)} MB; _redirects: ${figures.staticRules} static and ${figures.dynamicRules} dynamic rules, longest line ${figures.longestLine} characters, ${figures.redirectsBytes} bytes.`,
    );
    const exceeded = exceededLimits(figures);
    console.log(exceeded.length === 0 ? 'Within the limits of every static host named in the README.' : `Over static hosts' limits: ${exceeded.join('; ')}${totals ? ' (SITE_PRECOMPRESS=0 leaves out the .br and .gz files for hosts that compress by themselves)' : ''}.`);
    if (totals) {
      const download = pageTransfer(outDir, 'download/index.html');
      console.log(
        `/download with its scripts and style sheets (${download.files.length} files): ${download.raw} bytes raw, ${download.gzip} gzip, ${download.br} brotli (${((1 - download.br / download.gzip) * 100).toFixed(1)}% smaller than gzip).`,
      );
    }
  } finally {
    removeFolder(workDir);
  }
}

/** The commit of the checkout the site is built from, or `unknown` outside one (the health file says so). */
function checkoutCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: siteRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return UNKNOWN_COMMIT;
  }
}

/** Waits for every promise to settle; resolves with their values, or rejects with the first error. */
async function allEnded<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    throw failure.reason;
  }
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/** Runs one render worker to its end: resolves with the pages it wrote once it has exited, rejects with its error. */
function renderOnThread(task: RenderTask): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: task });
    let result: { written: number } | { error: string } | undefined;
    let failure: Error | undefined;
    worker.once('message', (message: { written: number } | { error: string }) => {
      result = message;
    });
    worker.once('error', (error) => {
      failure = error;
    });
    worker.once('exit', (code) => {
      if (failure) {
        reject(failure);
      } else if (result && 'error' in result) {
        reject(new Error(`A render worker failed: ${result.error}`));
      } else if (code !== 0 || !result) {
        reject(new Error(`A render worker exited with code ${code}${result ? '' : ' before reporting its pages'}`));
      } else {
        resolve(result.written);
      }
    });
  });
}

function compressionLine(totals: CompressionTotals): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  const share = (bytes: number) => `${((bytes / totals.raw) * 100).toFixed(1)}%`;
  return `Precompressed ${totals.files} text files: ${totals.raw} bytes raw (${mb(totals.raw)}), ${totals.gzip} gzip (${mb(totals.gzip)}, ${share(totals.gzip)}), ${totals.br} brotli (${mb(totals.br)}, ${share(totals.br)}).`;
}

/** Replaces `target` by `source` with two renames, so `target` is never half written. */
function swapInto(source: string, target: string): void {
  const previous = `${target}.previous`;
  removeFolder(previous);
  if (fs.existsSync(target)) {
    fs.renameSync(target, previous);
  }
  fs.renameSync(source, target);
  removeFolder(previous);
}

main().catch((error: unknown) => {
  if (error instanceof DataValidationError) {
    console.error(`Build failed: invalid release data in ${dataDir}`);
    console.error(`  ${error.message}`);
  } else if (error instanceof RedirectTableError) {
    console.error('Build failed: the redirect table (src/redirects.ts) does not fit the pages built.');
    console.error(`  ${error.message}`);
  } else if (error instanceof SiteOriginError) {
    console.error(`Build failed: ${error.message}`);
  } else if (error instanceof CatalogueError) {
    console.error('Build failed: the message catalogues in locales/ are not usable.');
    console.error(error.message);
  } else {
    console.error('Build failed.');
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  console.error(`The previous ${outLabel} is unchanged.`);
  process.exit(1);
});
