/**
 * An incremental SHA-256 for the browser: hash-wasm's (a WebAssembly module, which the page's
 * policy allows with `'wasm-unsafe-eval'`), imported when a file is chosen so that no page loads it
 * before. Web Crypto has no incremental digest.
 */
import type { IncrementalHasher } from './hash-stream';

/** A fresh SHA-256 hasher; the first call loads the module. */
export async function createSha256(): Promise<IncrementalHasher> {
  const { createSHA256 } = await import('hash-wasm');
  const hasher = await createSHA256();
  hasher.init();
  return { update: (chunk) => hasher.update(chunk), digest: () => hasher.digest('hex') };
}
