/**
 * `@node-downloads/release-core/node`: what needs a Node.js-like runtime rather than a page — the
 * live refresh of the release data (`fetchReleaseData`, given a `fetch`), current data with the
 * embedded snapshot as fallback and an optional cache on disk (`loadReleaseData`), and the command
 * line's program (`main`, with `loadShasums`), so scripts can run `node-release` without a process.
 * The library itself (`@node-downloads/release-core`) stays free of both.
 *
 * @packageDocumentation
 */
export {
  DEFAULT_DATA_URLS,
  DEFAULT_FETCH_TIMEOUT_MS,
  FetchError,
  fetchReleaseData,
  type DataUrls,
  type FetchErrorCode,
  type FetchFunction,
  type FetchResponse,
} from './fetch';
export {
  DEFAULT_LIVE_TIMEOUT_MS,
  RELEASE_DATA_CACHE_FILE,
  RELEASE_DATA_CACHE_TTL_MS,
  ReleaseDataCacheError,
  loadReleaseData,
  mirrorIndexUrl,
  type LoadReleaseDataOptions,
  type LoadedReleaseData,
  type ReleaseDataCacheErrorCode,
  type ReleaseDataSource,
} from './release-data';
export { RecentFailureError, SOURCE_FAILURE_FILE, SOURCE_FAILURE_RETRY_MS } from './source-failures';
export { defaultCacheDir, loadShasums, main, SHASUMS_PACKAGE, type CliEnvironment, type CliIo } from './cli/main';
