/**
 * nginx for the built site.
 *
 * `tsx scripts/serve/nginx-command.ts config [--root DIR] [--listen 80] [--server-name NAME] [--brotli auto|on|off] [--hsts SECONDS|off] [--tls-certificate FILE --tls-key FILE] [--out FILE]`
 *   writes the `server { … }` block (default `deploy/nginx.conf` of the site package, for the
 *   build in `dist/` or SITE_OUT_DIR) and prints where. `--brotli auto` (the default) turns on
 *   `brotli_static` when this machine has the brotli static module. `--hsts` is the
 *   Strict-Transport-Security max-age sent over HTTPS (default one year; `off` leaves it out);
 *   `--tls-certificate` and `--tls-key` make the block serve HTTPS itself (on 443 by default).
 *
 * `tsx scripts/serve/nginx-command.ts start`
 *   starts the system's nginx as the current user on a free port of 127.0.0.1 serving the build,
 *   with pid, logs and temporary files in a new temporary folder, and prints shell assignments
 *   (`NGINX_URL=…`, `NGINX_PID=…`, `NGINX_BROTLI=1|0`, `NGINX_PREFIX=…`) once it answers. nginx
 *   leads a process group of its own: stop it with `kill -- -"$NGINX_PID"` (master and workers),
 *   and remove NGINX_PREFIX once the group is gone. NGINX_BIN names another nginx binary.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HSTS_MAX_AGE, findBrotliModule, nginxServerBlock, nginxStandaloneConfig } from './nginx-config';
import { outDirFromEnvironment, SITE_ROOT } from '../lib/out-dir';
import { removeFolder, spawnGroup } from '../lib/processes';
import { readRedirectsFile } from './redirects-file';

/** The default place of the generated server block. */
export const DEFAULT_NGINX_CONF = path.join(SITE_ROOT, 'deploy', 'nginx.conf');

/** An nginx started by {@link startNginx}: its address, master pid, whether it serves brotli, its temporary folder. */
export type RunningNginx = { url: string; pid: number; brotli: boolean; prefix: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** Starts nginx (NGINX_BIN or `nginx` on PATH, else /usr/sbin/nginx) serving `root`; resolves once it answers. */
export async function startNginx(root: string, env: NodeJS.ProcessEnv = process.env): Promise<RunningNginx> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run the build first.`);
  }
  const binary = env.NGINX_BIN ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  // Workers of an nginx started by root run as nobody: they need to enter the folder.
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const brotliModule = findBrotliModule();
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    config,
    nginxStandaloneConfig({
      root: path.resolve(root),
      prefix,
      port,
      brotliModule,
      startedAsRoot: process.getuid?.() === 0,
      redirects: readRedirectsFile(root),
    }),
  );
  const nginx = spawnGroup(binary, ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log')]);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  let failure: string | undefined;
  void nginx.exited.then((reason) => {
    failure = reason;
  });
  // Stops nginx and its workers, and only then removes their folder (logs, pid, temporary files).
  const stop = async () => {
    await nginx.stop();
    removeFolder(prefix);
  };
  while (!(await answers(`${url}/`))) {
    if (failure !== undefined || Date.now() > deadline) {
      const log = fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8').trim() : '';
      await stop();
      throw new Error(`nginx did not start (${failure ?? 'no answer in 10 s'}): ${log || 'no error log'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  nginx.child.unref();
  return { url, pid: nginx.child.pid ?? 0, brotli: brotliModule !== undefined, prefix, stop };
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: readonly string[]): Promise<void> {
  const root = path.resolve(option(args, '--root') ?? outDirFromEnvironment(process.env));
  switch (args[0]) {
    case 'config': {
      const brotliFlag = option(args, '--brotli') ?? 'auto';
      if (brotliFlag !== 'auto' && brotliFlag !== 'on' && brotliFlag !== 'off') {
        throw new Error(`--brotli must be auto, on or off, got ${brotliFlag}`);
      }
      const brotli = brotliFlag === 'auto' ? findBrotliModule() !== undefined : brotliFlag === 'on';
      const out = path.resolve(option(args, '--out') ?? DEFAULT_NGINX_CONF);
      // The redirect table comes from the build here, whatever root the server will serve it from.
      const redirects = readRedirectsFile(outDirFromEnvironment(process.env));
      const hstsFlag = option(args, '--hsts') ?? String(DEFAULT_HSTS_MAX_AGE);
      if (hstsFlag !== 'off' && !/^\d+$/.test(hstsFlag)) {
        throw new Error(`--hsts must be a max-age in seconds or off, got ${hstsFlag}`);
      }
      const hstsMaxAge = hstsFlag === 'off' ? 0 : Number(hstsFlag);
      const certificate = option(args, '--tls-certificate');
      const key = option(args, '--tls-key');
      if ((certificate === undefined) !== (key === undefined)) {
        throw new Error('--tls-certificate and --tls-key go together');
      }
      const tls = certificate !== undefined && key !== undefined ? { certificate: path.resolve(certificate), key: path.resolve(key) } : undefined;
      const block = nginxServerBlock({ root, listen: option(args, '--listen'), serverName: option(args, '--server-name'), brotli, redirects, hstsMaxAge, tls });
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(
        out,
        `# nginx server block of the downloads site, generated from apps/site/src/headers.ts and the build's _redirects by\n# \`pnpm --filter @node-downloads/site run deploy:nginx\`. Include it in the http block of nginx.conf.\n${brotli ? '# brotli_static needs: load_module modules/ngx_http_brotli_static_module.so; (main context)\n' : ''}${block}`,
      );
      console.log(
        `Wrote ${path.relative(process.cwd(), out).startsWith('..') ? out : path.relative(process.cwd(), out)} for ${root} (brotli_static ${brotli ? 'on' : 'off: module not found, gzip_static only'}; HSTS ${hstsMaxAge > 0 ? `max-age=${hstsMaxAge} over HTTPS` : 'off'}; ${redirects.length} redirect rules).`,
      );
      return;
    }
    case 'start': {
      const nginx = await startNginx(root);
      console.log(`NGINX_URL=${nginx.url}`);
      console.log(`NGINX_PID=${nginx.pid}`);
      console.log(`NGINX_BROTLI=${nginx.brotli ? 1 : 0}`);
      console.log(`NGINX_PREFIX=${nginx.prefix}`);
      return;
    }
    default:
      throw new Error(`usage: nginx.ts config|start [options], got ${args[0] ?? 'nothing'}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
