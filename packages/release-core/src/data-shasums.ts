/**
 * The repository's checksum lists (`data/shasums.json`) for release-core's own tests and
 * benchmarks: SHA-256 of every file of 642 releases, as their signed `SHASUMS256.txt` lists them.
 * Not part of the published package (neither an entry nor in `files`): npm users get the lists from
 * `@node-downloads/release-shasums`, built from this same file. Here they are also checked against
 * the dist index (`checkReleaseData`: every version they name is a release of the index), the
 * snapshot's consistency rule, and deeply frozen.
 */

import shasumsJson from '../data/shasums.json' with { type: 'json' };
import { distIndex, schedule } from './data';
import { deepFreeze } from './freeze';
import { parseShasums } from './shasums-schema';
import { checkReleaseData, SNAPSHOT_FILES } from './snapshot';
import type { Shasums } from './types';

function validated(): Shasums {
  const parsed = parseShasums(shasumsJson, SNAPSHOT_FILES.shasums);
  checkReleaseData({ index: distIndex, schedule, shasums: parsed });
  return parsed;
}

/**
 * The repository's published SHA-256 checksums of 642 releases, version → file name → digest.
 * @example
 * Object.keys(shasums['v26.7.0'] ?? {}).includes('node-v26.7.0-linux-x64.tar.xz') // → true
 */
export const shasums: Shasums = deepFreeze(validated());
