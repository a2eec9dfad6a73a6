/**
 * The files of a release the dist index lists, by the rule `buildReleases` gives its releases: its
 * own `files`, or, when the index lists it without them (the newest releases of a partial
 * snapshot), those of the newest older release of the same line that has a list, since a line's
 * platform set does not change between its releases in practice. What `downloadUrl` answers from
 * with an index, so it answers for every release the download pages offer.
 */
import { releaseLineOf } from './releases';
import type { DistIndexEntry } from './types';
import { compareVersions, readVersion } from './version';

/** A listed release's files: its own (`filesDerived` false), an older sibling's, or none known (empty, derived). */
export type ListedFiles = { files: readonly string[]; filesDerived: boolean; filesDerivedFrom?: string | undefined };

/**
 * The files of `entry`, one of `index`'s releases (see the file's comment for the rule).
 * @example
 * listedFiles(v26_13_0, distIndex) // → { files: [… v26.7.0's tokens], filesDerived: true, filesDerivedFrom: 'v26.7.0' }
 */
export function listedFiles(entry: DistIndexEntry, index: readonly DistIndexEntry[]): ListedFiles {
  if (entry.files !== undefined) {
    return { files: entry.files, filesDerived: false };
  }
  const version = readVersion(entry.version);
  const line = releaseLineOf(entry.version);
  let source: { entry: DistIndexEntry; version: ReturnType<typeof readVersion> } | undefined;
  for (const candidate of index) {
    if (candidate.files === undefined || releaseLineOf(candidate.version) !== line) {
      continue;
    }
    const parsed = readVersion(candidate.version);
    if (compareVersions(parsed, version) < 0 && (source === undefined || compareVersions(parsed, source.version) > 0)) {
      source = { entry: candidate, version: parsed };
    }
  }
  return source === undefined ? { files: [], filesDerived: true } : { files: source.entry.files ?? [], filesDerived: true, filesDerivedFrom: source.entry.version };
}
