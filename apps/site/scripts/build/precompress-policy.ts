/**
 * How hard each file of the built site is compressed: the one place for brotli qualities and
 * gzip levels, used by the build's precompression and by the preview server's on-request
 * compression.
 *
 * Build time (`.br` and `.gz` siblings written once):
 * - gzip level 9 for every file.
 * - brotli quality 11 (`first-load` in {@link EFFORT}) for the files a visitor's first visit fetches
 *   and that many pages share, matched by {@link FIRST_LOAD_PATHS}: the `/assets/` scripts and
 *   style sheets, the files at the root of the site (home page, 404 page, icon, robots.txt), the
 *   download pages (`download/`, `download/current/`, `download/archive/current/`), the about
 *   pages, the site-wide feeds and calendar (`feed/releases.xml`, `feed/vulnerabilities.xml`,
 *   `feed/lines.ics`) and the API schema — in every locale, a locale being a folder named by a
 *   two-letter language code with an optional region or script (`ja/download/index.html`,
 *   `pt-br/about/eol/index.html`).
 * - brotli quality 6 (`long-tail`) for everything else: the long tail of one page
 *   per release (`download/archive/v…/`, `blog/release/v…/`, in every locale) and the large API
 *   files (`api/releases.json`, one `api/v….json` per release line), and the feeds and calendar of
 *   each line (`feed/v….xml`, `feed/v…-security.xml`, `feed/v….ics`). The long tail is what grows
 *   with releases and locales, so it is also the default: a new kind of file joins the quality 11
 *   list deliberately, never by accident at a cost the build cannot afford.
 *
 * Measured on this site's files (one core of a 2-core AMD EPYC, Node 24, CPU time; brotli in text
 * mode with the size hint; sizes in bytes, speed in MB of input per second):
 *
 *   1,744 archive and release pages, 30.20 MB of HTML:
 *     gzip 9       6,728,139   79-91 MB/s
 *     brotli 5     6,112,049   55-60 MB/s   (9.2% smaller than gzip)
 *     brotli 6     6,105,742   50 MB/s      (9.3%)
 *     brotli 7     6,098,293   42-45 MB/s   (9.4%)
 *     brotli 9     6,089,832   2.4 MB/s     (9.5%)
 *     brotli 11    5,409,920   about 1 MB/s (19.6%)
 *   37 API files (`api/v*.json`, `api/releases.json`), 14.73 MB of JSON:
 *     gzip 9       2,394,756   60-63 MB/s
 *     brotli 5     2,305,535   78-81 MB/s   (3.7%; `api/v20.json` alone: 1.2% larger than gzip)
 *     brotli 6     2,279,719   67 MB/s      (4.8%; `api/v20.json`: 0.6% smaller)
 *     brotli 7     2,263,332   39-42 MB/s   (5.5%)
 *     brotli 9     2,258,709   14 MB/s      (5.7%)
 *     brotli 11    1,841,561   0.5-0.6 MB/s (23.1%)
 *
 * Quality 11 is 11% smaller than 6 on pages and 19% on the API files, but at 1/50 of the
 * speed: 300 MB of long-tail pages (nine locales) would take about five minutes of CPU. Quality 9
 * buys 0.3-1% for 5 to 20 times the time. Quality 6 rather than 5: the same size on pages for 15%
 * more time, 1% smaller on the API files, where quality 5 loses to gzip. Brotli 6 and gzip 9
 * together run about 27 MB/s per core: the long tail of nine copies of the site (15,733 files,
 * 286.5 MB) took 7.3 s of brotli and 3.6 s of gzip on one core, about 5.5 s on two; its
 * quality 11 files (90 files, 2.5 MB) took 2.9 s.
 *
 * Brotli parameters: text mode and the size hint describe the files truthfully but change
 * nothing measurable (the `/download` page with its scripts and style sheets: 109,572 bytes at
 * quality 11 in generic mode, in text mode, with or without the hint); a window above the
 * default 4 MB (LGWIN 24) changes nothing for files under 4 MB, which all the quality 11 files
 * are, and makes `api/releases.json` (7.4 MB) slightly larger at quality 6; other block sizes
 * (LGBLOCK 16-24) and distance codes (NPOSTFIX, NDIRECT) gain at most 23 bytes or lose. So the
 * defaults stay.
 *
 * On request (`live`: the preview server compressing a file the build wrote no sibling for):
 * brotli 5 and gzip 6, fast enough that a multi-megabyte file does not stall the request.
 */
import zlib from 'node:zlib';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales';

/**
 * How hard a file is compressed: `first-load` and `long-tail` at build time (see above), `live`
 * for a server compressing a file on request because the build wrote no sibling.
 */
export type CompressionEffort = 'first-load' | 'long-tail' | 'live';

/** The brotli quality and gzip level of each effort: the one table of them. */
export const EFFORT: Readonly<Record<CompressionEffort, { br: number; gzip: number }>> = {
  'first-load': { br: 11, gzip: 9 },
  'long-tail': { br: 6, gzip: 9 },
  live: { br: 5, gzip: 6 },
};

/** An optional locale folder of the site (`ja/`, `pt-br/`, …). */
const LOCALE = `(?:(?:${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})/)?`;

/**
 * The paths (relative to the site root, with `/`) compressed with the `first-load` effort; each
 * pattern with why its files belong there. Every other file is `long-tail`.
 */
export const FIRST_LOAD_PATHS: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /^assets\//, why: 'scripts and style sheets shared by the pages' },
  {
    // The per-locale sitemaps (megabytes each, read by crawlers) are long tail.
    pattern: new RegExp(`^${LOCALE}(?!sitemap-)[^/]+$`, 'i'),
    why: 'files at the root of the site or of a locale: home page, 404 page, icon, robots.txt, the sitemap index',
  },
  {
    pattern: new RegExp(`^${LOCALE}download/(?:current/|archive/current/)?index\\.html$`, 'i'),
    why: 'the download page and the pages of the current release',
  },
  { pattern: new RegExp(`^${LOCALE}about/[^/]+/index\\.html$`, 'i'), why: 'the about pages' },
  // The feeds and calendar of one line (megabytes in all, few readers each) are long tail.
  { pattern: new RegExp(`^${LOCALE}feed/(?:releases\\.xml|vulnerabilities\\.xml|lines\\.ics)$`, 'i'), why: 'the feeds and the calendar of every line, which readers poll' },
  { pattern: /^api\/schema\.json$/, why: 'the API schema every API file names' },
];

/** The effort a built file is precompressed with, by its path relative to the site root (`/` or the platform's separator). */
export function buildEffort(relativePath: string): Exclude<CompressionEffort, 'live'> {
  const file = relativePath.split('\\').join('/').replace(/^\/+/, '');
  return FIRST_LOAD_PATHS.some(({ pattern }) => pattern.test(file)) ? 'first-load' : 'long-tail';
}

/** The zlib options of brotli with `effort` for `size` bytes of text. */
export function brotliOptions(effort: CompressionEffort, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: EFFORT[effort].br,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** The zlib options of gzip with `effort`. */
export function gzipOptions(effort: CompressionEffort): zlib.ZlibOptions {
  return { level: EFFORT[effort].gzip };
}
