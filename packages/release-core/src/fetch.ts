/**
 * Fetching fresh release data: the live dist index, release schedule and security advisories,
 * validated with the same schemas as the embedded snapshot. All or nothing: either every file
 * arrives and passes validation, or a typed error says which one failed and why.
 */

// Through the library's entry: the /node build keeps it external, so it holds no second copy.
import { InvalidArgumentError, ReleaseCoreError } from './errors';
import { parseAdvisories, parseDistIndex, parseSchedule } from './schemas';
import { parseJsonText } from './snapshot';
import type { ReleaseData } from './types';

/** Where each data file is fetched from. Mirrors can replace any of them. */
export type DataUrls = { index: string; schedule: string; advisories: string };

/**
 * The official locations of the three data files.
 * @example
 * fetchReleaseData({ fetch, urls: { ...DEFAULT_DATA_URLS, index: 'https://mirror.example/dist/index.json' } })
 */
export const DEFAULT_DATA_URLS: Readonly<DataUrls> = {
  index: 'https://nodejs.org/dist/index.json',
  schedule: 'https://raw.githubusercontent.com/nodejs/Release/main/schedule.json',
  advisories: 'https://raw.githubusercontent.com/nodejs/security-wg/main/vuln/core/index.json',
};

/** The part of a fetch response release-core reads. The platform `Response` fits. */
export type FetchResponse = {
  ok: boolean;
  status: number;
  statusText?: string | undefined;
  text(): Promise<string>;
};

/** A fetch function: the platform `fetch` fits, and so does any function of the same shape. */
export type FetchFunction = (url: string, init: { signal: AbortSignal }) => Promise<FetchResponse>;

/** How a fetch failed: no response, no response in time, or a response with an error status. */
export type FetchErrorCode = 'FETCH_FAILED' | 'TIMEOUT' | 'HTTP_STATUS';

/**
 * A data file could not be fetched. `url` names it; `status` is the HTTP status for
 * `HTTP_STATUS`; `cause` holds the underlying error for `FETCH_FAILED`.
 * @example
 * new FetchError({ code: 'HTTP_STATUS', url: 'https://nodejs.org/dist/index.json', status: 503, message: 'HTTP 503 Service Unavailable' })
 */
export class FetchError extends ReleaseCoreError {
  declare readonly code: FetchErrorCode;
  readonly url: string;
  readonly status: number | undefined;

  constructor(input: { code: FetchErrorCode; url: string; message: string; status?: number; cause?: unknown }) {
    super(input.code, `${input.url}: ${input.message}`);
    this.url = input.url;
    this.status = input.status;
    if (input.cause !== undefined) {
      this.cause = input.cause;
    }
  }
}

/** Default time allowed for all three files together, in milliseconds. */
export const DEFAULT_FETCH_TIMEOUT_MS = 30_000;

async function fetchJson(fetch: FetchFunction, url: string, signal: AbortSignal): Promise<unknown> {
  let response: FetchResponse;
  let body: string;
  try {
    response = await fetch(url, { signal });
    if (!response.ok) {
      const statusText = response.statusText ? ` ${response.statusText}` : '';
      throw new FetchError({
        code: 'HTTP_STATUS',
        url,
        status: response.status,
        message: `HTTP ${response.status}${statusText}`,
      });
    }
    body = await response.text();
  } catch (error) {
    if (error instanceof FetchError) {
      throw error;
    }
    throw new FetchError({ code: 'FETCH_FAILED', url, message: `request failed: ${reason(error)}`, cause: error });
  }
  return parseJsonText(body, url);
}

/**
 * Refuses a key an options object does not have, by name: a misspelled `urls.idx` would otherwise
 * leave the default address in place. Absent is fine unless `required`; a key whose value is
 * `undefined` counts as left out. Used by this entry's functions (`fetchReleaseData`,
 * `loadReleaseData`), which do not import the library's own argument checks (this entry holds
 * no second copy of the library's modules).
 */
export function refuseUnknownKeys(where: string, argument: string, value: unknown, known: readonly string[], required = false): void {
  if (value === undefined && !required) {
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidArgumentError(where, argument, 'must be an object');
  }
  for (const [key, entry] of Object.entries(value)) {
    if (!known.includes(key) && entry !== undefined) {
      throw new InvalidArgumentError(where, `${argument}.${key}`, `is not an option of ${argument} (expected ${known.join(', ')})`);
    }
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Fetches the dist index, the release schedule and the security advisories in parallel and
 * validates them with {@link parseDistIndex}, {@link parseSchedule} and {@link parseAdvisories}
 * (errors name the URL as the file). The live advisories file, an object keyed by id, comes back
 * as the array of records the snapshot uses. Never returns partial data: the first failure aborts
 * the other requests and throws a {@link FetchError} (`FETCH_FAILED`, `TIMEOUT` after
 * `timeoutMs` for all three together, `HTTP_STATUS`) or a {@link DataValidationError} (invalid
 * JSON or records). A `timeoutMs` that is not a positive number is refused with a
 * {@link ReleaseCoreError} of code `INVALID_OPTION` before anything is fetched, and a key of
 * `options` or `urls` it does not know (`urls: { idx }`) with an `InvalidArgumentError` naming it.
 * @example
 * const { index, schedule, advisories } = await fetchReleaseData({ fetch: globalThis.fetch });
 * buildReleases({ index, schedule, now: new Date() });
 */
export async function fetchReleaseData(options: {
  fetch: FetchFunction;
  urls?: Partial<DataUrls> | undefined;
  /** @defaultValue DEFAULT_FETCH_TIMEOUT_MS */
  timeoutMs?: number | undefined;
}): Promise<ReleaseData> {
  if (typeof options !== 'object' || options === null) {
    throw new InvalidArgumentError('fetchReleaseData', 'options', 'must be an object with a fetch function');
  }
  refuseUnknownKeys('fetchReleaseData', 'options', options, ['fetch', 'urls', 'timeoutMs']);
  refuseUnknownKeys('fetchReleaseData', 'options.urls', options.urls, Object.keys(DEFAULT_DATA_URLS));
  if (typeof options.fetch !== 'function') {
    throw new InvalidArgumentError('fetchReleaseData', 'options.fetch', 'must be a fetch function');
  }
  const urls: DataUrls = { ...DEFAULT_DATA_URLS, ...options.urls };
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    throw new ReleaseCoreError(
      'INVALID_OPTION',
      `timeoutMs must be a positive number of milliseconds (got ${String(timeoutMs)})`,
    );
  }
  const controller = new AbortController();
  const unanswered = new Set([urls.index, urls.schedule, urls.advisories]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new FetchError({
        code: 'TIMEOUT',
        url: [...unanswered].join(', '),
        message: `no complete answer within ${timeoutMs} ms`,
      });
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const load = async <Data>(url: string, parse: (json: unknown, file: string) => Data): Promise<Data> => {
    try {
      const json = await fetchJson(options.fetch, url, controller.signal);
      unanswered.delete(url);
      return parse(json, url);
    } catch (error) {
      controller.abort(error);
      throw error;
    }
  };
  try {
    const [index, schedule, advisories] = await Promise.race([
      Promise.all([
        load(urls.index, parseDistIndex),
        load(urls.schedule, parseSchedule),
        load(urls.advisories, parseAdvisories),
      ]),
      timeout,
    ]);
    return { index, schedule, advisories };
  } finally {
    clearTimeout(timer);
  }
}
