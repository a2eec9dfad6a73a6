/**
 * The files of one release the dist index lists, by the rule of `inherited-files.ts` that
 * `buildReleases` gives its releases too: what `downloadUrl` answers from with an index, so it
 * answers for every release the download pages offer.
 */
import { inheritFiles, type ListedFiles } from './inherited-files';
import { releaseLineOf } from './releases';
import type { DistIndexEntry } from './types';
import { compareVersions, readVersion } from './version';

export type { ListedFiles } from './inherited-files';

/**
 * The files of `entry`, one of `index`'s releases: its own, or those of the newest older release
 * of its line that has a list.
 * @example
 * listedFiles(v26_13_0, distIndex) // → { files: [… v26.7.0's tokens], filesDerived: true, filesDerivedFrom: 'v26.7.0' }
 */
export function listedFiles(entry: DistIndexEntry, index: readonly DistIndexEntry[]): ListedFiles {
  if (entry.files !== undefined) {
    return { files: entry.files, filesDerived: false };
  }
  const version = readVersion(entry.version);
  const line = releaseLineOf(entry.version);
  const olderInLine = index
    .filter((candidate) => releaseLineOf(candidate.version) === line)
    .map((candidate) => ({ candidate, parsed: readVersion(candidate.version) }))
    .filter(({ parsed }) => compareVersions(parsed, version) < 0)
    .sort((a, b) => compareVersions(a.parsed, b.parsed))
    .map(({ candidate }) => ({ version: candidate.version, files: candidate.files }));
  return inheritFiles([...olderInLine, { version: entry.version, files: undefined }]).at(-1)!;
}
