/**
 * A precompression worker thread: compresses the bytes it is sent with the brotli and gzip
 * options it is sent (chosen by `precompress-policy.ts` on the main thread) and posts both back.
 * It holds no rule of its own, so its output is byte for byte what the same options give on the
 * main thread.
 *
 * Started by `precompressDir` (`precompress.ts`); it imports only Node's modules so that it runs
 * as it is, under tsx, the test runner or plain Node alike.
 */
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';

/** The `workerData` this worker is started with: anything else (a test runner's own thread importing this file) leaves the thread alone. */
export const WORKER_TAG = 'site-precompress';

/** A file to compress. */
export type CompressJob = { id: number; data: Uint8Array; brotli: zlib.BrotliOptions; gzip: zlib.ZlibOptions };

/** Its compressed forms, or why compressing failed. */
export type CompressResult = { id: number; br: Uint8Array; gzip: Uint8Array } | { id: number; error: string };

if (parentPort && workerData === WORKER_TAG) {
  const port = parentPort;
  port.on('message', (job: CompressJob) => {
    let result: CompressResult;
    try {
      result = { id: job.id, br: zlib.brotliCompressSync(job.data, job.brotli), gzip: zlib.gzipSync(job.data, job.gzip) };
    } catch (error) {
      result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(result);
  });
}
