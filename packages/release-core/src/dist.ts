/** The distribution server: its base URL and the folder of each release. */
import { readVersion } from './version';
import { expectArray, expectObject, expectOptions, expectStringOrNumber } from './arguments';

/** Where release files are published. */
export const DIST_BASE_URL = 'https://nodejs.org/dist/';
/** Options of the distribution URL builders. */
export type DistOptions = {
  /**
   * Base URL of the distribution server, ending with a slash.
   * @defaultValue DIST_BASE_URL
   */
  distBaseUrl?: string | undefined;
};

/** The keys of {@link DistOptions}: any other key of an options object is refused by name. */
export const DIST_OPTION_KEYS = ['distBaseUrl'] as const;

/**
 * The folder of a release on the distribution server.
 * @example
 * releaseFolderUrl('22.1.0') // → 'https://nodejs.org/dist/v22.1.0/'
 */
export function releaseFolderUrl(version: string, options: DistOptions = {}): string {
  expectOptions('releaseFolderUrl', 'options', options, DIST_OPTION_KEYS);
  return folderOf(version, options.distBaseUrl);
}

/** {@link releaseFolderUrl} for the library's own calls, which pass their options' base alone. */
export function folderOf(version: string, distBaseUrl: string | undefined): string {
  return `${withSlash(distBaseUrl ?? DIST_BASE_URL)}v${readVersion(version).version}/`;
}

/**
 * The distribution server's stable folder of a release line, which always holds the line's newest
 * release: `latest-v22.x/` from v4 on, `latest-v0.10.x/` and `latest-v0.12.x/` for the two v0.x
 * lines that have one. `undefined` for lines without such a folder (v0.1 to v0.8, and v1 to v3,
 * whose io.js releases are not on this server). Accepts a line name (`v22`, `v0.12`) or a major.
 * The folder only exists once the line has a stable release: see {@link latestFolder}.
 * @example
 * latestFolderUrl('v22') // → 'https://nodejs.org/dist/latest-v22.x/'
 * latestFolderUrl('v0.12') // → 'https://nodejs.org/dist/latest-v0.12.x/'
 * latestFolderUrl('v0.8') // → undefined
 */
export function latestFolderUrl(line: string | number, options: DistOptions = {}): string | undefined {
  expectStringOrNumber('latestFolderUrl', 'line', line);
  expectOptions('latestFolderUrl', 'options', options, DIST_OPTION_KEYS);
  const name = latestFolderName(line);
  return name === undefined ? undefined : `${withSlash(options.distBaseUrl ?? DIST_BASE_URL)}${name}/`;
}

function latestFolderName(line: string | number): string | undefined {
  const match = typeof line === 'number' ? [String(line), String(line), undefined] : /^v?(\d+)(?:\.(\d+))?$/.exec(line);
  if (!match) {
    return undefined;
  }
  const major = Number(match[1]);
  const minor = match[2] === undefined ? undefined : Number(match[2]);
  if (major === 0) {
    return minor === 10 || minor === 12 ? `latest-v0.${minor}.x` : undefined;
  }
  return Number.isSafeInteger(major) && major >= 4 && minor === undefined ? `latest-v${major}.x` : undefined;
}

/** A line's stable folder and the release its names point at. */
export type LatestFolder = {
  /** Folder name on the distribution server, such as `latest-v22.x`. */
  name: string;
  url: string;
  /** The release the folder holds: the line's newest stable release, with a leading `v`. */
  versionWithPrefix: string;
};

/**
 * The stable `latest-v{major}.x` folder of a release line, with the release it currently holds
 * (the newest stable release; prereleases never get there). `undefined` when the line has no such
 * folder or no stable release yet (a line with only alphas).
 * @example
 * latestFolder({ line: 'v22', minorVersions: [{ versionWithPrefix: 'v22.23.2' }, …] })
 * // → { name: 'latest-v22.x', url: 'https://nodejs.org/dist/latest-v22.x/', versionWithPrefix: 'v22.23.2' }
 */
export function latestFolder(
  release: { line: string; minorVersions: readonly { versionWithPrefix: string }[] },
  options: DistOptions = {},
): LatestFolder | undefined {
  expectObject('latestFolder', 'release', release);
  expectArray('latestFolder', 'release.minorVersions', release.minorVersions);
  expectOptions('latestFolder', 'options', options);
  const url = latestFolderUrl(release.line, options);
  const newestStable = release.minorVersions.find((minor) => readVersion(minor.versionWithPrefix).prerelease.length === 0);
  if (url === undefined || newestStable === undefined) {
    return undefined;
  }
  return { name: latestFolderName(release.line)!, url, versionWithPrefix: newestStable.versionWithPrefix };
}

/** The base URL with exactly one trailing slash. */
export function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
