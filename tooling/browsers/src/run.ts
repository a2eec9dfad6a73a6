/**
 * Runs the shared flows in one engine (`firefox` or `webkit`) against the built site: serves it
 * with the site's preview server on a free port (or uses SITE_URL when set), runs Vitest with
 * that address, then stops the server. Extra arguments go to Vitest (e.g. `-t dialog`).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outDirFromEnvironment } from '@node-downloads/site/scripts/lib/out-dir';
import { type StaticServer, startServer } from '@node-downloads/site/scripts/serve/preview-server';

const ENGINES = ['firefox', 'webkit'] as const;
const engine = process.argv[2];
if (!ENGINES.includes(engine as (typeof ENGINES)[number])) {
  console.error(`usage: run.ts <${ENGINES.join('|')}> [vitest arguments]; got ${engine ?? 'nothing'}`);
  process.exit(2);
}
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const external = process.env.SITE_URL?.trim().replace(/\/+$/, '');
let server: StaticServer | undefined;
if (!external) {
  server = await startServer({ root: outDirFromEnvironment(process.env), port: 0 }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
const siteUrl = external ?? server?.url;
console.log(`${engine}: testing the site at ${siteUrl}`);
const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const child = spawn(process.execPath, [vitest, 'run', ...process.argv.slice(3)], {
  cwd: packageRoot,
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: siteUrl, BROWSER_ENGINE: engine },
});
const code = await new Promise<number>((resolve) => {
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await server?.close();
process.exit(code);
