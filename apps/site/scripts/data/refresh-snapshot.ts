/**
 * Refreshes the release data snapshot: fetches the live dist index, release schedule and security
 * advisories, and the `SHASUMS256.txt` of every release the checksums lack; validates them with
 * release-core (each file's schema as it arrives, then the files as they will be written by
 * `parseSnapshot`: the rule the site build applies to a data folder), and only then replaces the
 * four data files, `PROVENANCE.md` and `dist-index.sources.json` in release-core's `data/` folder.
 * A release or advisory dated after the day it runs is refused (`refresh-dates.ts`). On any
 * failure, and when nothing changed, every file stays as it was.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildReleases,
  type DistIndexEntry,
  parseJsonText,
  parseShasums,
  parseSnapshot,
  SNAPSHOT_FILES as RELEASE_CORE_FILES,
  type Shasums,
} from '@node-downloads/release-core';
import {
  DEFAULT_DATA_URLS,
  DEFAULT_FETCH_TIMEOUT_MS,
  type FetchFunction,
  fetchReleaseData,
} from '@node-downloads/release-core/node';
import { refuseFutureDates } from './refresh-dates';
import { PROVENANCE_FILES, provenanceText, type RefreshRecord } from './refresh-provenance';
import { defaultShasumsUrl, fetchShasumsLists, releasesLackingLists } from './refresh-shasums';

/** Environment variables that point the refresh at mirrors. */
export const DATA_URL_VARIABLES = {
  index: 'RELEASE_DATA_INDEX_URL',
  schedule: 'RELEASE_DATA_SCHEDULE_URL',
  advisories: 'RELEASE_DATA_ADVISORIES_URL',
  shasums: 'RELEASE_DATA_SHASUMS_URL',
} as const;

export type RefreshOptions = {
  fetch: FetchFunction;
  dataDir: string;
  urls?: Partial<Record<keyof typeof DATA_URL_VARIABLES, string>>;
  timeoutMs?: number;
  now?: Date;
};

/**
 * What a refresh did: the counts of what it fetched, how many checksum lists it added, and
 * whether any file changed (`false`: the sources said what the snapshot says, nothing written).
 */
export type RefreshResult = {
  releases: number;
  lines: number;
  advisories: number;
  newest: string;
  checksums: number;
  /** Releases whose checksum list the server does not have yet (404): their checksums stay unknown. */
  missingChecksums: { version: string; url: string }[];
  changed: boolean;
};

/** Reads mirror URLs from the environment (unset variables keep the official locations). */
export function urlsFromEnvironment(env: NodeJS.ProcessEnv): Partial<Record<keyof typeof DATA_URL_VARIABLES, string>> {
  const urls: Partial<Record<keyof typeof DATA_URL_VARIABLES, string>> = {};
  for (const [key, variable] of Object.entries(DATA_URL_VARIABLES) as [keyof typeof DATA_URL_VARIABLES, string][]) {
    const value = env[variable]?.trim();
    if (value) {
      urls[key] = value;
    }
  }
  return urls;
}

const INDEX_KEY_ORDER = ['version', 'date', 'files', 'npm', 'v8', 'uv', 'zlib', 'openssl', 'modules', 'lts', 'security'];

/**
 * The dist index in the layout upstream uses: one compact object per line, its keys in upstream's
 * order, then any key upstream adds later in the order it gives them. No field is left out.
 */
export function serializeDistIndex(index: readonly object[]): string {
  const lines = index.map((entry) => {
    const record = entry as Record<string, unknown>;
    const ordered: Record<string, unknown> = {};
    for (const key of [...INDEX_KEY_ORDER, ...Object.keys(record)]) {
      if (record[key] !== undefined && !(key in ordered)) {
        ordered[key] = record[key];
      }
    }
    return JSON.stringify(ordered);
  });
  return `[\n${lines.join(',\n')}\n]\n`;
}

/**
 * The advisories as the snapshot keeps them: an array of the source's records, each with its `id`
 * first and then every field of the source in the source's order (the live file is an object
 * keyed by id; an array is kept as it is).
 */
