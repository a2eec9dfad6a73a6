/**
 * Release lines as the site shows them, built from the dist index and the release schedule at a
 * given moment: statuses, newest releases, and every release of each line.
 */

import { inheritFiles } from './inherited-files';
import { isoDayNumber, utcDayNumber } from './days';
import { scheduleDays, statusOnDay } from './release-status';
import { DataValidationError, ReleaseCoreError } from './errors';
import { compareVersions, readVersion, type Version } from './version';
import type {
  DistIndexEntry,
  LineRelease,
  ReleaseLine,
  ReleaseStatus,
  Schedule,
} from './types';
import { expectArray, expectDate, expectKnownKeys, expectObject, expectString } from './arguments';
import { prereleaseOnlyStatus } from './alpha-phase';

type LineKey = { major: number; minor: number };

function lineKeyOf(version: Version): LineKey {
  return { major: version.major, minor: version.major === 0 ? version.minor : 0 };
}

function lineName({ major, minor }: LineKey): string {
  return major === 0 ? `v0.${minor}` : `v${major}`;
}

const LINE_PATTERN = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?$/;

function parseLine(line: string): LineKey {
  const match = LINE_PATTERN.exec(line);
  const major = Number(match?.[1]);
  const minor = match?.[2];
  if (!match || (major === 0) !== (minor !== undefined) || !Number.isSafeInteger(major + 1)) {
    throw new ReleaseCoreError('INVALID_LINE', `Invalid release line: ${JSON.stringify(line)} (expected v22 or v0.12)`);
  }
  return { major, minor: minor === undefined ? 0 : Number(minor) };
}

/**
 * The release line a version belongs to: `v<major>` from v1 on, `v0.<minor>` before (v0.10 and
 * v0.12 are distinct lines), matching the keys of the release schedule.
 * @example
 * releaseLineOf('v22.1.0') // → 'v22'
 * releaseLineOf('0.12.18') // → 'v0.12'
 */
export function releaseLineOf(version: string): string {
  expectString('releaseLineOf', 'version', version);
  return lineName(lineKeyOf(readVersion(version)));
}

/**
 * The semver range of every version of a line, prereleases included.
 * @example
 * lineRange('v22') // → '>=22.0.0-0 <23.0.0-0'
 * lineRange('v0.12') // → '>=0.12.0-0 <0.13.0-0'
 */
export function lineRange(line: string): string {
  expectString('lineRange', 'line', line);
  const { major, minor } = parseLine(line);
  return major === 0 ? `>=0.${minor}.0-0 <0.${minor + 1}.0-0` : `>=${major}.0.0-0 <${major + 1}.0.0-0`;
}

function compareLines(a: LineKey, b: LineKey): number {
  return a.major - b.major || a.minor - b.minor;
}

type ParsedEntry = { entry: DistIndexEntry; version: Version };

function parseEntry(entry: DistIndexEntry): { parsed: ParsedEntry; day: number } {
  let version: Version;
  try {
    version = readVersion(entry.version);
  } catch {
    throw new DataValidationError({
      file: 'dist index',
      record: String(entry.version),
      field: 'version',
      message: 'must be a semver version with a leading v, like v22.1.0',
    });
  }
  const day = isoDayNumber(entry.date);
  if (day === undefined) {
    throw new DataValidationError({
      file: 'dist index',
      record: entry.version,
      field: 'date',
      message: `must be a real day written YYYY-MM-DD (got ${JSON.stringify(entry.date)})`,
    });
  }
  return { parsed: { entry, version }, day };
}

function newestScheduledLine(schedule: Schedule): LineKey | undefined {
  let newest: LineKey | undefined;
  for (const name of Object.keys(schedule)) {
    const key = parseLine(name);
    if (newest === undefined || compareLines(key, newest) > 0) {
      newest = key;
    }
  }
  return newest;
}

