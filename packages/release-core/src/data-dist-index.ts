/**
 * The embedded dist index alone (`@node-downloads/release-core/data/dist-index`): every release
 * of `data/dist-index.json`, deeply frozen. The file is validated with `parseDistIndex` when the
 * package is built and by its tests (`parseDistIndex` returns it unchanged), not each time this
 * module loads, so importing it costs the JSON parse and little more. For code that needs only the releases (version pickers, links, alias lookups without
 * statuses): it neither reads the schedule nor the advisories, so a bundle that imports it carries
 * the index alone. `@node-downloads/release-core/data` takes its `distIndex` from here, so loading
 * both reads the index once and they share one frozen array. Data that arrives from elsewhere (a
 * fetch, a data folder) is still validated: `fetchReleaseData`, `parseSnapshot`.
 *
 * @packageDocumentation
 */

import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import { deepFreeze } from './freeze';
import type { DistIndexEntry } from './types';

/**
 * Every release of the snapshot (872), newest version first as upstream sorts them: element 0 is
 * a v27 alpha, so pick lines with `buildReleases`, not by position.
 * @example
 * distIndex.find((entry) => entry.version === 'v22.1.0')?.date // → '2024-05-02'
 */
// Checked when the package is built (tsup.config.ts) and by data.test.ts: what parseDistIndex returns for it.
export const distIndex: readonly DistIndexEntry[] = deepFreeze(distIndexJson as unknown as DistIndexEntry[]);
