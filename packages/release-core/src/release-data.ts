/**
 * Current release data with a safe fallback: the live dist index, schedule and advisories when
 * they answer within a timeout, validated as they arrive; else the embedded snapshot; and the
 * answer always says which it is and how old (`source`, `asOf`). An optional cache on disk keeps
 * live data for a stated time (one hour by default), so a command line asked many times a minute
 * fetches once; a failed fetch is remembered there a while, so an offline machine waits once.
 *
 * The cache file is written only after its data passed validation; it holds a checksum of that
 * data, so reading it back costs the JSON parse, not the validation again, while a file cut short,
 * edited or written by another version is never taken for data: it is reported and left aside.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Through the library's entries: the /node build keeps them external, so it holds no second copy.
import { DEFAULT_DATA_URLS, type DataUrls, type FetchFunction, fetchReleaseData, refuseUnknownKeys } from './fetch';
import { InvalidArgumentError, ReleaseCoreError } from './errors';
import { checkReleaseData } from './snapshot';
import { SOURCE_FAILURE_RETRY_MS, recentFailure, rememberFailure } from './source-failures';
import type { ReleaseData } from './types';

/** Where release data came from: fetched (now, or earlier and cached), or the snapshot embedded in the package. */
export type ReleaseDataSource = 'live' | 'snapshot';

/** What {@link loadReleaseData} answers. */
export type LoadedReleaseData = {
  /** The dist index, schedule and advisories, validated. */
  data: ReleaseData;
  /** `live`: fetched from the sources (now, or earlier when `cached`); `snapshot`: the data embedded in the package. */
  source: ReleaseDataSource;
  /**
   * How current the data is: for `live`, the moment it was fetched (an ISO timestamp such as
   * `2026-11-28T09:30:00.000Z`); for `snapshot`, the day of its newest release (`2026-11-16`).
   */
  asOf: string;
  /** The day of the newest release in `data` (`YYYY-MM-DD`). */
  newestRelease: string;
  /** `true` when live data was read from the cache instead of fetched. */
  cached: boolean;
  /**
   * What went wrong on the way, in order, each a typed error: a source that failed or sent
   * something that is not release data (a {@link FetchError} or a `DataValidationError` naming
   * its URL), a cache file that could not be read or written (a {@link ReleaseDataCacheError}).
   * Empty when all went well. A `snapshot` answer after a failed fetch has the reason here.
   */
  problems: ReleaseCoreError[];
};

/** Options of {@link loadReleaseData}. */
export type LoadReleaseDataOptions = {
  /** The fetch function (the platform `fetch` fits). Without it the answer is the snapshot, as with `offline`. */
  fetch?: FetchFunction | undefined;
  /** The moment of the call: how old a cache is, and when fetched data is stamped. */
  now: Date;
  /** `true`: the snapshot alone, no fetch and no cache. */
  offline?: boolean | undefined;
  /**
   * A mirror of the distribution server, as `NODE_MIRROR` names one for nvm and setup-node: the
   * base address under which each release folder and `index.json` are. Replaces `urls.index`.
   */
  mirror?: string | undefined;
  /** Addresses of the three sources (`index`, `schedule`, `advisories`); any other key is refused. */
  urls?: Partial<DataUrls> | undefined;
  /** @defaultValue DEFAULT_LIVE_TIMEOUT_MS */
  timeoutMs?: number | undefined;
  /**
   * A folder to keep fetched data in; how long it answers without a fetch (`ttlMs`); how long a
   * failed fetch is remembered there, calls meanwhile answering at once without asking the sources
   * (`retryMs`, default `SOURCE_FAILURE_RETRY_MS`, ten minutes; 0 asks every time).
   */
  cache?: { dir: string; ttlMs?: number | undefined; retryMs?: number | undefined } | undefined;
};

/** Time allowed for the three sources together before the snapshot answers, in milliseconds. */
export const DEFAULT_LIVE_TIMEOUT_MS = 5_000;

/** How long cached live data answers without a fetch: one hour, in milliseconds. */
export const RELEASE_DATA_CACHE_TTL_MS = 3_600_000;

/** The cache file's name in its folder. */
export const RELEASE_DATA_CACHE_FILE = 'release-data.json';

/** The format of the cache file; a file of another format is left aside. */
const CACHE_FORMAT = 1;