/** Whether a line is newer than every scheduled line (true for any line when nothing is scheduled). */
function isNewerThan(key: LineKey, newestScheduled: LineKey | undefined): boolean {
  return newestScheduled === undefined || compareLines(key, newestScheduled) > 0;
}

/**
 * The newest release line of the index that the schedule has no entry for and that is newer than
 * every scheduled line, with its newest release: a line whose status cannot be known. Lines older
 * than the newest scheduled line may be missing (v0.1 … v0.7 predate the schedule). `undefined`
 * when every such line is scheduled. {@link buildReleases} refuses the same lines, among the
 * releases out on its day.
 * @example
 * unscheduledLine([{ version: 'v28.0.0-alpha.0.0.0', … }, ...distIndex], schedule) // → { line: 'v28', version: 'v28.0.0-alpha.0.0.0' }
 */
export function unscheduledLine(
  index: readonly Pick<DistIndexEntry, 'version'>[],
  schedule: Schedule,
): { line: string; version: string } | undefined {
  expectArray('unscheduledLine', 'index', index);
  expectObject('unscheduledLine', 'schedule', schedule);
  const newestScheduled = newestScheduledLine(schedule);
  let found: { key: LineKey; version: Version } | undefined;
  for (const entry of index) {
    const version = readVersion(entry.version);
    const key = lineKeyOf(version);
    const line = lineName(key);
    if (Object.hasOwn(schedule, line) || !isNewerThan(key, newestScheduled)) {
      continue;
    }
    const order = found === undefined ? 1 : compareLines(key, found.key) || compareVersions(version, found.version);
    if (order > 0) {
      found = { key, version };
    }
  }
  return found === undefined ? undefined : { line: lineName(found.key), version: `v${found.version.version}` };
}

/**
 * Every release of a line, newest first. A release without a `files` list gets its files by the
 * rule of `inherited-files.ts` (an older sibling's, `filesDerived` true and `filesDerivedFrom`
 * naming it; or, with none, an empty list marked derived: unknown, not absent).
 */
function minorReleases(newestFirst: readonly ParsedEntry[]): LineRelease[] {
  const oldestFirst = newestFirst.toReversed();
  const files = inheritFiles(oldestFirst.map(({ entry, version }) => ({ version: `v${version.version}`, files: entry.files })));
  return oldestFirst
    .map(({ entry, version }, index): LineRelease => ({
      version: version.version,
      versionWithPrefix: `v${version.version}`,
      date: entry.date,
      modules: entry.modules,
      npm: entry.npm,
      v8: entry.v8,
      security: entry.security,
      ...(entry.lts === false ? {} : { lts: entry.lts }),
      ...files[index]!,
    }))
    .reverse();
}

/**
 * Builds the release lines as they stand on the UTC day of `now`, newest line first.
 *
 * - A line is `v<major>` (`v0.<minor>` before v1), one {@link ReleaseLine} per line that has at least
 *   one release on or before that day; releases dated later are not out yet and are left out.
 * - `version` is the newest stable release of the line, or its newest prerelease when it has only
 *   prereleases (the v27 alphas; `prereleaseOnly` is then true); `releaseDate`, `npm`, `v8` and
 *   `modules` come from that release and stay absent when it lacks them. `currentStart` is the day
 *   of the line's first release.
 * - `status` comes from the schedule ({@link releaseStatus}), except that a line with prereleases
 *   only is Pending (in its alpha phase) until its end-of-life, even past the schedule's `start`
 *   or `lts`: a prerelease is never offered as Current or LTS. `scheduled` keeps what the dates
 *   alone say, and `alpha` the schedule's alpha day. Lines the schedule does not list
 *   but that are older than a line it does list (v0.1 … v0.7, and the v0.9 and v0.11 development
 *   lines, which predate the schedule) are End-of-life. A line newer than every scheduled line
 *   is a data error: its status cannot be known.
 * - `isLts` is true once the line has reached its `lts` day, and stays true after end-of-life (so
 *   `v18` is an LTS line); odd-numbered lines are never LTS even in their maintenance phase, nor
 *   is a line with prereleases only.
 * - `codename` is the schedule's codename, else the LTS name the dist index gives the line;
 *   absent when neither has one.
 * - `minorVersions` lists every release of the line, newest first (see `filesDerived` on
 *   {@link LineRelease} for releases the dist index lists without files).
 *
 * Throws a {@link DataValidationError} for a release with an invalid version or date, or a line
 * the schedule does not cover.
 * @example
 * const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22') });
 * releases.find((release) => release.line === 'v26')
 * // → { line: 'v26', major: 26, version: '26.13.0', status: 'Active LTS', codename: 'Lithium', isLts: true, … }
 */
