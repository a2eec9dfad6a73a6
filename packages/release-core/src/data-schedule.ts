/**
 * The embedded release schedule alone, deeply frozen: the `/data` entry's `schedule`, and what the
 * command line reads when an answer needs the release lines but not the advisories (every command
 * but `audit`, from the embedded data). Internal: no `exports` entry names it.
 */
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import { deepFreeze } from './freeze';
import type { Schedule } from './types';

/** The committed schedule; checked when the package is built (tsup.config.ts) and by data.test.ts. */
export const schedule: Schedule = deepFreeze(scheduleJson as unknown as Schedule);