/** Why a cache file was not used or not written. */
export type ReleaseDataCacheErrorCode = 'CACHE_UNREADABLE' | 'CACHE_INVALID' | 'CACHE_UNWRITABLE';

/**
 * A cache file that could not be read (`CACHE_UNREADABLE`), that is not a cache of release data
 * as this package writes it (`CACHE_INVALID`: cut short, edited, another format), or that could
 * not be written (`CACHE_UNWRITABLE`). Never thrown by {@link loadReleaseData}: it reports it in
 * `problems` and answers without the cache. `file` names the file.
 * @example
 * new ReleaseDataCacheError('CACHE_INVALID', '/home/me/.cache/node-release/release-data.json', 'its data does not match its checksum (cut short or edited)')
 */
export class ReleaseDataCacheError extends ReleaseCoreError {
  declare readonly code: ReleaseDataCacheErrorCode;
  /** The cache file. */
  readonly file: string;

  constructor(code: ReleaseDataCacheErrorCode, file: string, reason: string) {
    super(code, `${file}: ${reason}`);
    this.file = file;
  }
}

const OPTION_KEYS = ['fetch', 'now', 'offline', 'mirror', 'urls', 'timeoutMs', 'cache'] as const;
const URL_KEYS = ['index', 'schedule', 'advisories'] as const;

/**
 * The dist index address of a mirror of the distribution server (`NODE_MIRROR`, `--mirror`): its
 * `index.json`. Refuses anything but an http or https address with an {@link InvalidArgumentError}.
 * @example
 * mirrorIndexUrl('https://npmmirror.com/mirrors/node') // → 'https://npmmirror.com/mirrors/node/index.json'
 */
