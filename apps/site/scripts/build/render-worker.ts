/**
 * A page-rendering worker thread of the build: loads the server bundle and the data itself, then
 * renders and writes every `count`-th page of the page list starting at `index`. The page list
 * and every page are what the main thread would produce (the same bundle, data, date, locales,
 * manifest and compiled messages), so the output does not depend on how many workers share it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { CompiledCatalogue } from '../../src/i18n/catalogue';
import type { Locale } from '../../src/i18n/locales';
import type * as EntryServer from '../../src/entry-server';
import { type BuildManifest, pageAssets } from '../../src/build/assets';
import { readDataDir } from '../data/read-snapshot';

export const RENDER_WORKER_TAG = 'site-render';

/** What a render worker is started with. */
export type RenderTask = {
  tag: typeof RENDER_WORKER_TAG;
  serverEntry: string;
  dataDir: string;
  /** The build's date (ISO), which release statuses are computed at. */
  now: string;
  locales: Locale[];
  manifest: BuildManifest;
  messages: Record<Locale, CompiledCatalogue>;
  outDir: string;
  index: number;
  count: number;
};

/** Renders and writes this task's share of the pages; returns how many it wrote. */
export async function renderShare(task: RenderTask): Promise<number> {
  const server = (await import(pathToFileURL(task.serverEntry).href)) as typeof EntryServer;
  const site = server.loadSite({ now: new Date(task.now), data: readDataDir(task.dataDir) });
  const pages = server.listPages(site, task.locales);
  let written = 0;
  for (let position = task.index; position < pages.length; position += task.count) {
    const page = pages[position];
    if (!page) {
      continue;
    }
    const html = server.renderPage(site, page, pageAssets(task.manifest, page.entry), task.messages[page.locale]);
    const file = path.join(task.outDir, page.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    written += 1;
  }
  return written;
}

if (parentPort && (workerData as RenderTask | undefined)?.tag === RENDER_WORKER_TAG) {
  const port = parentPort;
  renderShare(workerData as RenderTask).then(
    (written) => port.postMessage({ written }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
}
