/** Release lines built from the committed snapshot at fixed dates, shared by tests and benches. */
import { distIndex, schedule } from '../src/data';
import { buildReleases } from '../src/releases';

/** 2026-11-22: v26 Active LTS, v24 and v22 Maintenance LTS, v27 Pending, no Current line. */
export const NOV_2026 = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T12:00:00Z') });
/** 2026-06-15: v26 is the Current line. */
export const JUNE_2026 = buildReleases({ index: distIndex, schedule, now: new Date('2026-06-15T12:00:00Z') });