export function mirrorIndexUrl(mirror: string): string {
  if (typeof mirror !== 'string') {
    throw new InvalidArgumentError('mirrorIndexUrl', 'mirror', `must be an http or https address, received ${typeof mirror}`);
  }
  let url: URL;
  try {
    url = new URL(mirror);
  } catch {
    throw new InvalidArgumentError('mirrorIndexUrl', 'mirror', `must be an http or https address, received ${JSON.stringify(mirror)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InvalidArgumentError('mirrorIndexUrl', 'mirror', `must be an http or https address, received ${JSON.stringify(mirror)}`);
  }
  return `${mirror.endsWith('/') ? mirror : `${mirror}/`}index.json`;
}

/**
 * Release data for an answer that should be current: the live sources when they answer within
 * `timeoutMs` (validated with the schemas of the snapshot and checked against each other), the
 * cache when `cache` is given and it is younger than its time-to-live, else the embedded snapshot,
 * saying which (`source`, `cached`), how current (`asOf`) and what went wrong on the way
 * (`problems`). When a fetch fails, a cache of any age is preferred to the snapshot when it is
 * newer. Never throws for a failed source, a mirror answering HTML or cut-short JSON, or a cache
 * file that does not parse; refuses options it does not know by name ({@link InvalidArgumentError}),
 * a `now` that is not a valid Date, and a `timeoutMs` that is not a positive number.
 * @example
 * const { data, source, asOf } = await loadReleaseData({ fetch, now: new Date(), cache: { dir: '.cache' } });
 * const releases = buildReleases({ index: data.index, schedule: data.schedule, now: new Date() });
 * // source 'live', asOf '2026-11-28T09:30:00.000Z'; or source 'snapshot', asOf '2026-11-16' and the reason in problems
 */
export async function loadReleaseData(options: LoadReleaseDataOptions): Promise<LoadedReleaseData> {
  refuseUnknownKeys('loadReleaseData', 'options', options, OPTION_KEYS, true);
  if (!(options.now instanceof Date) || Number.isNaN(options.now.getTime())) {
    throw new InvalidArgumentError('loadReleaseData', 'options.now', 'must be a valid Date');
  }
  refuseUnknownKeys('loadReleaseData', 'options.urls', options.urls, URL_KEYS);
  refuseUnknownKeys('loadReleaseData', 'options.cache', options.cache, ['dir', 'ttlMs', 'retryMs']);
  const timeoutMs = options.timeoutMs ?? DEFAULT_LIVE_TIMEOUT_MS;
  if (!(typeof timeoutMs === 'number' && timeoutMs > 0 && Number.isFinite(timeoutMs))) {
    throw new InvalidArgumentError('loadReleaseData', 'options.timeoutMs', `must be a positive number of milliseconds, received ${String(timeoutMs)}`);
  }
  const ttlMs = options.cache?.ttlMs ?? RELEASE_DATA_CACHE_TTL_MS;
  const retryMs = options.cache?.retryMs ?? SOURCE_FAILURE_RETRY_MS;
  for (const [key, value] of [['ttlMs', ttlMs], ['retryMs', retryMs]] as const) {
    if (!(typeof value === 'number' && value >= 0)) {
      throw new InvalidArgumentError('loadReleaseData', `options.cache.${key}`, `must be a number of milliseconds, 0 or more, received ${String(value)}`);
    }
  }
  if (options.cache !== undefined && (typeof options.cache.dir !== 'string' || options.cache.dir === '')) {
    throw new InvalidArgumentError('loadReleaseData', 'options.cache.dir', 'must be the path of a folder');
  }
  if (options.offline === true || options.fetch === undefined) {
    return snapshotAnswer([]);
  }
  const urls: DataUrls = {
    ...DEFAULT_DATA_URLS,
    ...options.urls,
    ...(options.mirror === undefined ? {} : { index: mirrorIndexUrl(options.mirror) }),
  };
  const problems: ReleaseCoreError[] = [];
  const file = options.cache === undefined ? undefined : join(options.cache.dir, RELEASE_DATA_CACHE_FILE);
  // Loaded only to read or write a cache: an answer from the snapshot never needs it.
  const digest = file === undefined ? undefined : await checksum();
  const cached = file === undefined || digest === undefined ? undefined : readCache(file, urls, digest, problems);
  const now = options.now.getTime();
  if (cached !== undefined) {
    const age = now - Date.parse(cached.fetchedAt);
    if (age >= 0 && age <= ttlMs) {
      return live(cached.data, cached.fetchedAt, true, problems);
    }
  }
  const fallback = async (): Promise<LoadedReleaseData> => {
    const snapshot = await snapshotAnswer(problems);
    // Stale live data still knows more than an older snapshot.
    if (cached !== undefined && newestDate(cached.data) >= snapshot.newestRelease) {
      return live(cached.data, cached.fetchedAt, true, problems);
    }
    return snapshot;
  };
  const failed = options.cache === undefined ? undefined : recentFailure(options.cache.dir, urls, options.now, retryMs);
  if (failed !== undefined) {
    problems.push(failed);
    return fallback();
  }
  let data: ReleaseData;
  try {
    data = await fetchReleaseData({ fetch: options.fetch, urls, timeoutMs });
    checkReleaseData({ index: data.index, schedule: data.schedule, advisories: data.advisories }, urls);
  } catch (error) {
    if (!(error instanceof ReleaseCoreError)) {
      throw error;
    }
    problems.push(error);
    if (options.cache !== undefined && retryMs > 0) {
      rememberFailure(options.cache.dir, urls, options.now, error);
    }
    return fallback();
  }
  const fetchedAt = options.now.toISOString();
  if (file !== undefined && digest !== undefined) {
    writeCache(file, urls, fetchedAt, data, digest, problems);
  }
  if (options.cache !== undefined) {
    rememberFailure(options.cache.dir, urls, options.now, undefined);
  }
  return live(data, fetchedAt, false, problems);
}

function live(data: ReleaseData, fetchedAt: string, cached: boolean, problems: ReleaseCoreError[]): LoadedReleaseData {
  return { data, source: 'live', asOf: fetchedAt, newestRelease: newestDate(data), cached, problems };
}

async function snapshotAnswer(problems: ReleaseCoreError[]): Promise<LoadedReleaseData> {
  // Loaded only when it answers: a live answer neither parses nor keeps the embedded files.
  const { snapshot } = await import('./data');
  const data = { index: snapshot.index, schedule: snapshot.schedule, advisories: snapshot.advisories } as ReleaseData;
  return { data, source: 'snapshot', asOf: snapshot.snapshotDate, newestRelease: snapshot.snapshotDate, cached: false, problems };
}

/**
 * The embedded snapshot as a `snapshot` answer, for a caller that knows whether it reads the
 * advisories: without them, only the dist index and the schedule load (the advisories are a third
 * of the embedded data and most of its parsing), and reading `data.advisories` throws rather than
 * answering from an empty list. Internal: the command line's answers from the embedded data.
 */
export async function embeddedReleaseData(options: { advisories: boolean }): Promise<LoadedReleaseData> {
  if (options.advisories) {
    return snapshotAnswer([]);
  }
  const [{ distIndex }, { schedule }] = await Promise.all([import('./data-dist-index'), import('./data-schedule')]);
  const data = {
    index: distIndex,
    schedule,
    get advisories(): never {
      throw new Error('embeddedReleaseData: the advisories were not loaded (ask with advisories: true)');
    },
  } as unknown as ReleaseData;
  const asOf = newestDate(data);
  return { data, source: 'snapshot', asOf, newestRelease: asOf, cached: false, problems: [] };
}

function newestDate(data: ReleaseData): string {
  let newest = '';
  for (const { date } of data.index) {
    if (date > newest) {
      newest = date;
    }
  }
  return newest;
}

/** The first line of a cache file: what the data under it is and its checksum. */
type CacheHeader = { format: number; fetchedAt: string; urls: DataUrls; checksum: string };

/**
 * The checksum of a cache file's data, named by its kind (`crc32:…`): what tells a file cut short
 * or edited from the one written. CRC-32 (node:zlib, Node.js 20.15 and later) costs a fraction of
 * loading node:crypto for SHA-256, which older versions use.
 */
async function checksum(): Promise<(text: string) => string> {
  const { crc32 } = (await import('node:zlib')) as { crc32?: (data: string) => number };
  if (crc32 !== undefined) {
    return (text) => `crc32:${crc32(text).toString(16)}`;
  }
  const { createHash } = await import('node:crypto');
  return (text) => `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

/**
 * The cached data for these addresses, or `undefined`: no file (not a problem), a file for other
 * addresses (not a problem either: another mirror's), or a file that is not one this package wrote
 * intact (a problem, reported).
 */
function readCache(file: string, urls: DataUrls, digest: (text: string) => string, problems: ReleaseCoreError[]): { fetchedAt: string; data: ReleaseData } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      problems.push(new ReleaseDataCacheError('CACHE_UNREADABLE', file, (error as Error).message));
    }
    return undefined;
  }
  const invalid = (reason: string) => {
    problems.push(new ReleaseDataCacheError('CACHE_INVALID', file, `${reason}; it was left aside`));
    return undefined;
  };
  const newline = text.indexOf('\n');
  let header: CacheHeader;
  try {
    header = JSON.parse(newline === -1 ? text : text.slice(0, newline)) as CacheHeader;
  } catch {
    return invalid('is not a cache of release data (its first line does not parse)');
  }
  if (typeof header !== 'object' || header === null || header.format !== CACHE_FORMAT || typeof header.checksum !== 'string') {
    return invalid(`is not a cache of release data of format ${CACHE_FORMAT}`);
  }
  if (typeof header.fetchedAt !== 'string' || Number.isNaN(Date.parse(header.fetchedAt))) {
    return invalid('has no valid fetchedAt');
  }
  if (typeof header.urls !== 'object' || header.urls === null || URL_KEYS.some((key) => header.urls[key] !== urls[key])) {
    return undefined;
  }
  const body = newline === -1 ? '' : text.slice(newline + 1);
  if (digest(body) !== header.checksum) {
    return invalid('its data does not match its checksum (cut short or edited)');
  }
  try {
    // Validated before it was written, and unchanged since (the checksum).
    return { fetchedAt: header.fetchedAt, data: JSON.parse(body) as ReleaseData };
  } catch {
    return invalid('its data does not parse');
  }
}

function writeCache(
  file: string,
  urls: DataUrls,
  fetchedAt: string,
  data: ReleaseData,
  digest: (text: string) => string,
  problems: ReleaseCoreError[],
): void {
  const body = JSON.stringify(data);
  const header: CacheHeader = { format: CACHE_FORMAT, fetchedAt, urls, checksum: digest(body) };
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(temporary, `${JSON.stringify(header)}\n${body}`);
    // A reader sees the old file or the new one, never half of one.
    renameSync(temporary, file);
  } catch (error) {
    problems.push(new ReleaseDataCacheError('CACHE_UNWRITABLE', file, (error as Error).message));
  }
}
