/**
 * The published checksum lists, from `@node-downloads/release-shasums`, an optional peer
 * dependency of release-core loaded when a command needs it: with it, `url` picks files from the
 * published lists and `verify` works; without it, `url` picks from the dist index's file tokens
 * and `verify` exits 1 naming the package to install.
 */
import type { Shasums } from '../types';

/** The package of the published checksum lists, an optional peer dependency of release-core. */
export const SHASUMS_PACKAGE = '@node-downloads/release-shasums';

/**
 * The published checksum lists when `@node-downloads/release-shasums` is installed, else
 * `undefined`. Any other failure to load them (a broken install, lists that do not validate) is
 * thrown, not taken for a missing package.
 */
export async function loadShasums(
  load: (specifier: string) => Promise<unknown> = (specifier) => import(specifier),
): Promise<Shasums | undefined> {
  try {
    return ((await load(SHASUMS_PACKAGE)) as { shasums: Shasums }).shasums;
  } catch (error) {
    // Node names the package it could not find in quotes; a package the lists import is another one.
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ERR_MODULE_NOT_FOUND' && message.includes(`'${SHASUMS_PACKAGE}'`)) {
      return undefined;
    }
    throw error;
  }
}
