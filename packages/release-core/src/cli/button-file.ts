/**
 * The file a download page's button offers, as `url` prints it and `verify` checks it.
 */
import type { Artifact } from '../artifacts';
import { NoSuchFileError } from '../errors';
import { offeredFile } from '../plan';
import type { LineRelease, OperatingSystem, Platform, Shasums } from '../types';
import { assertAvailable } from '../urls';
import { osName } from './options';
import { SHASUMS_PACKAGE } from './shasums';

/** A file's name and address, `derived` when the naming rules give it rather than the release data. */
export type ButtonFile = Pick<Artifact, 'fileName' | 'url'> & { derived: boolean };

/**
 * The file the download page's button offers, by the download plan's rule (`offeredFile`), with
 * the published file names when the checksum lists are installed; a release listed without files
 * gets the file the naming rules expect, marked `derived`. The reason when there is none.
 */
export function buttonFile(
  minor: LineRelease,
  os: OperatingSystem,
  platform: Platform,
  kind: 'installer' | 'binary',
  shasums: Shasums | undefined,
): ButtonFile {
  assertAvailable(os, platform, minor.version);
  const offer = offeredFile(minor, os, platform, kind, { shasums });
  switch (offer.state) {
    case 'file': {
      // Files of a neighbouring release (the release is listed without its own): derived by rule.
      const derived = minor.filesDerived && shasums?.[minor.versionWithPrefix] === undefined;
      return { fileName: offer.artifact.fileName, url: offer.artifact.url, derived };
    }
    case 'expected': {
      return { fileName: offer.artifact.fileName, url: offer.artifact.url, derived: true };
    }
    case 'none': {
      const lists = shasums === undefined ? ` in the dist index's file tokens (install ${SHASUMS_PACKAGE} to look in the published checksum lists)` : '';
      throw new NoSuchFileError(`${minor.versionWithPrefix} has no ${kind} for ${osName(os)} ${platform}${lists}`);
    }
    default: {
      return offer satisfies never;
    }
  }
}
