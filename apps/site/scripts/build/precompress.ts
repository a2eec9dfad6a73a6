/**
 * Precompression of the built site: every text file (the extensions of `PRECOMPRESSED_EXTENSIONS`)
 * gets a `.br` sibling (brotli) and a `.gz` sibling (gzip level 9), from Node's zlib, so a server
 * sends them as they are (nginx `gzip_static` / `brotli_static`, the preview server) instead of
 * compressing on each request. How hard each file is compressed is `precompress-policy.ts`'s:
 * brotli quality 11 for what a first visit fetches, quality 6 for the long tail of per-release
 * pages and API files.
 *
 * The compression runs on worker threads, one per available core (`precompress-worker.ts`), the
 * largest files first so that no big file is left for the end; the main thread reads, hashes and
 * writes. Compressed files are kept in a cache folder keyed by the SHA-256 of their content and of
 * the compression options: a rebuild compresses only the files whose content (or effort) changed,
 * and starts no thread when nothing did.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import { PRECOMPRESSED_EXTENSIONS } from '../../src/headers';
import { brotliOptions, buildEffort, type CompressionEffort, gzipOptions } from './precompress-policy';
import { type CompressJob, type CompressResult, WORKER_TAG } from './precompress-worker';

export type { CompressionEffort } from './precompress-policy';

/** A content encoding the site is precompressed in. */
export type Encoding = 'br' | 'gzip';

/** The encodings, most compact first: a server picks the first one the client accepts. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The file suffix of each encoding's sibling (`index.html.br`, `index.html.gz`). */
export const ENCODING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses `data` in `encoding` with `effort` (see `precompress-policy.ts`), off the main thread's event loop. */
export function compress(data: Buffer, encoding: Encoding, effort: CompressionEffort): Promise<Buffer> {
  switch (encoding) {
    case 'br':
      return brotli(data, brotliOptions(effort, data.length));
    case 'gzip':
      return gzip(data, gzipOptions(effort));
    default:
      return encoding satisfies never;
  }
}

/** Whether files of this name get precompressed siblings. */
export function isPrecompressible(file: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.includes(path.extname(file));
}

/** Byte totals over the precompressed files. */
export type CompressionTotals = { files: number; raw: number; gzip: number; br: number };

/** Options of {@link precompressDir}. */
export type PrecompressOptions = {
  /** Folder of compressed files kept between builds, by content and compression options; none when omitted. */
  cacheDir?: string;
  /** Worker threads compressing at once, a positive whole number (default: `os.availableParallelism()`). */
  concurrency?: number;
};

/** A file that could not be precompressed, with the reason. */
export class PrecompressError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`Could not precompress ${file}: ${reason}`);
    this.name = 'PrecompressError';
  }
}

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return textFiles(full);
    }
    return entry.isFile() && isPrecompressible(entry.name) ? [full] : [];
  });
}

/** The options a built file is compressed with, by its path relative to the site root. */
function jobOptions(relativePath: string, size: number): Pick<CompressJob, 'brotli' | 'gzip'> {
  const effort = buildEffort(relativePath);
  return { brotli: brotliOptions(effort, size), gzip: gzipOptions(effort) };
}

/** The bytes of `file`, or undefined when there is no such file. */
function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
}

type Thread = { worker: Worker; jobs: number };

/** Worker threads running {@link CompressJob}s, started as the work needs them, up to `size`. */
class CompressorPool {
  private readonly threads: Thread[] = [];
  private readonly pending = new Map<number, { file: string; resolve: (result: Record<Encoding, Buffer>) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failure: Error | undefined;
  private closed = false;

  constructor(private readonly size: number) {}

  /** Compresses `data` (of `file`, named in errors) with `options` on the least busy thread. */
  run(file: string, data: Buffer, options: Pick<CompressJob, 'brotli' | 'gzip'>): Promise<Record<Encoding, Buffer>> {
    if (this.failure || this.closed) {
      return Promise.reject(new PrecompressError(file, this.failure?.message ?? 'precompression was stopped'));
    }
    const thread = this.pick();
    const id = this.nextId++;
    thread.jobs += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { file, resolve, reject });
      thread.worker.postMessage({ id, data, ...options } satisfies CompressJob);
    });
  }

  /** Stops the threads. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map(({ worker }) => worker.terminate()));
  }

  private pick(): Thread {
    const least = this.threads.reduce<Thread | undefined>((best, thread) => (best && best.jobs <= thread.jobs ? best : thread), undefined);
    return least && (least.jobs === 0 || this.threads.length >= this.size) ? least : this.start();
  }

  private start(): Thread {
    const thread: Thread = { worker: new Worker(new URL('./precompress-worker.ts', import.meta.url), { workerData: WORKER_TAG }), jobs: 0 };
    thread.worker.on('message', (result: CompressResult) => {
      const job = this.pending.get(result.id);
      if (!job) {
        return;
      }
      this.pending.delete(result.id);
      thread.jobs -= 1;
      if ('error' in result) {
        job.reject(new PrecompressError(job.file, result.error));
      } else {
        const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        job.resolve({ br: buffer(result.br), gzip: buffer(result.gzip) });
      }
    });
    thread.worker.on('error', (error) => this.fail(error));
    thread.worker.on('exit', (code) => {
      if (!this.closed || this.pending.size > 0) {
        this.fail(new Error(`a compression thread stopped (exit code ${code})`));
      }
    });
    this.threads.push(thread);
    return thread;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const [id, job] of this.pending) {
      this.pending.delete(id);
      job.reject(new PrecompressError(job.file, error.message));
    }
  }
}

/**
 * Writes `.br` and `.gz` siblings next to every text file under `dir` and returns the byte totals.
 * With a cache folder, entries this run did not use are removed from it at the end.
 */
