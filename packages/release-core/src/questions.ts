/**
 * One-line answers to the common questions about a release — is it end-of-life, is it vulnerable
 * — on a given day, from release data the caller passes: the embedded `snapshot` of
 * `@node-downloads/release-core/data`, or `data` of `loadReleaseData` for current answers.
 */
import { expectDate, expectKnownKeys, expectObject } from './arguments';
import { createAuditor } from './audit';
import { listedRelease } from './listed-release';
import { releaseStatus } from './release-status';
import { buildReleases, releaseLineOf } from './releases';
import type { AdvisoryRecord, DistIndexEntry, OperatingSystem, Schedule } from './types';

/** Release data the questions read: the embedded `snapshot`, or `data` of `loadReleaseData`. */
export type QuestionData = { index: readonly DistIndexEntry[]; schedule: Schedule; advisories: readonly AdvisoryRecord[] };

/**
 * Whether the line of a release is end-of-life on the UTC day of `now`, by the schedule of the
 * data (lines older than the schedule, v0.1 to v0.6, are). Throws an `UnlistedReleaseError` for a
 * version the data does not list: `NEWER_THAN_DATA` (newer data may list it) or `NOT_A_RELEASE`;
 * an `InvalidArgumentError` for an option it does not know, named.
 * @example
 * import { isEndOfLife } from '@node-downloads/release-core';
 * import { snapshot } from '@node-downloads/release-core/data';
 *
 * isEndOfLife('v20.11.0', { data: snapshot, now: new Date('2026-11-22') }) // → true (v20 ended 2026-04-30)
 * isEndOfLife('v24.11.1', { data: snapshot, now: new Date('2026-11-22') }) // → false
 */
export function isEndOfLife(version: string, options: { data: Pick<QuestionData, 'index' | 'schedule'>; now: Date }): boolean {
  expectObject('isEndOfLife', 'options', options);
  expectKnownKeys('isEndOfLife', 'options', options, ['data', 'now']);
  expectObject('isEndOfLife', 'options.data', options.data);
  expectDate('isEndOfLife', 'options.now', options.now);
  const entry = listedRelease(version, options.data.index);
  const scheduled = options.data.schedule[releaseLineOf(entry.version)];
  // A line the schedule does not have is older than it (a newer one fails validation): ended.
  return scheduled === undefined || releaseStatus(scheduled, options.now) === 'End-of-life';
}

/**
 * Whether a release is vulnerable on the UTC day of `now`, as `node-release audit` and the
 * security team's `is-my-node-vulnerable` decide it: an advisory of the data affects it on `os`
 * (any system when absent), or its line is end-of-life. `createAuditor` gives the advisories, the
 * fix of each and the release to move to. Throws an `UnlistedReleaseError` for a version the data
 * does not list (`NEWER_THAN_DATA` or `NOT_A_RELEASE`), an `AuditError` for one not released yet
 * on that day, an `InvalidArgumentError` for an option it does not know, named.
 * @example
 * import { isVulnerable } from '@node-downloads/release-core';
 * import { snapshot } from '@node-downloads/release-core/data';
 *
 * isVulnerable('v20.11.0', { data: snapshot, os: 'WIN', now: new Date('2026-11-22') }) // → true
 * isVulnerable('v26.13.0', { data: snapshot, os: 'LINUX', now: new Date('2026-11-22') }) // → false
 */
export function isVulnerable(version: string, options: { data: QuestionData; os?: OperatingSystem | undefined; now: Date }): boolean {
  expectObject('isVulnerable', 'options', options);
  expectKnownKeys('isVulnerable', 'options', options, ['data', 'os', 'now']);
  expectObject('isVulnerable', 'options.data', options.data);
  expectDate('isVulnerable', 'options.now', options.now);
  const entry = listedRelease(version, options.data.index);
  const releases = buildReleases({ index: options.data.index, schedule: options.data.schedule, now: options.now });
  return createAuditor({ releases, advisories: options.data.advisories }).audit(entry.version, options.os).vulnerable;
}
