/**
 * The checksum lists of a whole line, as the download page's file check loads them when a file is
 * chosen: the line's file of the JSON API (`/api/v{major}.json`, one request), each release with
 * its files' SHA-256, checked before use.
 */
import { apiLinePath } from '../api/paths';
import { expectLineFile, fetchLineJson, isRecord, LineDataError } from '../about/line-data';
import type { ChecksumList } from './match-digest';

const DIGEST = /^[0-9a-f]{64}$/;

/**
 * The releases' checksum lists of a line's API file, newest first.
 * @throws LineDataError naming the first release or file that is not what the API documents.
 */
export function checksumListsOf(input: unknown, line: string): ChecksumList[] {
  const value = expectLineFile(input, line);
  if (!Array.isArray(value.releases)) {
    throw new LineDataError(line, { kind: 'field', field: 'releases' });
  }
  return value.releases.map((release: unknown, index): ChecksumList => {
    if (!isRecord(release) || typeof release.version !== 'string' || !Array.isArray(release.files)) {
      throw new LineDataError(line, { kind: 'field', field: `releases[${index}].files` });
    }
    const files: Record<string, string | null> = {};
    for (const [at, file] of release.files.entries()) {
      const sha256 = isRecord(file) ? file.sha256 : undefined;
      if (!isRecord(file) || typeof file.name !== 'string' || !(sha256 === null || (typeof sha256 === 'string' && DIGEST.test(sha256)))) {
        throw new LineDataError(line, { kind: 'field', field: `releases[${index}].files[${at}]` });
      }
      files[file.name] = sha256;
    }
    return { version: release.version, files };
  });
}

/**
 * Fetches and checks the checksum lists of `line`.
 * @throws LineDataError when the request fails or the answer is not the line's file.
 */
export async function fetchLineChecksums(line: string, fetcher: typeof fetch = globalThis.fetch): Promise<ChecksumList[]> {
  return checksumListsOf(await fetchLineJson(apiLinePath(line), line, fetcher), line);
}
