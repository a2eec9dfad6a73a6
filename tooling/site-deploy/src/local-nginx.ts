/**
 * nginx as the current user serving a releases root the way a production nginx.conf would: its
 * http block includes `DIR/current/nginx.conf`, so the release's own configuration (written by
 * `site:release` with `--listen 127.0.0.1:PORT`) is what answers, and a switch plus a reload
 * changes both files and configuration. For CI and for trying a release locally.
 *
 * `tsx src/local-nginx.ts --root DIR --port PORT` starts it (pid, logs and temporary files in a new
 * temporary folder), waits until it answers and prints `NGINX_URL=…`, `NGINX_PID=…`,
 * `NGINX_PREFIX=…` and `NGINX_RELOAD=…` (the command that reloads it). nginx leads a process group
 * of its own: stop it with `kill -- -"$NGINX_PID"`, then remove NGINX_PREFIX.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnGroup } from '../../../apps/site/scripts/lib/processes';
import { findBrotliModule } from '../../../apps/site/scripts/serve/nginx-config';
import { parseArgs, runMain, wholeNumber } from './args';
import { CURRENT_LINK, DeployError, NGINX_FILE } from './store';

/** The whole nginx.conf of a local instance whose server is the release's own block. */
export function localNginxConfig(options: { root: string; prefix: string; brotliModule?: string | undefined; startedAsRoot: boolean }): string {
  return [
    ...(options.brotliModule ? [`load_module ${options.brotliModule};`] : []),
    ...(options.startedAsRoot ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${options.prefix}/nginx.pid;`,
    `error_log ${options.prefix}/error.log warn;`,
    'events {',
    '    worker_connections 256;',
    '}',
    'http {',
    `    access_log ${options.prefix}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${options.prefix}/${name};`),
    '    sendfile on;',
    `    include ${path.join(options.root, CURRENT_LINK, NGINX_FILE)};`,
    '}',
    '',
  ].join('\n');
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

runMain(async () => {
  const args = parseArgs(process.argv.slice(2), ['--root', '--port']);
  const root = args.options.get('--root');
  const port = wholeNumber(args, '--port', 0);
  if (root === undefined || port === 0) {
    throw new DeployError('usage: local-nginx.ts --root DIR --port PORT');
  }
  const binary = process.env.NGINX_BIN ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'site-release-nginx-'));
  fs.chmodSync(prefix, 0o755);
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    config,
    localNginxConfig({ root: path.resolve(root), prefix, brotliModule: findBrotliModule(), startedAsRoot: process.getuid?.() === 0 }),
  );
  const nginx = spawnGroup(binary, ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log')]);
  let failure: string | undefined;
  void nginx.exited.then((reason) => {
    failure = reason;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await answers(`${url}/health.json`))) {
    if (failure !== undefined || Date.now() > deadline) {
      const log = fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8').trim() : '';
      await nginx.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start (${failure ?? 'no answer in 10 s'}): ${log || 'no error log'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  nginx.child.unref();
  console.log(`NGINX_URL=${url}`);
  console.log(`NGINX_PID=${nginx.child.pid ?? 0}`);
  console.log(`NGINX_PREFIX=${prefix}`);
  console.log(`NGINX_BROTLI=${findBrotliModule() ? 1 : 0}`);
  console.log(`NGINX_RELOAD='${binary} -p ${prefix} -c ${config} -s reload'`);
});
