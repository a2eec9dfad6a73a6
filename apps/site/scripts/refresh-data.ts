/**
 * Refreshes the release data snapshot: fetches the live dist index, release schedule and security
 * advisories, validates them with release-core (each file's schema as it arrives, then the files
 * as they will be written, together with the checksums kept in the folder, by `parseSnapshot`:
 * the rule the site build applies to a data folder), and only then replaces `dist-index.json`,
 * `schedule.json` and `vulnerabilities.json` in release-core's `data/` folder. On any failure the
 * old files stay as they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildReleases,
  type DistIndexEntry,
  parseSnapshot,
  type ReleaseData,
  SNAPSHOT_FILES as RELEASE_CORE_FILES,
} from '@node-downloads/release-core';
import { DEFAULT_DATA_URLS, type FetchFunction, fetchReleaseData } from '@node-downloads/release-core/node';

/** Environment variables that point the refresh at mirrors. */
export const DATA_URL_VARIABLES = {
  index: 'RELEASE_DATA_INDEX_URL',
  schedule: 'RELEASE_DATA_SCHEDULE_URL',
  advisories: 'RELEASE_DATA_ADVISORIES_URL',
} as const;

/** The snapshot files the refresh replaces (the checksums file is kept as it is). */
export const SNAPSHOT_FILES = {
  index: RELEASE_CORE_FILES.index,
  schedule: RELEASE_CORE_FILES.schedule,
  advisories: RELEASE_CORE_FILES.advisories,
} as const;

export type RefreshOptions = {
  fetch: FetchFunction;
  dataDir: string;
  urls?: Partial<Record<keyof typeof DATA_URL_VARIABLES, string>>;
  timeoutMs?: number;
  now?: Date;
};

export type RefreshResult = { releases: number; lines: number; advisories: number; newest: string };

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

const INDEX_KEY_ORDER = ['version', 'date', 'files', 'npm', 'v8', 'uv', 'zlib', 'openssl', 'modules', 'lts', 'security'] as const;

/** The dist index in the layout upstream uses: one compact object per line. */
export function serializeDistIndex(index: readonly DistIndexEntry[]): string {
  const lines = index.map((entry) => {
    const ordered: Record<string, unknown> = {};
    for (const key of INDEX_KEY_ORDER) {
      if (entry[key] !== undefined) {
        ordered[key] = entry[key];
      }
    }
    return JSON.stringify(ordered);
  });
  return `[\n${lines.join(',\n')}\n]\n`;
}

function serializeAll(data: ReleaseData): Record<keyof typeof SNAPSHOT_FILES, string> {
  return {
    index: serializeDistIndex(data.index),
    schedule: `${JSON.stringify(data.schedule, null, 2)}\n`,
    advisories: `${JSON.stringify(data.advisories, null, 2)}\n`,
  };
}

/**
 * Fetches, validates, and replaces the snapshot files. Throws (leaving every file untouched) when
 * a file cannot be fetched in time, is not JSON, fails validation, or cannot build release lines.
 */
export async function refreshData(options: RefreshOptions): Promise<RefreshResult> {
  const urls = { ...DEFAULT_DATA_URLS, ...options.urls };
  const data = await fetchReleaseData({ fetch: options.fetch, urls, timeoutMs: options.timeoutMs });
  const texts = serializeAll(data);
  // The snapshot as it will be on disk must pass the build's own check of a data folder.
  const shasumsPath = path.join(options.dataDir, RELEASE_CORE_FILES.shasums);
  const shasums = fs.existsSync(shasumsPath) ? fs.readFileSync(shasumsPath, 'utf8') : '{}';
  parseSnapshot({ ...texts, shasums }, { ...urls, shasums: shasumsPath });
  const releases = buildReleases({ index: data.index, schedule: data.schedule, now: options.now ?? new Date() });
  if (releases.length === 0) {
    throw new Error('The fetched dist index has no releases.');
  }
  const written: { temporary: string; target: string }[] = [];
  try {
    for (const key of Object.keys(SNAPSHOT_FILES) as (keyof typeof SNAPSHOT_FILES)[]) {
      const target = path.join(options.dataDir, SNAPSHOT_FILES[key]);
      const temporary = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, texts[key]);
      written.push({ temporary, target });
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
  return {
    releases: data.index.length,
    lines: releases.length,
    advisories: data.advisories.length,
    newest: data.index.map((entry) => entry.date).sort().at(-1) ?? '',
  };
}

export { DEFAULT_DATA_URLS };