export async function precompressDir(dir: string, options: PrecompressOptions = {}): Promise<CompressionTotals> {
  const threads = options.concurrency ?? os.availableParallelism();
  if (!Number.isInteger(threads) || threads < 1) {
    throw new RangeError(`precompressDir: concurrency must be a positive whole number of threads, got ${threads}`);
  }
  const { cacheDir } = options;
  if (cacheDir) {
    fs.mkdirSync(cacheDir, { recursive: true });
  }
  const used = new Set<string>();
  const totals: CompressionTotals = { files: 0, raw: 0, gzip: 0, br: 0 };
  // Largest first: the last files to finish are small ones, so the threads end together.
  const queue = textFiles(dir)
    .map((file) => ({ file, size: fs.statSync(file).size }))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file))
    .map(({ file }) => file);
  const pool = new CompressorPool(threads);

  const precompressFile = async (file: string): Promise<void> => {
    const data = fs.readFileSync(file);
    const relative = path.relative(dir, file);
    const settings = jobOptions(relative, data.length);
    const write = (compressed: Record<Encoding, Buffer>) => {
      for (const encoding of ENCODINGS) {
        fs.writeFileSync(`${file}${ENCODING_SUFFIX[encoding]}`, compressed[encoding]);
        totals[encoding] += compressed[encoding].length;
      }
    };
    totals.files += 1;
    totals.raw += data.length;
    let entries: Record<Encoding, string> | undefined;
    if (cacheDir) {
      const key = crypto.createHash('sha256').update(JSON.stringify(settings)).update(data).digest('hex');
      entries = { br: path.join(cacheDir, `${key}${ENCODING_SUFFIX.br}`), gzip: path.join(cacheDir, `${key}${ENCODING_SUFFIX.gzip}`) };
      for (const encoding of ENCODINGS) {
        used.add(path.basename(entries[encoding]));
      }
      const br = readIfPresent(entries.br);
      const gzip = br && readIfPresent(entries.gzip);
      if (br && gzip) {
        write({ br, gzip });
        return;
      }
    }
    const compressed = await pool.run(relative, data, settings);
    if (entries) {
      fs.writeFileSync(entries.br, compressed.br);
      fs.writeFileSync(entries.gzip, compressed.gzip);
    }
    write(compressed);
  };

  try {
    // Each lane takes the next file when its previous one is written: as many lanes as the
    // threads can hold jobs, so a thread always has its next file while the last is written.
    let next = 0;
    const lane = async (): Promise<void> => {
      for (let file = queue[next++]; file !== undefined; file = queue[next++]) {
        await precompressFile(file);
      }
    };
    await Promise.all(Array.from({ length: 2 * threads }, lane));
  } finally {
    await pool.close();
  }
  if (cacheDir) {
    for (const name of fs.readdirSync(cacheDir)) {
      if (!used.has(name)) {
        fs.rmSync(path.join(cacheDir, name), { force: true });
      }
    }
  }
  return totals;
}

/** The bytes of a page and the scripts and style sheets it links, as sent raw, with gzip and with brotli. */
export type PageTransfer = { files: string[]; raw: number; gzip: number; br: number };

/**
 * What a visitor's browser transfers for a built page (`download/index.html`) and the `/assets/`
 * scripts and style sheets it names (also in a list, like the files its entry preloads), from the precompressed siblings; for the build's report.
 */
export function pageTransfer(dir: string, page: string): PageTransfer {
  const html = fs.readFileSync(path.join(dir, page), 'utf8');
  // An attribute names one file, or several separated by spaces (a staged entry's `data-stages`).
  const assets = [...new Set([...html.matchAll(/(?<=["\s])\/(assets\/[^"\s]+\.(?:js|css))(?=["\s])/g)].map((match) => match[1]!))];
  const files = [page, ...assets.sort()];
  const size = (file: string) => fs.statSync(path.join(dir, file)).size;
  return {
    files,
    raw: files.reduce((sum, file) => sum + size(file), 0),
    gzip: files.reduce((sum, file) => sum + size(`${file}${ENCODING_SUFFIX.gzip}`), 0),
    br: files.reduce((sum, file) => sum + size(`${file}${ENCODING_SUFFIX.br}`), 0),
  };
}