export function serializeAdvisories(json: unknown): string {
  const records = Array.isArray(json)
    ? json
    : Object.entries(json as Record<string, Record<string, unknown>>).map(([id, record]) => {
        const { id: _ignored, ...rest } = record;
        return { id, ...rest };
      });
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** The checksum lists, one release a line, in the order of the index (newest first). */
export function serializeShasums(shasums: Shasums, index: readonly DistIndexEntry[]): string {
  const position = new Map(index.map((entry, at) => [entry.version, at]));
  const versions = Object.keys(shasums).sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  return `{\n${versions.map((version) => `${JSON.stringify(version)}:${JSON.stringify(shasums[version])}`).join(',\n')}\n}\n`;
}

/** A fetch that keeps the text of every response it gave, by URL. */
function recordingFetch(fetch: FetchFunction): { fetch: FetchFunction; bodies: Map<string, string> } {
  const bodies = new Map<string, string>();
  return {
    bodies,
    fetch: async (url, init) => {
      const response = await fetch(url, init);
      return {
        ok: response.ok,
        status: response.status,
        statusText: response.statusText,
        text: async () => {
          const text = await response.text();
          bodies.set(url, text);
          return text;
        },
      };
    },
  };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Fetches, validates, and replaces the snapshot files. Throws (leaving every file untouched) when
 * a file cannot be fetched in time, is not JSON, fails validation, or cannot build release lines.
 * The files are written from the sources' own text, so every field is kept and sources that did
 * not change leave every byte of the folder as it was (nothing is written then).
 */
export async function refreshData(options: RefreshOptions): Promise<RefreshResult> {
  // The three JSON sources go to release-core's fetch, which refuses any other key; the checksum
  // lists' address is this refresh's own.
  const { shasums: shasumsUrl, ...sourceUrls } = options.urls ?? {};
  const urls = { ...DEFAULT_DATA_URLS, ...sourceUrls };
  const shasumsTemplate = shasumsUrl ?? defaultShasumsUrl(urls.index);
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const now = options.now ?? new Date();
  const recorder = recordingFetch(options.fetch);
  const data = await fetchReleaseData({ fetch: recorder.fetch, urls, timeoutMs });
  const raw = (url: string): unknown => JSON.parse(recorder.bodies.get(url) ?? 'null');
  refuseFutureDates({ index: data.index, advisories: raw(urls.advisories), now, urls });
  const shasumsPath = path.join(options.dataDir, RELEASE_CORE_FILES.shasums);
  const oldShasums = fs.existsSync(shasumsPath) ? fs.readFileSync(shasumsPath, 'utf8') : '{}\n';
  const kept = parseShasums(parseJsonText(oldShasums, shasumsPath), shasumsPath);
  const lacking = releasesLackingLists(data.index, kept);
  const { lists: fetched, missing } = await fetchShasumsLists({
    fetch: options.fetch,
    entries: lacking,
    template: shasumsTemplate,
    index: data.index,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const shasums = { ...kept, ...fetched };
  const texts: Record<keyof typeof RELEASE_CORE_FILES, string> = {
    index: serializeDistIndex(raw(urls.index) as object[]),
    schedule: `${JSON.stringify(raw(urls.schedule), null, 2)}\n`,
    advisories: serializeAdvisories(raw(urls.advisories)),
    shasums: Object.keys(fetched).length === 0 ? oldShasums : serializeShasums(shasums, data.index),
  };
  // The snapshot as it will be on disk must pass the build's own check of a data folder.
  parseSnapshot(texts, { ...urls, shasums: shasumsPath });
  const releases = buildReleases({ index: data.index, schedule: data.schedule, now });
  if (releases.length === 0) {
    throw new Error('The fetched dist index has no releases.');
  }
  const result = {
    releases: data.index.length,
    lines: releases.length,
    advisories: data.advisories.length,
    newest: data.index.map((entry) => entry.date).sort().at(-1) ?? '',
    checksums: Object.keys(fetched).length,
    missingChecksums: missing,
  };
  const parts = Object.keys(RELEASE_CORE_FILES) as (keyof typeof RELEASE_CORE_FILES)[];
  const unchanged = parts.every((part) => {
    const target = path.join(options.dataDir, RELEASE_CORE_FILES[part]);
    return fs.existsSync(target) && fs.readFileSync(target, 'utf8') === texts[part];
  });
  if (unchanged) {
    return { ...result, changed: false };
  }
  const record: RefreshRecord = {
    refreshed: now.toISOString(),
    index: { url: urls.index, sha256: sha256(recorder.bodies.get(urls.index) ?? ''), releases: result.releases, newest: data.index[0]?.version ?? '' },
    schedule: { url: urls.schedule, sha256: sha256(recorder.bodies.get(urls.schedule) ?? ''), lines: Object.keys(data.schedule).length },
    advisories: { url: urls.advisories, sha256: sha256(recorder.bodies.get(urls.advisories) ?? ''), advisories: result.advisories },
    shasums: { url: shasumsTemplate, releases: Object.keys(shasums).length, fetched: lacking.filter((entry) => fetched[entry.version] !== undefined).map((entry) => entry.version) },
  };
  const files: Record<string, string> = Object.fromEntries(parts.map((part) => [RELEASE_CORE_FILES[part], texts[part]]));
  files[PROVENANCE_FILES.sources] = `${JSON.stringify(record, null, 2)}\n`;
  files[PROVENANCE_FILES.provenance] = provenanceText(record);
  replaceFiles(options.dataDir, files);
  return { ...result, changed: true };
}

/** Writes every file beside its target first, then renames them all; on a failed write, none is replaced. */
function replaceFiles(dir: string, files: Record<string, string>): void {
  const written: { temporary: string; target: string }[] = [];
  try {
    for (const [name, text] of Object.entries(files)) {
      const target = path.join(dir, name);
      const temporary = `${target}.${process.pid}.tmp`;
      written.push({ temporary, target });
      fs.writeFileSync(temporary, text);
    }
  } catch (error) {
    for (const { temporary } of written) {
      fs.rmSync(temporary, { force: true });
    }
    throw error;
  }
  for (const { temporary, target } of written) {
    fs.renameSync(temporary, target);
  }
}

export { DEFAULT_DATA_URLS };
