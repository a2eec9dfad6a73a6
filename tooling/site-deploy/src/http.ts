/**
 * One HTTP(S) request with a deadline, its body as the server sent it: not decompressed, so a
 * check sees the encoding the server chose and compares the bytes it sent.
 */
import http from 'node:http';
import https from 'node:https';

/** An answer: status, headers (lower-case names) and the raw body. */
export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** A request that got no answer (refused, reset, timed out): names the address and why. */
export class NoAnswerError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`${url} does not answer: ${reason}`);
    this.name = 'NoAnswerError';
  }
}

/** GETs `url` with `headers`; rejects with {@link NoAnswerError} when no answer comes within `timeoutMs`. Redirects are not followed. */
export function request(url: string, headers: Record<string, string>, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const started = Date.now();
    const timer = setTimeout(() => {
      req.destroy(new NoAnswerError(url, `no answer within ${(timeoutMs / 1000).toFixed(1)} s`));
    }, Math.max(1, timeoutMs));
    const req = client.get(target, { headers: { 'user-agent': 'node-downloads-site-smoke', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) {
            flat[name] = Array.isArray(value) ? value.join(', ') : value;
          }
        }
        resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error instanceof NoAnswerError ? error : new NoAnswerError(url, error.message));
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      const code = (error as NodeJS.ErrnoException).code;
      reject(error instanceof NoAnswerError ? error : new NoAnswerError(url, `${code ? `${code} ` : ''}${error.message} after ${Date.now() - started} ms`));
    });
  });
}
