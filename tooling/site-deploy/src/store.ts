/**
 * The releases folder of a deployed site (`--root DIR`):
 *
 *   DIR/releases/<id>/site/         one build, as the server serves it
 *   DIR/releases/<id>/nginx.conf    the nginx server block generated for it (its redirects)
 *   DIR/releases/<id>/release.json  what the release command recorded (files linked, assets carried)
 *   DIR/releases/.partial-<id>/     a release being copied: never served, removed by the next release
 *   DIR/current -> releases/<id>    the release served; nginx's root and include go through it
 *
 * A release is switched to by replacing `current` with rename(2), which is atomic: a request sees
 * the old release or the new one, never a mix.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_ID_PATTERN } from '../../../apps/site/src/api/health';

/** The folder of the releases under the root. */
export const RELEASES_FOLDER = 'releases';
/** The symlink naming the release served. */
export const CURRENT_LINK = 'current';
/** Prefix of a release still being copied. */
export const PARTIAL_PREFIX = '.partial-';
/** The build's files inside a release. */
export const SITE_FOLDER = 'site';
/** The nginx server block inside a release. */
export const NGINX_FILE = 'nginx.conf';
/** The record of a release. */
export const RECORD_FILE = 'release.json';

/** Bad input or a state the command refuses to act on: exit status 2, nothing changed. */
export class DeployError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'DeployError';
  }
}

/** The releases of a root, oldest first (ids sort by build time), and the one `current` names. */
export type ReleaseList = { ids: string[]; current: string | undefined };

export function releasesDir(root: string): string {
  return path.join(root, RELEASES_FOLDER);
}

export function releaseDir(root: string, id: string): string {
  return path.join(releasesDir(root), id);
}

/** The complete releases under `root` (partial copies left out) and the one served. */
export function listReleases(root: string): ReleaseList {
  const dir = releasesDir(root);
  const ids = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && BUILD_ID_PATTERN.test(entry.name))
        .map((entry) => entry.name)
        .sort()
    : [];
  return { ids, current: currentRelease(root) };
}

/** The id of the release `DIR/current` points to, if any. */
export function currentRelease(root: string): string | undefined {
  let target: string;
  try {
    target = fs.readlinkSync(path.join(root, CURRENT_LINK));
  } catch {
    return undefined;
  }
  const id = path.basename(target);
  return BUILD_ID_PATTERN.test(id) ? id : undefined;
}

/** How a list of ids reads in a message. */
export function namedIds(ids: readonly string[], current?: string): string {
  return ids.length === 0 ? 'none' : ids.map((id) => (id === current ? `${id} (current)` : id)).join(', ');
}

/** `DIR/current`, refused (exit 2) when something other than a symlink holds the name. */
export function checkedCurrentLink(root: string): string {
  const link = path.join(root, CURRENT_LINK);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.lstatSync(link);
  } catch {
    stat = undefined;
  }
  if (stat && !stat.isSymbolicLink()) {
    throw new DeployError(`${link} is not a symbolic link: move it aside (a copy of the site made without releases), then release again.`);
  }
  return link;
}

/**
 * Points `DIR/current` at release `id`: a new symlink under a temporary name, renamed over
 * `current` (rename(2) replaces it atomically). The link is relative, so the root may move.
 */
export function switchCurrent(root: string, id: string): void {
  if (!fs.existsSync(path.join(releaseDir(root, id), SITE_FOLDER, 'index.html'))) {
    throw new DeployError(`Release ${id} has no site/index.html in ${releasesDir(root)}: not switched to.`);
  }
  const link = checkedCurrentLink(root);
  const temporary = path.join(root, `.${CURRENT_LINK}-${process.pid}-${Date.now()}`);
  fs.symlinkSync(path.join(RELEASES_FOLDER, id), temporary);
  try {
    fs.renameSync(temporary, link);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Removes the oldest releases beyond the newest `keep`, never the one served, and every partial
 * copy left by a release that failed. Returns the ids removed.
 */
export function pruneReleases(root: string, keep: number): string[] {
  const { ids, current } = listReleases(root);
  const kept = new Set(ids.slice(-keep));
  if (current) {
    kept.add(current);
  }
  const removed = ids.filter((id) => !kept.has(id));
  for (const id of removed) {
    fs.rmSync(releaseDir(root, id), { recursive: true, force: true });
  }
  return removed;
}

/** Removes the partial copies left by releases that failed half-way. */
export function removePartials(root: string): void {
  const dir = releasesDir(root);
  if (!fs.existsSync(dir)) {
    return;
  }
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith(PARTIAL_PREFIX)) {
      fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
  }
}