export function buildReleases(input: {
  index: readonly DistIndexEntry[];
  schedule: Schedule;
  now: Date;
}): ReleaseLine[] {
  expectObject('buildReleases', 'input', input);
  expectKnownKeys('buildReleases', 'input', input, ['index', 'schedule', 'now']);
  expectArray('buildReleases', 'input.index', input.index);
  expectObject('buildReleases', 'input.schedule', input.schedule);
  expectDate('buildReleases', 'input.now', input.now);
  const today = utcDayNumber(input.now);
  const lines = new Map<string, { key: LineKey; entries: ParsedEntry[] }>();
  for (const entry of input.index) {
    const { parsed, day } = parseEntry(entry);
    if (day > today) {
      continue;
    }
    const key = lineKeyOf(parsed.version);
    const name = lineName(key);
    const line = lines.get(name);
    if (line) {
      line.entries.push(parsed);
    } else {
      lines.set(name, { key, entries: [parsed] });
    }
  }

  const newestScheduled = newestScheduledLine(input.schedule);
  return [...lines.entries()]
    .sort(([, a], [, b]) => compareLines(b.key, a.key))
    .map(([name, { key, entries }]) => {
      const newestFirst = entries.sort((a, b) => compareVersions(b.version, a.version));
      const stable = newestFirst.find(({ version }) => version.prerelease.length === 0);
      // Every line in the map holds at least the entry that created it.
      const newest = stable ?? newestFirst[0]!;
      const oldest = newestFirst.at(-1)!;
      const scheduled = input.schedule[name];
      if (scheduled === undefined && isNewerThan(key, newestScheduled)) {
        throw new DataValidationError({
          file: 'schedule',
          record: name,
          field: '(key)',
          message: `is missing: the dist index has releases of ${name} (${newest.entry.version}) but the schedule has no entry for the line, so its status is unknown`,
        });
      }
      const days = scheduled === undefined ? undefined : scheduleDays(scheduled, name);
      const scheduledStatus: ReleaseStatus = days === undefined ? 'End-of-life' : statusOnDay(days, today);
      const scheduledLts = days?.lts !== undefined && today >= days.lts;
      const prereleaseOnly = stable === undefined;
      const status = prereleaseOnly ? prereleaseOnlyStatus(scheduledStatus) : scheduledStatus;
      const indexCodename = newestFirst.find(({ entry }) => entry.lts !== false)?.entry.lts;
      const codename = scheduled?.codename || indexCodename || undefined;
      return {
        line: name,
        major: key.major,
        version: newest.version.version,
        versionWithPrefix: `v${newest.version.version}`,
        codename,
        status,
        isLts: scheduledLts && !prereleaseOnly,
        currentStart: oldest.entry.date,
        releaseDate: newest.entry.date,
        endOfLife: scheduled?.end,
        alpha: scheduled?.alpha,
        prereleaseOnly,
        scheduled: days === undefined ? undefined : { status: scheduledStatus, isLts: scheduledLts },
        modules: newest.entry.modules,
        npm: newest.entry.npm,
        v8: newest.entry.v8,
        minorVersions: minorReleases(newestFirst),
      };
    });
}
