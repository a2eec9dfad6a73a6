/**
 * The check of a served site after a deploy (`site:smoke URL`), against any origin: the preview
 * server, nginx, the live host. Every problem is one line naming the address and what was wrong.
 */
import zlib from 'node:zlib';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { BUILD_ID_PATTERN, HEALTH_PATH, type Health } from '../../../apps/site/src/api/health';
import { API_RELEASES_PATH, API_SCHEMA_PATH } from '../../../apps/site/src/api/paths';
import { CONTENT_TYPES, responseHeaders, SECURITY_HEADERS } from '../../../apps/site/src/headers';
import { LOCALES, type Locale, localeInfo } from '../../../apps/site/src/i18n/locales';
import { type Answer, NoAnswerError, request } from './http';
import { missingPages, type SamplePage, samplePages } from './pages';

/** What a smoke check is told. */
export type SmokeOptions = {
  /** The origin, such as `http://127.0.0.1:8080` or `https://nodejs.org`. */
  origin: string;
  /** The build `/health.json` must name. */
  expectBuild?: string | undefined;
  /** The whole check's time limit, in seconds. */
  timeoutSeconds: number;
  /** The locales checked. @defaultValue every locale of the site */
  locales?: readonly Locale[];
  /** Whether pages must come brotli-compressed when asked for `br` (off for a server without brotli). @defaultValue true */
  brotli?: boolean;
  /** How many requests run at once. @defaultValue 8 */
  concurrency?: number;
};

/** A line of a release list, as `/api/releases.json` has it (what the check reads of it). */
type ApiLine = { line: string; major: number; status: string; lts: boolean; latest: { version: string } };

const HTML = CONTENT_TYPES['.html']!;
const JSON_TYPE = CONTENT_TYPES['.json']!;

/** The body as sent, decompressed by its Content-Encoding. */
export function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') {
    return zlib.brotliDecompressSync(answer.body);
  }
  if (encoding === 'gzip') {
    return zlib.gunzipSync(answer.body);
  }
  return answer.body;
}

/**
 * Whether a Content-Type sent is the one expected: the same media type, and UTF-8 when it names a
 * charset (a host may leave out `charset=utf-8` of a JSON file; the files are UTF-8 either way).
 */
export function sameMediaType(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) {
    return false;
  }
  const [type, ...parameters] = sent.toLowerCase().split(';').map((part) => part.trim());
  const charset = parameters.find((parameter) => parameter.startsWith('charset='));
  return type === expected.split(';')[0]!.trim() && (charset === undefined || charset === 'charset=utf-8');
}

/** Problems of an answer's headers: the security headers, the media type, the caching of its path. */
export function headerProblems(pathname: string, answer: Answer, contentType: string): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const sent = answer.headers[name.toLowerCase()];
    if (sent !== value) {
      problems.push(`${name} is ${sent === undefined ? 'missing' : JSON.stringify(sent)}`);
    }
  }
  if (!sameMediaType(answer.headers['content-type'], contentType)) {
    problems.push(`Content-Type is ${JSON.stringify(answer.headers['content-type'] ?? null)}, expected ${JSON.stringify(contentType)}`);
  }
  const cache = responseHeaders(pathname)['Cache-Control'];
  if (answer.status === 200 && cache !== undefined && answer.headers['cache-control'] !== cache) {
    problems.push(`Cache-Control is ${JSON.stringify(answer.headers['cache-control'] ?? null)}, expected ${JSON.stringify(cache)}`);
  }
  return problems;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  if (items.length === 0) {
    return;
  }
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(runners);
}

/** The internal links and sources (site-absolute, same origin) of an HTML page, fragments dropped. */
export function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const value = match[1]!.replace(/&amp;/g, '&');
    if (value.startsWith('/') && !value.startsWith('//')) {
      links.add(value.replace(/#.*$/, '') || '/');
    }
  }
  return [...links].sort();
}

/** The version `/download` must offer: the newest release of the newest supported LTS line the data has. */
export function newestLtsVersion(lines: readonly ApiLine[]): string | undefined {
  const supported = lines.filter((line) => line.lts && line.status !== 'End-of-life').sort((a, b) => b.major - a.major);
  return supported[0]?.latest.version;
}

