// A real npm registry on loopback for the consumer checks: Verdaccio from npm, installed into a
// cache folder outside the workspace (once; its install needs node-fetch overridden to 2.7.0, the
// version its dependencies ask for by a dist-tag that does not resolve), with the `@node-downloads`
// scope local and everything else proxied from the registry npm is set to use
// (`npm config get registry`). `startRegistry` waits until the registry answers, creates a user,
// and returns its URL, an npmrc with the user's token and the environment that points npm and
// pnpm at it (pnpm 12 publishes to `pnpm_config_registry`, not `npm_config_registry`).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The Verdaccio release the checks run on. */
const VERDACCIO = '6.10.4';

function installVerdaccio() {
  const prefix = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'node-downloads', `verdaccio-${VERDACCIO}`);
  const bin = path.join(prefix, 'node_modules', '.bin', 'verdaccio');
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(prefix, { recursive: true });
    fs.writeFileSync(
      path.join(prefix, 'package.json'),
      `${JSON.stringify({ name: 'local-registry', private: true, dependencies: { verdaccio: VERDACCIO }, overrides: { 'node-fetch': '2.7.0' } }, null, 2)}\n`,
    );
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: prefix, stdio: 'inherit' });
  }
  return bin;
}

/** A free port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers, or the registry process ends, or `limitMs` passes. */
async function waitForAnswer(url, child, limitMs) {
  const deadline = Date.now() + limitMs;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) {
      throw new Error('the registry exited before it answered');
    }
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`the registry did not answer ${url} within ${limitMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Installs (once) and starts Verdaccio in `dir`; resolves when it answers.
 * @param {string} dir a fresh folder for its storage, configuration and log
 */
export async function startRegistry(dir) {
  const upstream = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
  const bin = installVerdaccio();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = path.join(dir, 'config.yaml');
  fs.writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(path.join(dir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(path.join(dir, 'htpasswd'))}`,
      'uplinks:',
      '  upstream:',
      `    url: ${JSON.stringify(upstream)}`,
      '    timeout: 60s',
      'packages:',
      "  '@node-downloads/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    proxy: upstream',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const log = fs.openSync(path.join(dir, 'registry.log'), 'a');
  const child = spawn(bin, ['--config', config, '--listen', `127.0.0.1:${port}`], { stdio: ['ignore', log, log], detached: false });
  const stop = () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
    }
  };
  try {
    await waitForAnswer(`${url}-/ping`, child, 60_000);
    const response = await fetch(`${url}-/user/org.couchdb.user:consumer`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'consumer', password: 'consumer-check', type: 'user', roles: [] }),
    });
    const { token } = await response.json();
    if (!response.ok || typeof token !== 'string') {
      throw new Error(`the registry created no user: HTTP ${response.status}`);
    }
    const npmrc = path.join(dir, 'npmrc');
    fs.writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
    const env = {
      npm_config_registry: url,
      pnpm_config_registry: url,
      npm_config_userconfig: npmrc,
      pnpm_config_userconfig: npmrc,
    };
    return { url, upstream, npmrc, env, stop, log: path.join(dir, 'registry.log') };
  } catch (error) {
    stop();
    throw error;
  }
}
