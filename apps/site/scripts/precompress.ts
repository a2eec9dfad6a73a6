/**
 * Precompression of the built site: every text file (the extensions of `PRECOMPRESSED_EXTENSIONS`)
 * gets a `.br` sibling (brotli, quality 11) and a `.gz` sibling (gzip, level 9), from Node's zlib,
 * so a server sends them as they are (nginx `gzip_static` / `brotli_static`, the preview server)
 * instead of compressing on each request.
 *
 * Brotli at quality 11 is slow (tens of seconds for the whole site on two cores), so compressed
 * files are kept in a cache folder keyed by the SHA-256 of their content: a rebuild compresses only
 * the files whose content changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PRECOMPRESSED_EXTENSIONS } from '../src/headers';

/** A content encoding the site is precompressed in. */
export type Encoding = 'br' | 'gzip';

/** The encodings, most compact first: a server picks the first one the client accepts. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The file suffix of each encoding's sibling (`index.html.br`, `index.html.gz`). */
export const ENCODING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard to compress: `build` for the files written once at build time (brotli 11, gzip 9);
 * `live` for a server compressing a file on request because the build wrote no sibling (brotli 5,
 * gzip 6: about as small, and fast enough that a multi-megabyte API file does not stall a request).
 */
export type CompressionEffort = 'build' | 'live';

const EFFORT: Readonly<Record<CompressionEffort, { br: number; gzip: number }>> = {
  build: { br: 11, gzip: 9 },
  live: { br: 5, gzip: 6 },
};

function brotliOptions(size: number, quality: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/**
 * Compresses `data` in `encoding`; with the default `build` effort as the site's precompressed files
 * are (brotli quality 11, gzip level 9).
 */
export function compress(data: Buffer, encoding: Encoding, effort: CompressionEffort = 'build'): Promise<Buffer> {
  switch (encoding) {
    case 'br':
      return brotli(data, brotliOptions(data.length, EFFORT[effort].br));
    case 'gzip':
      return gzip(data, { level: EFFORT[effort].gzip });
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
  /** Folder of compressed files kept between builds, by content hash; none when omitted. */
  cacheDir?: string;
  /** Compressions run at once (default: the number of CPUs). */
  concurrency?: number;
};

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return textFiles(full);
    }
    return entry.isFile() && isPrecompressible(entry.name) ? [full] : [];
  });
}

/**
 * Writes `.br` and `.gz` siblings next to every text file under `dir` and returns the byte totals.
 * With a cache folder, entries this run did not use are removed from it at the end.
 */
export async function precompressDir(dir: string, options: PrecompressOptions = {}): Promise<CompressionTotals> {
  const { cacheDir } = options;
  if (cacheDir) {
    fs.mkdirSync(cacheDir, { recursive: true });
  }
  const used = new Set<string>();
  const totals: CompressionTotals = { files: 0, raw: 0, gzip: 0, br: 0 };
  const queue = textFiles(dir);
  const worker = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const data = fs.readFileSync(file);
      const hash = cacheDir ? crypto.createHash('sha256').update(data).digest('hex') : '';
      totals.files += 1;
      totals.raw += data.length;
      for (const encoding of ENCODINGS) {
        const cached = cacheDir ? path.join(cacheDir, `${hash}${ENCODING_SUFFIX[encoding]}`) : undefined;
        let compressed: Buffer | undefined;
        if (cached) {
          used.add(path.basename(cached));
          compressed = fs.existsSync(cached) ? fs.readFileSync(cached) : undefined;
        }
        if (!compressed) {
          compressed = await compress(data, encoding);
          if (cached) {
            fs.writeFileSync(cached, compressed);
          }
        }
        fs.writeFileSync(`${file}${ENCODING_SUFFIX[encoding]}`, compressed);
        totals[encoding] += compressed.length;
      }
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
  await Promise.all(Array.from({ length: concurrency }, worker));
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
 * scripts and style sheets it names, from the precompressed siblings; for the build's report.
 */
export function pageTransfer(dir: string, page: string): PageTransfer {
  const html = fs.readFileSync(path.join(dir, page), 'utf8');
  const assets = [...new Set([...html.matchAll(/"\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
  const files = [page, ...assets.sort()];
  const size = (file: string) => fs.statSync(path.join(dir, file)).size;
  return {
    files,
    raw: files.reduce((sum, file) => sum + size(file), 0),
    gzip: files.reduce((sum, file) => sum + size(`${file}${ENCODING_SUFFIX.gzip}`), 0),
    br: files.reduce((sum, file) => sum + size(`${file}${ENCODING_SUFFIX.br}`), 0),
  };
}
