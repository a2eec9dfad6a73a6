// The changelog lines `changeset version` writes (the `changelog` option of .changeset/config.json):
// each changeset's summary as it was written, for its users, with no commit hash; and, for a
// dependent whose range on another package of the workspace had to move, what it now requires
// ("Requires `@node-downloads/release-core` `^2.0.0`"), instead of changesets' "Updated
// dependencies". changesets files those lines under "Patch Changes" whatever the release's level;
// `tooling/scripts/changelog-levels.mjs`, run right after, moves them to the release's own level.

/** One changeset's entry: its summary, later lines indented under the first. */
export async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.split('\n').map((line) => line.trimEnd());
  return [`- ${first}`, ...rest.map((line) => (line === '' ? '' : `  ${line}`))].join('\n');
}

/**
 * The packages of the workspace this one depends on that were released too: a breaking-level
 * release (major) moved the range out of the old one, so the dependent now requires it.
 */
export async function getDependencyReleaseLine(_changesets, dependenciesUpdated) {
  return dependenciesUpdated
    .map((dependency) =>
      dependency.type === 'major'
        ? `- Requires \`${dependency.name}\` \`^${dependency.newVersion}\` (its ${dependency.newVersion} release; the earlier major versions no longer satisfy it).`
        : `- Released with \`${dependency.name}\` ${dependency.newVersion}.`,
    )
    .join('\n');
}

export default { getReleaseLine, getDependencyReleaseLine };
