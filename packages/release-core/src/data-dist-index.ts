/**
 * The embedded dist index alone (`@node-downloads/release-core/data/dist-index`): every release
 * of `data/dist-index.json`, validated with `parseDistIndex` when this module loads and deeply
 * frozen. For code that needs only the releases (version pickers, links, alias lookups without
 * statuses): it neither reads nor validates the schedule and advisories, so a bundle that imports
 * it carries the index alone. `@node-downloads/release-core/data` takes its `distIndex` from
 * here, so loading both validates the index once and they share one frozen array.
 *
 * @packageDocumentation
 */

import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import { deepFreeze } from './freeze';
import { parseDistIndex } from './schemas';
import { SNAPSHOT_FILES } from './snapshot';
import type { DistIndexEntry } from './types';

/**
 * Every release of the snapshot (872), newest version first as upstream sorts them: element 0 is
 * a v27 alpha, so pick lines with `buildReleases`, not by position.
 * @example
 * distIndex.find((entry) => entry.version === 'v22.1.0')?.date // → '2024-05-02'
 */
export const distIndex: readonly DistIndexEntry[] = deepFreeze(parseDistIndex(distIndexJson, SNAPSHOT_FILES.index));
