/**
 * `pnpm data:refresh` (from the repository's root, so the exit code arrives unchanged): refreshes
 * the committed release data snapshot from the live sources. Exit codes: 0 the snapshot is current
 * (replaced, or already what the sources say), 1 a source failed (nothing written), 2 a bad
 * setting. Mirrors: RELEASE_DATA_INDEX_URL, RELEASE_DATA_SCHEDULE_URL, RELEASE_DATA_ADVISORIES_URL,
 * RELEASE_DATA_SHASUMS_URL (a template with `{version}`); RELEASE_DATA_TIMEOUT_MS sets the time
 * allowed (default 30 s); RELEASE_DATA_DIR writes somewhere other than release-core's data folder.
 * A release whose checksum list answers 404 keeps its checksums unknown, with a warning. Then the
 * pinned tool versions (`tools.json`) are refreshed where their source answers; a source that fails
 * or names no version keeps the previous one with a warning (a `::warning::` annotation under
 * GitHub Actions) naming the tool, its source and why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { warningLine } from '../lib/warning';
import { DEFAULT_DATA_DIR } from './read-snapshot';
import { DEFAULT_DATA_URLS, refreshData, urlsFromEnvironment } from './refresh-snapshot';
import { defaultShasumsUrl, VERSION_PLACEHOLDER } from './refresh-shasums';
import { refreshToolVersions } from './refresh-tools';

function badSetting(message: string): never {
  console.error(message);
  process.exit(2);
}

const dataDir = process.env.RELEASE_DATA_DIR ? path.resolve(process.env.RELEASE_DATA_DIR) : DEFAULT_DATA_DIR;
if (!fs.existsSync(dataDir)) {
  badSetting(`RELEASE_DATA_DIR names no folder: ${dataDir}`);
}
const timeout = process.env.RELEASE_DATA_TIMEOUT_MS ? Number(process.env.RELEASE_DATA_TIMEOUT_MS) : undefined;
if (timeout !== undefined && (!Number.isFinite(timeout) || timeout <= 0)) {
  badSetting(`RELEASE_DATA_TIMEOUT_MS must be a positive number of milliseconds, got "${process.env.RELEASE_DATA_TIMEOUT_MS}"`);
}
const mirrors = urlsFromEnvironment(process.env);
for (const [key, value] of Object.entries(mirrors)) {
  if (!URL.canParse(value)) {
    badSetting(`The ${key} mirror is not a URL: "${value}"`);
  }
}
if (mirrors.shasums !== undefined && !mirrors.shasums.includes(VERSION_PLACEHOLDER)) {
  badSetting(`RELEASE_DATA_SHASUMS_URL must hold ${VERSION_PLACEHOLDER}, got "${mirrors.shasums}"`);
}
const urls = { ...DEFAULT_DATA_URLS, ...mirrors };
const shasums = urls.shasums ?? defaultShasumsUrl(urls.index);
console.log(
  `Fetching release data:\n  dist index  ${urls.index}\n  schedule    ${urls.schedule}\n  advisories  ${urls.advisories}\n  checksums   ${shasums}`,
);

try {
  const result = await refreshData({ fetch: globalThis.fetch, urls: { ...urls, shasums }, dataDir, timeoutMs: timeout });
  const summary = `${result.releases} releases in ${result.lines} lines (newest ${result.newest}), ${result.advisories} advisories, ${result.checksums} checksum lists fetched`;
  console.log(result.changed ? `Snapshot replaced in ${dataDir}: ${summary}.` : `Snapshot unchanged in ${dataDir} (the sources say what it says): ${summary}.`);
  for (const { version, url } of result.missingChecksums) {
    console.log(warningLine(`${version}: checksums unknown`, `${url} answered 404 (not published yet); ${version} keeps its checksums unknown until a later refresh finds the list`));
  }
} catch (error) {
  console.error(`Data refresh failed; every file in ${dataDir} is unchanged.`);
  console.error(`Reason: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The tools' pinned versions are refreshed where their source answers; one that does not keeps its
// pin, never silently: the warning is an annotation on the workflow run.
for (const result of await refreshToolVersions({ fetch: globalThis.fetch, dataDir, timeoutMs: timeout })) {
  if (result.outcome === 'kept') {
    console.log(warningLine(`${result.tool}: pin ${result.version} kept, not checked`, `${result.source} ${result.why}; ${result.tool} stays at ${result.version} until its source answers`));
  } else {
    console.log(`${result.tool}: ${result.outcome === 'updated' ? `${result.previous} → ${result.version}` : `${result.version} (unchanged)`} from ${result.source}`);
  }
}
