/**
 * Build-time data of the site: a release data snapshot validated by release-core (the committed
 * one, or another data folder the build was pointed at), turned into release lines at the
 * build's `now`.
 */
import {
  type AdvisoryRecord,
  buildReleases,
  checkInstallMethods,
  checkToolVersions,
  createAuditor,
  INSTALL_METHODS,
  currentPageRelease,
  currentRelease,
  latestLtsRelease,
  nextPhaseChange,
  type OperatingSystem,
  type ReleaseAudit,
  type ReleaseLine,
  type ReleaseSnapshot,
  type ReleaseVulnerability,
  type Schedule,
  type Shasums,
  TOOL_VERSIONS,
  type Vulnerability,
  vulnerabilitiesByLine,
} from '@node-downloads/release-core';

export type Site = {
  /** The date statuses are computed at. */
  now: Date;
  /** `now` as `YYYY-MM-DD` (UTC). */
  nowDay: string;
  /** Day the committed data snapshot was taken. */
  snapshotDate: string;
  /**
   * The next day a line changes phase by the schedule (`YYYY-MM-DD`): the statuses computed on
   * `nowDay` hold until then. Undefined when the schedule names no later day.
   */
  statusesUntil: string | undefined;
  /** Every release line, newest first. */
  releases: readonly ReleaseLine[];
  /** The release schedule the statuses come from. */
  schedule: Schedule;
  /** The newest supported LTS line: the line of `/download`. */
  ltsRelease: ReleaseLine;
  /** The Current line, when one line is Current. */
  currentRelease: ReleaseLine | undefined;
  /**
   * The line `/download/current` offers (release-core's `currentPageRelease`): the Current line,
   * else the newest line with a stable release (a line that only has prereleases is not offered).
   */
  currentPageRelease: ReleaseLine;
  shasums: Shasums;
  advisories: readonly AdvisoryRecord[];
  vulnerabilities: ReadonlyMap<string, readonly Vulnerability[]>;
  /**
   * The known vulnerabilities of one release (`v20.11.0`) on one system, or on any when `os` is
   * absent (release-core's auditor): each answer is computed once per build and reused by every
   * page and locale that shows it.
   */
  audit: (version: string, os?: OperatingSystem) => ReleaseAudit;
  /** The advisories a release is the first of its line to fix (release-core's auditor `fixedBy`). */
  fixedBy: (version: string) => readonly ReleaseVulnerability[];
};

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The site's data at `now`, from a snapshot that passed release-core's validation (its
 * `parseSnapshot` or `validateSnapshot`, or the embedded `snapshot`).
 */
export function loadSite({ now, data }: { now: Date; data: ReleaseSnapshot }): Site {
  // The catalogue check: an install method record that names an unknown system, platform or
  // status, or claims a system without a script, fails the build with its id; so does a pinned
  // tool version that is not one.
  checkInstallMethods(INSTALL_METHODS);
  checkToolVersions(TOOL_VERSIONS);
  const releases = buildReleases({ index: data.index, schedule: data.schedule, now });
  const ltsRelease = latestLtsRelease(releases);
  if (!ltsRelease) {
    throw new Error(`No supported LTS line on ${toDay(now)}: the download page has nothing to offer.`);
  }
  const current = currentRelease(releases);
  return {
    now,
    nowDay: toDay(now),
    snapshotDate: data.snapshotDate,
    statusesUntil: nextPhaseChange(data.schedule, now),
    releases,
    schedule: data.schedule,
    ltsRelease,
    currentRelease: current,
    currentPageRelease: currentPageRelease(releases) ?? ltsRelease,
    shasums: data.shasums,
    advisories: data.advisories,
    vulnerabilities: vulnerabilitiesByLine(data.advisories, releases),
    ...memoizedAudit(releases, data.advisories),
  };
}

function memoizedAudit(releases: readonly ReleaseLine[], advisories: readonly AdvisoryRecord[]): Pick<Site, 'audit' | 'fixedBy'> {
  const auditor = createAuditor({ releases, advisories });
  const answers = new Map<string, ReleaseAudit>();
  const audit: Site['audit'] = (version, os) => {
    const key = `${version} ${os ?? ''}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = auditor.audit(version, os);
      answers.set(key, answer);
    }
    return answer;
  };
  return { audit, fixedBy: (version) => auditor.fixedBy(version) };
}
