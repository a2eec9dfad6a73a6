/**
 * The embedded release schedule alone, deeply frozen (`@node-downloads/release-core/data/schedule`):
 * what a page or bundle needs, with `distIndex` of `/data/dist-index`, to answer `lts/*`, `current`
 * or a line's status without the advisories (a third of the embedded data). The `/data` entry's
 * `schedule` is this one, and the command line reads it when an answer needs the release lines but
 * not the advisories (every command but `audit`, from the embedded data).
 *
 * @packageDocumentation
 */
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import { deepFreeze } from './freeze';
import type { Schedule } from './types';

/**
 * The committed schedule, keyed by line (`v0.8` … `v27`); checked when the package is built
 * (tsup.config.ts) and by data.test.ts.
 * @example
 * import { distIndex } from '@node-downloads/release-core/data/dist-index';
 * import { schedule } from '@node-downloads/release-core/data/schedule';
 * resolveVersion('lts/*', { index: distIndex, schedule, now: new Date() }).minor.versionWithPrefix // → 'v26.13.0'
 */
export const schedule: Schedule = deepFreeze(scheduleJson as unknown as Schedule);
