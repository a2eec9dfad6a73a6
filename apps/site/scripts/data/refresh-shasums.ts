/**
 * The checksum part of the data refresh: which releases need their published SHA-256 list, where
 * each list is read from, and the parse and checks of a `SHASUMS256.txt` before it joins the
 * snapshot. A list the server does not have (404) leaves the release's checksums unknown; a list
 * that does not parse, names another release's file, or names a file whose dist
 * index token the release does not list is a `DataValidationError` naming the list's URL, the
 * release and the line or file.
 */
import {
  DataValidationError,
  type DistIndexEntry,
  inferredFileNames,
  parseShasums,
  parseVersion,
  type Shasums,
  tokenFileNames,
  type Version,
} from '@node-downloads/release-core';
import { FetchError, type FetchFunction } from '@node-downloads/release-core/node';

/** The placeholder a checksum URL template holds for the version, without its `v`. */
export const VERSION_PLACEHOLDER = '{version}';

/**
 * Where the distribution server keeps a release's list: beside the index, in the release's folder
 * (`<folder of the index URL>/v{version}/SHASUMS256.txt`).
 */
export function defaultShasumsUrl(indexUrl: string): string {
  return `${new URL('.', indexUrl).href}v${VERSION_PLACEHOLDER}/SHASUMS256.txt`;
}

/** The URL of one release's list from a template holding {@link VERSION_PLACEHOLDER}. */
export function shasumsUrlFor(template: string, version: string): string {
  return template.replaceAll(VERSION_PLACEHOLDER, version.replace(/^v/, ''));
}

/**
 * The releases whose list the refresh fetches: those of the index without one in the snapshot,
 * released on or after the oldest release that has one. Releases older than that (the v0.x lines
 * before the first list the snapshot keeps) stay outside the snapshot's checksums, as before.
 */
export function releasesLackingLists(index: readonly DistIndexEntry[], shasums: Shasums): DistIndexEntry[] {
  const listed = index.filter((entry) => shasums[entry.version] !== undefined).map((entry) => entry.date);
  // ISO days sort as text.
  const from = listed.sort()[0] ?? '';
  return index.filter((entry) => shasums[entry.version] === undefined && entry.date >= from);
}

const LIST_LINE = /^([0-9a-f]{64}) {2}(\S+)$/;

function versionOf(entry: DistIndexEntry): Version {
  return { ...parseVersion(entry.version), version: entry.version.replace(/^v/, '') };
}

/**
 * Parses the text of one release's `SHASUMS256.txt` (lines of a 64-digit lowercase SHA-256, two
 * spaces and a file name) and checks it against the release's dist index entry: every name that
 * carries a version carries this one, and a name that stands for a dist index token (by
 * release-core's file-name rules, over the tokens `knownTokens` holds) is one of a token the
 * release lists, when the entry lists its files (from v4 on: the v0.x index leaves out tokens its
 * own lists have).
 */
export function parseShasumsList(
  text: string,
  entry: DistIndexEntry,
  url: string,
  knownTokens: ReadonlySet<string>,
): Record<string, string> {
  const digests: Record<string, string> = {};
  const lines = text.split('\n');
  for (const [position, raw] of lines.entries()) {
    const line = raw.replace(/\r$/, '');
    if (line === '' && position === lines.length - 1) {
      continue;
    }
    const match = LIST_LINE.exec(line);
    if (match === null) {
      throw new DataValidationError({
        file: url,
        record: entry.version,
        field: `line ${position + 1}`,
        message: `is not "<64 lowercase hex digits>  <file name>" (got ${JSON.stringify(line.slice(0, 80))})`,
      });
    }
    digests[match[2]!] = match[1]!;
  }
  if (Object.keys(digests).length === 0) {
    throw new DataValidationError({ file: url, record: entry.version, field: '(document)', message: 'lists no file' });
  }
  const checked = parseShasums({ [entry.version]: digests }, url)[entry.version]!;
  const version = versionOf(entry);
  const own = new Set((entry.files ?? []).flatMap((token) => [...tokenFileNames(token, version), ...inferredFileNames(token, version)]));
  const tokenNames = new Set(
    [...knownTokens].flatMap((token) => [...tokenFileNames(token, version), ...inferredFileNames(token, version)]),
  );
  // The v0.x index leaves tokens out that its lists have (the x64 .msi of v0.10 and v0.12).
  const checkTokens = entry.files !== undefined && version.major > 0;
  const ownName = new RegExp(`node-v${version.version.replaceAll('.', '\\.')}(?:[-.]|$)`);
  for (const name of Object.keys(checked)) {
    if (name.includes('node-v') && !ownName.test(name)) {
      throw new DataValidationError({ file: url, record: entry.version, field: name, message: `is not a file of ${entry.version}` });
    }
    if (checkTokens && tokenNames.has(name) && !own.has(name)) {
      throw new DataValidationError({
        file: url,
        record: entry.version,
        field: name,
        message: `names a file the dist index does not list for ${entry.version} (its files: ${(entry.files ?? []).join(', ')})`,
      });
    }
  }
  return checked;
}

/** The lists a refresh fetched, and the releases whose list the server does not have (404). */
export type FetchedLists = {
  lists: Record<string, Record<string, string>>;
  missing: { version: string; url: string }[];
};

/**
 * Fetches and checks the lists of `entries`, a few at a time, within `signal`'s time. A list the
 * server answers 404 for (a prerelease, a release published minutes ago) is not there yet: the
 * release keeps its checksums unknown and is named in `missing`, and the next refresh asks again.
 * Fails on the first list that cannot be fetched otherwise (a `FetchError` with its URL and
 * status) or does not pass its checks.
 */
export async function fetchShasumsLists(options: {
  fetch: FetchFunction;
  entries: readonly DistIndexEntry[];
  template: string;
  index: readonly DistIndexEntry[];
  signal: AbortSignal;
}): Promise<FetchedLists> {
  const knownTokens = new Set(options.index.flatMap((entry) => entry.files ?? []));
  const lists: Record<string, Record<string, string>> = {};
  const missing: FetchedLists['missing'] = [];
  const queue = [...options.entries];
  const worker = async (): Promise<void> => {
    for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
      const url = shasumsUrlFor(options.template, entry.version);
      let text: string;
      try {
        const response = await options.fetch(url, { signal: options.signal });
        if (response.status === 404) {
          missing.push({ version: entry.version, url });
          continue;
        }
        if (!response.ok) {
          const statusText = response.statusText ? ` ${response.statusText}` : '';
          throw new FetchError({ code: 'HTTP_STATUS', url, status: response.status, message: `HTTP ${response.status}${statusText}` });
        }
        text = await response.text();
      } catch (error) {
        if (error instanceof FetchError) {
          throw error;
        }
        const code = options.signal.aborted ? 'TIMEOUT' : 'FETCH_FAILED';
        throw new FetchError({ code, url, message: `request failed: ${error instanceof Error ? error.message : String(error)}`, cause: error });
      }
      lists[entry.version] = parseShasumsList(text, entry, url, knownTokens);
    }
  };
  await Promise.all(Array.from({ length: Math.min(6, queue.length) }, worker));
  // In the index's order (newest first), whichever request answered first.
  const order = new Map(options.entries.map((entry, at) => [entry.version, at]));
  missing.sort((a, b) => (order.get(a.version) ?? 0) - (order.get(b.version) ?? 0));
  return { lists, missing };
}
