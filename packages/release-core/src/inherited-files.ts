/**
 * The one rule for a release the dist index lists without its `files` (the newest releases of a
 * partial snapshot): it takes the list of the newest older release of the same line that has one,
 * since a line's platform set does not change between its releases in practice. When no older
 * release of the line has a list (the first alphas of a new line), its files are unknown: an empty
 * list marked derived, never a claim that nothing was published. `buildReleases` and
 * `downloadUrl` both answer by it.
 */

/** A release's files: its own (`filesDerived` false), an older sibling's, or none known (empty, derived). */
export type ListedFiles = { files: readonly string[]; filesDerived: boolean; filesDerivedFrom?: string | undefined };

/** One release of a line as the rule reads it: its version (`v26.7.0`) and its own list, if the index gives one. */
export type OwnFiles = { version: string; files: readonly string[] | undefined };

/**
 * The files of each release of one line, given oldest first, in the same order.
 * @example
 * inheritFiles([{ version: 'v26.7.0', files: ['linux-x64'] }, { version: 'v26.13.0', files: undefined }])
 * // → [{ files: ['linux-x64'], filesDerived: false }, { files: ['linux-x64'], filesDerived: true, filesDerivedFrom: 'v26.7.0' }]
 */
export function inheritFiles(oldestFirst: readonly OwnFiles[]): ListedFiles[] {
  let source: { files: readonly string[]; version: string } | undefined;
  return oldestFirst.map(({ version, files }): ListedFiles => {
    if (files !== undefined) {
      source = { files, version };
      return { files, filesDerived: false };
    }
    return source === undefined ? { files: [], filesDerived: true } : { files: source.files, filesDerived: true, filesDerivedFrom: source.version };
  });
}
