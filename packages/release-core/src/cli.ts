#!/usr/bin/env node
/**
 * `node-release`, the executable: runs the command line's `main` (from the `/node` entry, which
 * the build keeps external, so this file adds no copy of the program) with the process's
 * arguments, the package's version, live release data (the platform's `fetch`, a mirror from
 * `NODE_MIRROR`, the cache folder of `defaultCacheDir`, `NODE_RELEASE_OFFLINE`), and the published checksum lists
 * when a command needs them and `@node-downloads/release-shasums` is installed.
 *
 * Node's compile cache (22.1 and later) keeps the compiled program between runs, so a command
 * costs little more CPU than Node starting; it is turned on before the program loads.
 */
import module from 'node:module';

module.enableCompileCache?.();

const { defaultCacheDir, loadShasums, main } = await import('./node');
const { readFileSync } = await import('node:fs');

/** The installed package's version: package.json sits one folder up from `dist/` as from `src/`. */
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

process.exitCode = await main(process.argv.slice(2), undefined, {
  version,
  loadShasums: () => loadShasums(),
  fetch: globalThis.fetch,
  mirror: process.env.NODE_MIRROR,
  cacheDir: defaultCacheDir(process.env),
  offline: process.env.NODE_RELEASE_OFFLINE,
});