/** Checks the site at `options.origin`; resolves with one line per failure (none: all is well). */
export async function smoke(options: SmokeOptions): Promise<string[]> {
  const origin = options.origin.replace(/\/+$/, '');
  const locales = options.locales ?? LOCALES;
  const brotli = options.brotli ?? true;
  const deadline = Date.now() + options.timeoutSeconds * 1000;
  const failures: string[] = [];
  const fail = (pathname: string, problem: string) => failures.push(`${origin}${pathname}: ${problem}`);
  let gaveUp = false;
  const get = async (pathname: string, encoding = 'identity'): Promise<Answer | undefined> => {
    if (gaveUp) {
      return undefined;
    }
    const left = deadline - Date.now();
    if (left <= 0) {
      gaveUp = true;
      failures.push(`${origin}: the check ran out of its ${options.timeoutSeconds} s before requesting ${pathname}`);
      return undefined;
    }
    try {
      return await request(`${origin}${pathname}`, { 'accept-encoding': encoding }, left);
    } catch (error) {
      failures.push(error instanceof NoAnswerError ? error.message : `${origin}${pathname}: ${(error as Error).message}`);
      return undefined;
    }
  };

  // A page, through one redirect that only adds or drops the trailing slash (static hosts differ
  // there: `/ja/` may be answered at `/ja`).
  const getPage = async (pathname: string, encoding: string): Promise<Answer | undefined> => {
    const answer = await get(pathname, encoding);
    const location = answer?.headers.location;
    if (answer && [301, 308].includes(answer.status) && location !== undefined) {
      const target = new URL(location, `${origin}${pathname}`);
      if (target.origin === origin && target.pathname.replace(/\/$/, '') === pathname.replace(/\/$/, '')) {
        return get(`${target.pathname}${target.search}`, encoding);
      }
    }
    return answer;
  };

  // The health file first: an origin that does not answer ends the check with one line.
  const healthAnswer = await get(HEALTH_PATH);
  if (!healthAnswer) {
    return failures;
  }
  let health: Partial<Health> = {};
  if (healthAnswer.status !== 200) {
    fail(HEALTH_PATH, `status ${healthAnswer.status}, expected 200`);
  } else {
    for (const problem of headerProblems(HEALTH_PATH, healthAnswer, JSON_TYPE)) {
      fail(HEALTH_PATH, problem);
    }
    try {
      health = JSON.parse(healthAnswer.body.toString('utf8')) as Partial<Health>;
      if (typeof health.build !== 'string' || !BUILD_ID_PATTERN.test(health.build)) {
        fail(HEALTH_PATH, `names no build id, got ${JSON.stringify(health.build ?? null)}`);
      } else if (options.expectBuild !== undefined && health.build !== options.expectBuild) {
        fail(HEALTH_PATH, `names build ${health.build}, expected ${options.expectBuild}`);
      }
    } catch (error) {
      fail(HEALTH_PATH, `not JSON: ${(error as Error).message}`);
    }
  }
  const asOf = typeof health.statusesAsOf === 'string' ? new Date(`${health.statusesAsOf}T00:00:00Z`) : new Date();
  const pages = samplePages(Number.isNaN(asOf.getTime()) ? new Date() : asOf, locales);
  const concurrency = options.concurrency ?? 8;
  // The requests of a phase run at once; its lines are sorted, so two runs print the same.
  const phase = async <T>(items: readonly T[], work: (item: T) => Promise<void>) => {
    const before = failures.length;
    await eachLimited(items, concurrency, work);
    failures.push(...failures.splice(before).sort());
  };

  // Every kind of page in every locale, compressed as asked.
  const html = new Map<string, string>();
  await phase(pages, async (page: SamplePage) => {
    const gzip = await getPage(page.path, 'gzip');
    if (!gzip) {
      return;
    }
    if (gzip.status !== 200) {
      fail(page.path, `status ${gzip.status} for the ${page.kind} page (${page.locale}), expected 200`);
      return;
    }
    for (const problem of headerProblems(page.path, gzip, HTML)) {
      fail(page.path, problem);
    }
    if (gzip.headers['content-encoding'] !== 'gzip') {
      fail(page.path, `not gzip-compressed when asked for gzip (Content-Encoding ${JSON.stringify(gzip.headers['content-encoding'] ?? null)})`);
      return;
    }
    const text = decoded(gzip).toString('utf8');
    html.set(page.path, text);
    if (!text.includes(`<html lang="${localeInfo(page.locale).tag}"`)) {
      fail(page.path, `the ${page.kind} page is not in ${page.locale} (no <html lang="${localeInfo(page.locale).tag}">)`);
    }
    if (brotli) {
      const br = await getPage(page.path, 'br');
      if (br && br.headers['content-encoding'] !== 'br') {
        fail(page.path, `not brotli-compressed when asked for br (Content-Encoding ${JSON.stringify(br.headers['content-encoding'] ?? null)})`);
      }
    }
  });

  // An unknown address is a 404 with the 404 page, in each locale.
  await phase(missingPages(locales), async ({ locale, path }) => {
    const answer = await get(path);
    const tag = localeInfo(locale).tag;
    if (answer && answer.status !== 404) {
      fail(path, `status ${answer.status} for an address no build has, expected 404`);
    } else if (answer && !sameMediaType(answer.headers['content-type'], HTML)) {
      fail(path, `the 404 answer's Content-Type is ${JSON.stringify(answer.headers['content-type'] ?? null)}, expected ${JSON.stringify(HTML)}`);
    } else if (answer && !answer.body.toString('utf8').includes(`<html lang="${tag}"`)) {
      fail(path, `the 404 answer is not the ${locale} 404 page (no <html lang="${tag}">)`);
    }
  });

  // The API validates against its own schema, and /download offers its newest LTS release.
  const [releases, schema] = await Promise.all([get(API_RELEASES_PATH), get(API_SCHEMA_PATH)]);
  if (releases && schema && releases.status === 200 && schema.status === 200) {
    try {
      const ajv = new Ajv2020({ allErrors: true, strict: true });
      addFormats(ajv);
      const data = JSON.parse(releases.body.toString('utf8')) as { lines: ApiLine[] };
      const validate = ajv.compile(JSON.parse(schema.body.toString('utf8')) as object);
      const valid = validate(data);
      if (!valid) {
        fail(API_RELEASES_PATH, `does not validate against ${API_SCHEMA_PATH}: ${ajv.errorsText(validate.errors)}`);
      }
      // A file that breaks its schema says nothing reliable about the newest release.
      const newest = valid ? newestLtsVersion(data.lines) : undefined;
      const download = html.get('/download');
      if (newest === undefined) {
        fail(API_RELEASES_PATH, 'names no supported LTS line the download page could offer');
      } else if (download !== undefined && !download.includes(newest)) {
        fail('/download', `does not offer ${newest}, the newest LTS release of ${API_RELEASES_PATH}`);
      }
      if (newest !== undefined && health.download && health.download.lts !== newest) {
        fail(HEALTH_PATH, `names ${health.download.lts} for /download, ${API_RELEASES_PATH} ${newest}`);
      }
    } catch (error) {
      fail(API_RELEASES_PATH, `could not be checked: ${(error as Error).message}`);
    }
  } else {
    for (const [pathname, answer] of [
      [API_RELEASES_PATH, releases],
      [API_SCHEMA_PATH, schema],
    ] as const) {
      if (answer && answer.status !== 200) {
        fail(pathname, `status ${answer.status}, expected 200`);
      }
    }
  }

  // Every internal link of the home and download pages, in every locale, resolves.
  const linkSources = pages.filter((page) => page.kind === 'home' || page.kind === 'download');
  const links = new Map<string, string>();
  for (const page of linkSources) {
    for (const link of internalLinks(html.get(page.path) ?? '')) {
      if (!links.has(link)) {
        links.set(link, page.path);
      }
    }
  }
  await phase([...links], async ([link, from]) => {
    let answer = await get(link, 'gzip');
    if (answer && [301, 302, 307, 308].includes(answer.status) && answer.headers.location?.startsWith('/')) {
      answer = await get(answer.headers.location, 'gzip');
    }
    if (answer && answer.status !== 200) {
      fail(link, `status ${answer.status} for a link of ${from}`);
    }
  });
  return failures;
}
