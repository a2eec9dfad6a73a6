import { describe, expect, it } from 'vitest';
import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { DataValidationError } from './errors';
import { DEFAULT_DATA_URLS, FetchError, type FetchFunction, type FetchResponse, fetchReleaseData } from './node';

/** The advisories as the security working group publishes them: an object keyed by id. */
const liveAdvisories = Object.fromEntries(
  (advisoriesJson as Record<string, unknown>[]).map(({ id, nswg, ...record }) => [id, record]),
);

const liveBodies: Record<string, string> = {
  [DEFAULT_DATA_URLS.index]: JSON.stringify(distIndexJson),
  [DEFAULT_DATA_URLS.schedule]: JSON.stringify(scheduleJson),
  [DEFAULT_DATA_URLS.advisories]: JSON.stringify(liveAdvisories),
};

function ok(body: string): FetchResponse {
  return { ok: true, status: 200, statusText: 'OK', text: async () => body };
}

/** A fetch that serves the real data, except where `override` answers differently. */
function fakeFetch(
  override: (url: string, signal: AbortSignal) => Promise<FetchResponse> | undefined = () => undefined,
): { fetch: FetchFunction; requested: string[]; signals: AbortSignal[] } {
  const requested: string[] = [];
  const signals: AbortSignal[] = [];
  const fetch: FetchFunction = (url, { signal }) => {
    requested.push(url);
    signals.push(signal);
    const body = liveBodies[url];
    return override(url, signal) ?? (body === undefined ? Promise.resolve(notFound()) : Promise.resolve(ok(body)));
  };
  return { fetch, requested, signals };
}

function notFound(): FetchResponse {
  return { ok: false, status: 404, statusText: 'Not Found', text: async () => 'not found' };
}

/** A request that never answers unless aborted, like a stalled connection. */
function stalled(signal: AbortSignal): Promise<FetchResponse> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason));
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the fetch to fail, but it returned data');
}

describe('fetchReleaseData', () => {
  it('fetches the three official files and returns them validated, advisories as a list with ids', async () => {
    const { fetch, requested } = fakeFetch();
    const data = await fetchReleaseData({ fetch });
    expect(requested.toSorted()).toEqual(Object.values(DEFAULT_DATA_URLS).toSorted());
    expect(data.index).toHaveLength(872);
    expect(data.schedule['v26']?.codename).toBe('Lithium');
    expect(data.advisories).toHaveLength(194);
    expect(data.advisories.at(-1)).toMatchObject({ id: '194', severity: 'medium' });
  });

  it('fetches from a mirror for the files it replaces', async () => {
    const mirror = 'https://mirror.example/dist/index.json';
    const { fetch, requested } = fakeFetch((url) =>
      url === mirror ? Promise.resolve(ok(JSON.stringify(distIndexJson))) : undefined,
    );
    const data = await fetchReleaseData({ fetch, urls: { index: mirror } });
    expect(requested).toContain(mirror);
    expect(requested).not.toContain(DEFAULT_DATA_URLS.index);
    expect(data.index).toHaveLength(872);
  });

  it('fails with HTTP_STATUS naming the file and status, and cancels the other requests', async () => {
    const { fetch, signals } = fakeFetch((url, signal) =>
      url === DEFAULT_DATA_URLS.schedule
        ? Promise.resolve({ ok: false, status: 503, statusText: 'Service Unavailable', text: async () => '' })
        : url === DEFAULT_DATA_URLS.advisories
          ? stalled(signal)
          : undefined,
    );
    const error = await failure(fetchReleaseData({ fetch }));
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 503, url: DEFAULT_DATA_URLS.schedule });
    expect((error as Error).message).toBe(`${DEFAULT_DATA_URLS.schedule}: HTTP 503 Service Unavailable`);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('fails with FETCH_FAILED when the request itself fails, keeping the cause', async () => {
    const cause = new TypeError('getaddrinfo ENOTFOUND');
    const { fetch } = fakeFetch((url) => (url === DEFAULT_DATA_URLS.index ? Promise.reject(cause) : undefined));
    const error = await failure(fetchReleaseData({ fetch }));
    expect(error).toMatchObject({ code: 'FETCH_FAILED', url: DEFAULT_DATA_URLS.index, cause });
    expect((error as Error).message).toContain('getaddrinfo ENOTFOUND');
  });

  it('fails with FETCH_FAILED when the body cannot be read', async () => {
    const { fetch } = fakeFetch((url) =>
      url === DEFAULT_DATA_URLS.advisories
        ? Promise.resolve({
            ok: true,
            status: 200,
            text: () => Promise.reject(new Error('connection reset')),
          })
        : undefined,
    );
    expect(await failure(fetchReleaseData({ fetch }))).toMatchObject({
      code: 'FETCH_FAILED',
      url: DEFAULT_DATA_URLS.advisories,
    });
  });

  it('refuses a truncated file as invalid JSON, naming its URL', async () => {
    const truncated = JSON.stringify(distIndexJson).slice(0, 5000);
    const { fetch } = fakeFetch((url) => (url === DEFAULT_DATA_URLS.index ? Promise.resolve(ok(truncated)) : undefined));
    const error = await failure(fetchReleaseData({ fetch }));
    expect(error).toBeInstanceOf(DataValidationError);
    expect(error).toMatchObject({ file: DEFAULT_DATA_URLS.index, record: 'document', field: '(json)' });
    expect((error as Error).message).toMatch(/is not valid JSON at position \d+ \(line 1, column \d+\): .* \(5000 characters\)/);
  });

  it('refuses an invalid record, naming the URL, the advisory and the field', async () => {
    const broken = structuredClone(liveAdvisories) as Record<string, Record<string, unknown>>;
    (broken['194'] as Record<string, unknown>)['vulnerable'] = 'twenty-two';
    const { fetch } = fakeFetch((url) =>
      url === DEFAULT_DATA_URLS.advisories ? Promise.resolve(ok(JSON.stringify(broken))) : undefined,
    );
    const error = await failure(fetchReleaseData({ fetch }));
    expect(error).toBeInstanceOf(DataValidationError);
    expect(error).toMatchObject({ file: DEFAULT_DATA_URLS.advisories, record: 'NSWG-COR-194', field: 'vulnerable' });
  });

  it('gives up with TIMEOUT naming the file that did not answer, and aborts its request', async () => {
    const { fetch, signals } = fakeFetch((url, signal) => (url === DEFAULT_DATA_URLS.index ? stalled(signal) : undefined));
    const error = await failure(fetchReleaseData({ fetch, timeoutMs: 20 }));
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ code: 'TIMEOUT', url: DEFAULT_DATA_URLS.index });
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('times out even when the fetch function ignores the abort signal', async () => {
    const { fetch } = fakeFetch((url) => (url === DEFAULT_DATA_URLS.schedule ? new Promise(() => {}) : undefined));
    expect(await failure(fetchReleaseData({ fetch, timeoutMs: 20 }))).toMatchObject({
      code: 'TIMEOUT',
      url: DEFAULT_DATA_URLS.schedule,
    });
  });

  it('refuses a time limit that is not a positive number before fetching anything', async () => {
    for (const timeoutMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const { fetch, requested } = fakeFetch();
      expect(await failure(fetchReleaseData({ fetch, timeoutMs }))).toMatchObject({ code: 'INVALID_OPTION' });
      expect(requested).toEqual([]);
    }
  });
});
