/**
 * Raw HTTP/1.1 requests over a socket, for paths `fetch` would normalise or refuse (`//`, `/%`,
 * `..` in any encoding), and GETs that keep the body as sent (compressed). Used by the server's unit tests and the end-to-end serving spec, so the
 * same malformed requests are sent to the preview server and to nginx.
 */
import http from 'node:http';
import net from 'node:net';

/**
 * One raw `GET <target>` to `baseUrl`, without Accept-Encoding: its status (0 when the connection
 * closed without an answer), headers (names in lower case) and body.
 */
export function rawRequest(baseUrl: string, target: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    let response = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to GET ${target.slice(0, 60)}`)));
    socket.on('data', (chunk: string) => {
      response += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(response);
      const bodyStart = response.indexOf('\r\n\r\n');
      const headers: Record<string, string> = {};
      for (const line of response.slice(0, Math.max(0, bodyStart)).split('\r\n').slice(1)) {
        const separator = line.indexOf(':');
        if (separator > 0) {
          headers[line.slice(0, separator).trim().toLowerCase()] = line.slice(separator + 1).trim();
        }
      }
      resolve({ status: match ? Number(match[1]) : 0, headers, body: bodyStart >= 0 ? response.slice(bodyStart + 4) : '' });
    });
  });
}

/** The status of one raw `GET <target>` to `baseUrl`, or 0 when the connection closed without an answer. */
export async function rawStatus(baseUrl: string, target: string): Promise<number> {
  return (await rawRequest(baseUrl, target)).status;
}

/** A GET of `pathname` with these request headers; the body as sent (fetch would decompress it). */
export function rawGet(baseUrl: string, pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Malformed or hostile request targets: each must get 400 or 404, and the server must keep serving. */
export const MALFORMED_TARGETS: readonly string[] = [
  '//',
  '//download/',
  '/%',
  '/%00',
  '/download/%00',
  '/%E0%A4%A',
  `/${'a'.repeat(10 * 1024)}`,
  '/..',
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/download/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%252e%252e%252fetc%252fpasswd',
  '/..%5c..%5cetc%5cpasswd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/download/%2e%2e/%2e%2e/%2e%2e/package.json',
];
