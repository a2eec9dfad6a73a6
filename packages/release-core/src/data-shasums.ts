/**
 * The published checksum lists of the embedded snapshot
 * (`@node-downloads/release-core/data/shasums`): SHA-256 of every file of 642 releases, as their
 * signed `SHASUMS256.txt` lists them. A separate entry from `/data` because it is most of the
 * snapshot's weight (2.2 MB of JSON): only code that lists a release's files with their digests
 * (`releaseArtifacts`, `verifyCommands`) needs it. Validated against the dist index when this
 * module loads (`checkReleaseData`: every version it names is a release of the index) and deeply
 * frozen.
 */

import shasumsJson from '../data/shasums.json' with { type: 'json' };
import { distIndex, schedule } from './data';
import { deepFreeze } from './freeze';
import { parseShasums } from './schemas';
import { checkReleaseData, SNAPSHOT_FILES } from './snapshot';
import type { Shasums } from './types';

function validated(): Shasums {
  const parsed = parseShasums(shasumsJson, SNAPSHOT_FILES.shasums);
  checkReleaseData({ index: distIndex, schedule, shasums: parsed });
  return parsed;
}

/**
 * Published SHA-256 checksums of 642 releases, version → file name → digest.
 * @example
 * Object.keys(shasums['v26.7.0'] ?? {}).includes('node-v26.7.0-linux-x64.tar.xz') // → true
 */
export const shasums: Shasums = deepFreeze(validated());
