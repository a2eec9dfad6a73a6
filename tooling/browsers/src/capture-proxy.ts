/**
 * A proxy in front of the site for engines whose driver has no console events (WebKit over
 * WebDriver): every HTML page passes through unchanged but for one inline script, first in its
 * `<head>`, that records uncaught errors, unhandled rejections, `console.error` calls and CSP
 * violations in a global the test reads, and the script's hash added to the page's
 * `script-src` so the page's own policy allows it and nothing else.
 *
 * Its limit: it sees what the page's scripts do and report, not the messages the engine itself
 * logs (a resource that fails to load is not a script error; the Chromium suite ignores those
 * 404s too), and nothing before the first byte of `<head>`.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type net from 'node:net';

export const PROBLEMS_GLOBAL = '__siteProblems';

const RECORDER = `(() => {
  const seen = [];
  Object.defineProperty(globalThis, '${PROBLEMS_GLOBAL}', { value: seen });
  const text = (value) => (value && value.message) || String(value);
  addEventListener('error', (event) => seen.push('page error: ' + text(event.error || event.message)));
  addEventListener('unhandledrejection', (event) => seen.push('page error: ' + text(event.reason)));
  addEventListener('securitypolicyviolation', (event) => seen.push('CSP: ' + event.violatedDirective + ' ' + event.blockedURI));
  const error = console.error;
  console.error = function (...args) {
    seen.push('console error: ' + args.map(text).join(' '));
    return error.apply(this, args);
  };
})();`;
const HASH = `'sha256-${createHash('sha256').update(RECORDER).digest('base64')}'`;

/** The page with the recorder first in its head, and its CSP allowing exactly that script. */
export function withRecorder(html: string): string {
  const head = html.match(/<head[^>]*>/i);
  if (!head || head.index === undefined) {
    throw new Error('capture proxy: a page without <head>');
  }
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script>${RECORDER}</script>${html.slice(at)}`;
}

/** The CSP header with the recorder's hash added to `script-src` (or to `default-src` when it has none). */
export function allowRecorder(policy: string): string {
  const directives = policy.split(';').map((part) => part.trim());
  const name = directives.some((part) => part.startsWith('script-src ')) ? 'script-src ' : 'default-src ';
  return directives.map((part) => (part.startsWith(name) ? `${part} ${HASH}` : part)).join('; ');
}

export async function startCaptureProxy(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'accept-encoding'].includes(name)) {
          headers.set(name, value);
        }
      }
      const answer = await fetch(new URL(request.url ?? '/', upstream), { method: request.method, headers, redirect: 'manual' });
      const type = answer.headers.get('content-type') ?? '';
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'etag'].includes(name)) {
          out[name] = value;
        }
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (type.startsWith('text/html') && request.method === 'GET') {
        body = Buffer.from(withRecorder(body.toString('utf8')));
        const policy = answer.headers.get('content-security-policy');
        if (policy) {
          out['content-security-policy'] = allowRecorder(policy);
        }
      }
      response.writeHead(answer.status, { ...out, 'content-length': String(body.length) });
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`capture proxy: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
