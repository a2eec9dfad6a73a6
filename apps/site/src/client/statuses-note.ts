/**
 * Loaded by the download page once it is idle: shows the note of `statuses-stale.ts` when the
 * page is read on or after the day a line changes phase.
 */
import { noteStaleStatuses } from './statuses-stale';

noteStaleStatuses(document, new Date());
