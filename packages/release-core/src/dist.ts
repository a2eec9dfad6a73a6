/** The distribution server: its base URL and the folder of each release. */
import { toSemVer } from './version';

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

/**
 * The folder of a release on the distribution server.
 * @example
 * releaseFolderUrl('22.1.0') // → 'https://nodejs.org/dist/v22.1.0/'
 */
export function releaseFolderUrl(version: string, options: DistOptions = {}): string {
  return `${withSlash(options.distBaseUrl ?? DIST_BASE_URL)}v${toSemVer(version).version}/`;
}

/** The base URL with exactly one trailing slash. */
export function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
