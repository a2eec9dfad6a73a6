import { describe, expect, it } from 'vitest';
import { testSite } from '../../test/site-pages';
import { apiLine } from '../api/releases-api';
import { fetchLine, LineDataError, lineVulnerabilities, parseApiLine, toReleaseDetails } from './line-data';

const v20 = JSON.parse(JSON.stringify(apiLine(testSite.releases.find((release) => release.line === 'v20')!, testSite))) as unknown;
const answer = (body: string, status = 200) => async () => new Response(body, { status });

describe('the details of a line, loaded from its API file', () => {
  it('turns the real v20 file into the release details and advisories the dialogs show', async () => {
    const line = await fetchLine('v20', answer(JSON.stringify(v20)));
    const details = toReleaseDetails(line);
    expect(details).toMatchObject({ line: 'v20', codename: 'Iron', status: 'End-of-life', currentStart: '2023-04-17' });
    expect(details.minorVersions[0]?.versionWithPrefix).toBe('v20.20.2');
    const { known, unknown } = lineVulnerabilities(line);
    expect(known.length + unknown.length).toBe(testSite.vulnerabilities.get('v20')!.length);
    expect(known.every((vulnerability) => vulnerability.severity !== 'unknown')).toBe(true);
  });

  it.each([
    ['a 404', answer('not found', 404), 'The details of v20 could not be loaded: the server answered 404.'],
    ['a 500', answer('oops', 500), 'The details of v20 could not be loaded: the server answered 500.'],
    ['truncated JSON', answer(JSON.stringify(v20).slice(0, 200)), 'The details of v20 could not be loaded: the answer is not valid JSON.'],
    ['another line', answer(JSON.stringify({ ...(v20 as object), line: 'v22' })), 'the answer is the file of "v22"'],
    [
      'a release without docs',
      answer(JSON.stringify({ ...(v20 as object), releases: [{ version: 'v20.0.0', date: '2023-04-18' }] })),
      'its field releases[0].npm is missing or not what the API documents',
    ],
    [
      'a failed request',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'the request failed',
    ],
  ])('%s: a LineDataError naming the line and why', async (_name, fetcher, message) => {
    const error = await fetchLine('v20', fetcher as typeof fetch).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LineDataError);
    expect((error as LineDataError).message).toContain(message);
  });

  it('refuses an answer that is not an object', () => {
    expect(() => parseApiLine([], 'v20')).toThrow('the answer is not a JSON object');
  });
});
