/**
 * `/api/lines.json`: the lifecycle of every release line at the build date, small enough to poll
 * (status, the schedule's dates, LTS / end-of-life / maintained, newest stable release). The rules
 * are release-core's `lineLifecycles`; this only shapes its answer as the published JSON.
 */
import { type LineLifecycle, lineLifecycles, type ReleaseLine, type ReleaseStatus, type Schedule } from '@node-downloads/release-core';
import { archivePath } from '../links';
import { API_SCHEMA_PATH } from './paths';
import { type ApiScheduleDates, apiScheduleDates } from './schedule-dates';

/** What the lifecycle file is built from: the site's data and its build date. */
export type LinesSource = {
  releases: readonly ReleaseLine[];
  schedule: Schedule;
  /** The build date: statuses are computed at it. */
  now: Date;
  nowDay: string;
};

/** One line of `/api/lines.json`. */
export type ApiLifecycleLine = {
  line: string;
  codename: string | null;
  /** Status at the build date. */
  status: ReleaseStatus;
  /** True while the line is Pending with alpha builds only (from v27: the six months before its start). */
  alpha: boolean;
  /** The schedule's dates; null where it has none. */
  schedule: { alpha: string | null } & ApiScheduleDates;
  /** Whether the line is, or was, an LTS line. */
  lts: boolean;
  endOfLife: boolean;
  /** Current, Active LTS or Maintenance LTS at the build date. */
  maintained: boolean;
  /** The newest stable release; null while the line has none (alpha builds only, or nothing released). */
  latest: { version: string; date: string; page: string } | null;
};

/** The whole of `/api/lines.json`. */
export type ApiLines = {
  $schema: string;
  /** The build's date and time (the `SITE_NOW` setting when given). */
  generatedAt: string;
  /** The day statuses are computed at. */
  statusesAsOf: string;
  /** Every line, newest first, scheduled lines with no release yet included. */
  lines: ApiLifecycleLine[];
};

function toApiLifecycle(lifecycle: LineLifecycle): ApiLifecycleLine {
  const { schedule, newestStable } = lifecycle;
  return {
    line: lifecycle.line,
    codename: lifecycle.codename ?? null,
    status: lifecycle.status,
    alpha: lifecycle.alphaPhase,
    schedule: { alpha: schedule.alpha ?? null, ...apiScheduleDates(schedule) },
    lts: lifecycle.isLts,
    endOfLife: lifecycle.endOfLife,
    maintained: lifecycle.maintained,
    latest:
      newestStable === undefined
        ? null
        : { version: newestStable.versionWithPrefix, date: newestStable.date, page: archivePath(newestStable.versionWithPrefix) },
  };
}

/** `/api/lines.json` of the site's data. */
export function apiLines(source: LinesSource, origin: string): ApiLines {
  return {
    $schema: `${origin}${API_SCHEMA_PATH}#/$defs/lines`,
    generatedAt: source.now.toISOString(),
    statusesAsOf: source.nowDay,
    lines: lineLifecycles({ releases: source.releases, schedule: source.schedule, now: source.now }).map(toApiLifecycle),
  };
}
