/**
 * `site:rollback`: serves an earlier release again, its configuration included. Every release is a
 * folder of its own, so after the switch every answer is the earlier release's, byte for byte: a
 * page only the later release had answers 404, and no compressed sibling of it survives.
 */
import path from 'node:path';
import { DeployError, listReleases, namedIds, switchCurrent } from './store';

/** The outcome of a rollback: the release served before and the one served now. */
export type RollbackResult = { from: string; to: string };

/**
 * Switches `DIR/current` to release `to`, or to the release before the current one. Exits 2
 * (a {@link DeployError} naming the releases that exist) when there is no such release, and
 * switches nothing.
 */
export function rollback(options: { root: string; to?: string | undefined }): RollbackResult {
  const root = path.resolve(options.root);
  const { ids, current } = listReleases(root);
  if (current === undefined) {
    throw new DeployError(`No release is served from ${root} (no ${path.join(root, 'current')}); releases: ${namedIds(ids)}.`);
  }
  let to: string;
  if (options.to !== undefined) {
    if (!ids.includes(options.to)) {
      throw new DeployError(`No release ${options.to} in ${root}; releases: ${namedIds(ids, current)}. Nothing switched.`);
    }
    if (options.to === current) {
      throw new DeployError(`Release ${options.to} is already served; releases: ${namedIds(ids, current)}. Nothing switched.`);
    }
    to = options.to;
  } else {
    const index = ids.indexOf(current);
    if (index <= 0) {
      throw new DeployError(`No release before ${current} in ${root} to roll back to; releases: ${namedIds(ids, current)}. Nothing switched.`);
    }
    to = ids[index - 1]!;
  }
  switchCurrent(root, to);
  return { from: current, to };
}
