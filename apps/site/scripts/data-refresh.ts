/**
 * `pnpm --filter @node-downloads/site run data:refresh`: refreshes the committed release data
 * snapshot from the live sources, then the pinned tool versions (`tools.json`) where their source answers. Mirrors: RELEASE_DATA_INDEX_URL, RELEASE_DATA_SCHEDULE_URL,
 * RELEASE_DATA_ADVISORIES_URL; RELEASE_DATA_TIMEOUT_MS sets the time allowed (default 30 s);
 * RELEASE_DATA_DIR writes somewhere other than release-core's data folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_URLS, refreshData, urlsFromEnvironment } from './refresh-data';
import { refreshToolVersions } from './refresh-tools';

const defaultDataDir = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@node-downloads/release-core/package.json'))),
  'data',
);
const dataDir = process.env.RELEASE_DATA_DIR ? path.resolve(process.env.RELEASE_DATA_DIR) : defaultDataDir;
const timeout = process.env.RELEASE_DATA_TIMEOUT_MS ? Number(process.env.RELEASE_DATA_TIMEOUT_MS) : undefined;
if (timeout !== undefined && (!Number.isFinite(timeout) || timeout <= 0)) {
  console.error(`RELEASE_DATA_TIMEOUT_MS must be a positive number of milliseconds, got "${process.env.RELEASE_DATA_TIMEOUT_MS}"`);
  process.exit(2);
}
const urls = { ...DEFAULT_DATA_URLS, ...urlsFromEnvironment(process.env) };
console.log(`Fetching release data:\n  dist index  ${urls.index}\n  schedule    ${urls.schedule}\n  advisories  ${urls.advisories}`);

try {
  const result = await refreshData({ fetch: globalThis.fetch, urls, dataDir, timeoutMs: timeout });
  console.log(
    `Snapshot replaced in ${dataDir}: ${result.releases} releases in ${result.lines} lines (newest ${result.newest}), ${result.advisories} advisories.`,
  );
} catch (error) {
  console.error(`Data refresh failed; the snapshot in ${dataDir} is unchanged.`);
  console.error(`Reason: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The tools' pinned versions are refreshed where their source answers; the others keep theirs.
for (const result of await refreshToolVersions({ fetch: globalThis.fetch, dataDir, timeoutMs: timeout })) {
  if (result.outcome === 'kept') {
    console.warn(`${result.tool}: kept ${result.version}: ${result.source} ${result.why}`);
  } else {
    console.log(`${result.tool}: ${result.outcome === 'updated' ? `${result.previous} → ${result.version}` : `${result.version} (unchanged)`} from ${result.source}`);
  }
}
