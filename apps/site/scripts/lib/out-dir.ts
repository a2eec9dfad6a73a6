/**
 * Where the built site is: SITE_OUT_DIR when set, else `dist/`. The build writes there, and every
 * tool that reads the build (serve, e2e, Lighthouse, link, no-JavaScript and budget checks) reads
 * from there.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site package's folder. */
export const SITE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The default build output. */
export const DEFAULT_OUT_DIR = path.join(SITE_ROOT, 'dist');

/** The build output named by SITE_OUT_DIR (resolved from the working folder), else `dist/`. */
export function outDirFromEnvironment(env: NodeJS.ProcessEnv): string {
  const value = env.SITE_OUT_DIR?.trim();
  return value ? path.resolve(value) : DEFAULT_OUT_DIR;
}
