/**
 * `@node-downloads/release-shasums`: the published checksum lists of Node.js releases, SHA-256 of
 * every file of 642 releases as their signed `SHASUMS256.txt` lists them. A package of its own
 * because the lists are 22,843 digests (2.2 MB of JSON) that no encoding shrinks:
 * only code that lists a release's files with their digests (release-core's `releaseArtifacts`,
 * `verifyCommands`, the `node-release verify` command) needs them.
 *
 * The repository keeps one copy of the lists, with the rest of the data snapshot in release-core's
 * `data/` folder (the data refresh and the site build read that folder whole); the build copies
 * the file to `dist/shasums.json`, which the built entries import (ES modules) or require
 * (CommonJS), so the package carries it once. Validated with release-core's `parseShasums` when
 * this module loads and deeply frozen.
 *
 * @packageDocumentation
 */

import { parseShasums, SNAPSHOT_FILES, type Shasums } from '@node-downloads/release-core';
import shasumsJson from '../../release-core/data/shasums.json' with { type: 'json' };

function frozen(lists: Shasums): Shasums {
  for (const files of Object.values(lists)) {
    Object.freeze(files);
  }
  return Object.freeze(lists);
}

/**
 * Published SHA-256 checksums of 642 releases (v0.10.41 to v26.7.0), version → file name →
 * digest, newest version first. A version it does not name has no published list here: pass the
 * lists anyway, release-core then falls back to the dist index's file tokens.
 * @example
 * shasums['v22.1.0']?.['node-v22.1.0.pkg']?.length // → 64
 */
export const shasums: Shasums = frozen(parseShasums(shasumsJson, SNAPSHOT_FILES.shasums));
