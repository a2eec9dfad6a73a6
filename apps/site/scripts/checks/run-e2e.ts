/**
 * Runs the Playwright end-to-end tests against the already built site: serves dist/ on a free
 * port of 127.0.0.1 with the preview server, runs `playwright test` with SITE_URL set, then stops
 * the server. With SITE_URL already set (e.g. `http://127.0.0.1:8080`, the build served by nginx),
 * the tests run against that server instead and nothing is started.
 * Extra arguments are passed to Playwright (e.g. a file or `--grep`). SITE_OUT_DIR serves another
 * build output than dist/, as the build writes it; E2E_REPORT names the JSON report.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { outDirFromEnvironment, SITE_ROOT as siteRoot } from '../lib/out-dir';
import { type StaticServer, startServer } from '../serve/preview-server';

const root = outDirFromEnvironment(process.env);
const external = process.env.SITE_URL?.trim().replace(/\/+$/, '');
let server: StaticServer | undefined;
if (external) {
  console.log(`e2e: testing the server at ${external} (build in ${path.relative(siteRoot, root) || '.'})`);
} else {
  server = await startServer({ root, port: 0 }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  console.log(`e2e: serving ${path.relative(siteRoot, root) || '.'} at ${server.url}`);
}

const child = spawn(process.execPath, [path.join(siteRoot, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
  cwd: siteRoot,
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: external ?? server?.url, SITE_OUT_DIR: root },
});
const code = await new Promise<number>((resolve) => {
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await server?.close();
process.exit(code);
