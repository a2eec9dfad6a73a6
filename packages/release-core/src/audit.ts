/**
 * "Is this release safe?": the known vulnerabilities of one exact release, on one system or any,
 * by the rule of the Node.js security team's `is-my-node-vulnerable`: a release is affected by an
 * advisory when the advisory's `vulnerable` range includes it and its `patched` range does not,
 * on the systems of its `affectedEnvironments` only; a release of an end-of-life line is
 * vulnerable whatever the advisories say.
 */
import Range from 'semver/classes/range.js';
import type SemVer from 'semver/classes/semver.js';
import { affectsSystem } from './advisory-systems';
import { expectArray, expectKnownKeys, expectObject, expectReleaseLines, expectString } from './arguments';
import { isOperatingSystem, OPERATING_SYSTEMS } from './catalogue';
import { ReleaseCoreError, UnknownValueError } from './errors';
import { findMinorRelease, latestLtsRelease } from './release-lookup';
import type { AdvisoryRecord, LineRelease, OperatingSystem, ReleaseLine, Vulnerability } from './types';
import { toSemVer } from './to-semver';
import { readVersion } from './version';
import { compareSeverity, type SeverityCount, severityCounts } from './severities';
import { advisoryIdentity, toVulnerability } from './vulnerabilities';

/** Why an audit was refused. */
export type AuditErrorCode = 'UNKNOWN_VERSION' | 'INVALID_RANGE';

/**
 * A version the release data does not list, or an advisory whose `vulnerable` or `patched`
 * range does not parse. The message names the version, or the advisory and its field.
 * @example
 * new AuditError('UNKNOWN_VERSION', 'No release v20.99.0 in the release data')
 */
export class AuditError extends ReleaseCoreError {
  declare readonly code: AuditErrorCode;

  constructor(code: AuditErrorCode, message: string) {
    super(code, message);
  }
}

/** One advisory as it applies to one release. */
export type ReleaseVulnerability = Vulnerability & {
  /**
   * The operating systems it affects, in `OPERATING_SYSTEMS` order: all four unless the
   * advisory names some systems only (`['WIN']` for a Windows-only one; empty when it names
   * none of the four, such as `sunos` only).
   */
  systems: readonly OperatingSystem[];
  /** The first release of the audited release's line that has the fix (`v20.12.2`); absent when the line has none. */
  patchedIn?: string | undefined;
  /** Ids of identical advisories (the same CVE ids, ranges, severity and systems) counted as this one. */
  sameAs: readonly string[];
};

/** The release to move to, and why that one. */
export type AuditUpgrade = {
  /** `v20.19.5` */
  version: string;
  /** `same-line`: the newest release of the line fixes every listed advisory; `lts`: the newest release of the newest LTS line. */
  kind: 'same-line' | 'lts';
};

/** The answer for one release on one system (or on any system). */
export type ReleaseAudit = {
  /** The release, with a leading `v`. */
  version: string;
  /** Its line (`v20`). */
  line: string;
  /** The system asked about; absent: any system (advisories of every system listed). */
  os?: OperatingSystem | undefined;
  /** Whether the line is end-of-life: it gets no more fixes, whatever the advisories say. */
  endOfLife: boolean;
  /** The advisories that affect it, identical ones once, most severe first (then newest first). */
  vulnerabilities: readonly ReleaseVulnerability[];
  /** How many of each severity, in the shared severity order; severities with none left out. */
  counts: readonly SeverityCount[];
  /** Whether it is vulnerable: an advisory affects it or its line is end-of-life. */
  vulnerable: boolean;
  /** The release to move to when it is vulnerable; absent when it is not, or when it is the release to move to itself. */
  upgrade?: AuditUpgrade | undefined;
};

type PreparedAdvisory = {
  vulnerability: Vulnerability;
  vulnerable: Range;
  patched: Range | undefined;
  systems: readonly OperatingSystem[];
  sameAs: string[];
};

function parseRange(text: string, id: string, field: 'vulnerable' | 'patched'): Range {
  try {
    return new Range(text);
  } catch {
    throw new AuditError('INVALID_RANGE', `Advisory NSWG-COR-${id}: ${field}: ${JSON.stringify(text)} is not a semver range`);
  }
}

function prepare(advisories: readonly AdvisoryRecord[]): PreparedAdvisory[] {
  const ranges = new Map<string, Range>();
  const cached = (text: string, id: string, field: 'vulnerable' | 'patched'): Range => {
    let range = ranges.get(text);
    if (range === undefined) {
      range = parseRange(text, id, field);
      ranges.set(text, range);
    }
    return range;
  };
  const byIdentity = new Map<string, PreparedAdvisory>();
  const prepared: PreparedAdvisory[] = [];
  // Lowest id first, so the first publication is the one kept.
  for (const record of advisories.toSorted((a, b) => Number(a.id) - Number(b.id))) {
    const vulnerable = cached(record.vulnerable, record.id, 'vulnerable');
    const patched = record.patched === undefined || record.patched.trim() === '' ? undefined : cached(record.patched, record.id, 'patched');
    const key = advisoryIdentity(record);
    const earlier = byIdentity.get(key);
    if (earlier !== undefined) {
      earlier.sameAs.push(record.id);
      continue;
    }
    const entry: PreparedAdvisory = {
      vulnerability: toVulnerability(record),
      vulnerable,
      patched,
      systems: OPERATING_SYSTEMS.filter((os) => affectsSystem(record.affectedEnvironments, os)),
      sameAs: [],
    };
    byIdentity.set(key, entry);
    prepared.push(entry);
  }
  return prepared;
}

function affects(advisory: PreparedAdvisory, version: SemVer): boolean {
  return advisory.vulnerable.test(version) && !(advisory.patched?.test(version) ?? false);
}

function isStable(minor: LineRelease): boolean {
  return readVersion(minor.version).prerelease.length === 0;
}

/** Answers {@link ReleaseAudit}s for one set of releases and advisories. */
export type Auditor = {
  /**
   * The audit of one release (`v20.11.0` or `20.11.0`) on one system, or on any system when `os`
   * is absent. Throws an {@link AuditError} `UNKNOWN_VERSION` for a release the data does not list.
   */
  audit(version: string, os?: OperatingSystem): ReleaseAudit;
  /**
   * The advisories one release (`v25.8.2` or `25.8.2`) fixes, on any system: those whose `patched`
   * range makes it the first release of its line with the fix (the release named as `patchedIn` by
   * {@link Auditor.audit}) and that affected an older release of the line. Most severe first, then
   * newest first; empty for a release that fixes none and for a prerelease. Throws an
   * {@link AuditError} `UNKNOWN_VERSION` for a release the data does not list.
   */
  fixedBy(version: string): readonly ReleaseVulnerability[];
};

/**
 * "Is this release safe?", by the rule of the Node.js security team's `is-my-node-vulnerable`: an
 * advisory affects a release when its `vulnerable` range includes the release and its `patched`
 * range does not, on the systems of its `affectedEnvironments` only (counted on every system when
 * no `os` is given), and a release of an end-of-life line is vulnerable whatever the advisories
 * say. Each answer lists the advisories most severe first with the release of the line that fixed
 * each (`patchedIn`), and the release to move to (`upgrade`).
 *
 * Prepares the advisories once (ranges parsed, identical advisories merged) and answers for any
 * release and system; each release's matching advisories are decided once, whatever the number
 * of systems and pages that ask. Throws an {@link AuditError} `INVALID_RANGE` naming the
 * advisory and the field when a range does not parse.
 * @example
 * const auditor = createAuditor({ releases, advisories });
 * auditor.audit('v20.11.0', 'WIN').counts // → [{ severity: 'high', count: 4 }, …]
 */
export function createAuditor(input: { releases: readonly ReleaseLine[]; advisories: readonly AdvisoryRecord[] }): Auditor {
  expectObject('createAuditor', 'input', input);
  expectKnownKeys('createAuditor', 'input', input, ['releases', 'advisories']);
  expectReleaseLines('createAuditor', 'input.releases', input.releases);
  expectArray('createAuditor', 'input.advisories', input.advisories);
  for (const [index, record] of input.advisories.entries()) {
    expectObject('createAuditor', `input.advisories[${index}]`, record);
  }
  const { releases } = input;
  const prepared = prepare(input.advisories);
  const newestLts = latestLtsRelease(releases)?.minorVersions.find(isStable);
  const matching = new Map<string, PreparedAdvisory[]>();
  const matchingOf = (version: string): PreparedAdvisory[] => {
    let found = matching.get(version);
    if (found === undefined) {
      const parsed = toSemVer(version);
      found = prepared.filter((advisory) => affects(advisory, parsed));
      matching.set(version, found);
    }
    return found;
  };
  // The first release of a line with an advisory's fix, decided once per advisory and line.
  const fixes = new Map<PreparedAdvisory, Map<string, string | undefined>>();
  const patchedIn = (advisory: PreparedAdvisory, release: ReleaseLine, line: readonly LineRelease[]): string | undefined => {
    let byLine = fixes.get(advisory);
    if (byLine === undefined) {
      byLine = new Map();
      fixes.set(advisory, byLine);
    }
    if (!byLine.has(release.line)) {
      // The line lists newest first: the last one with the fix is the first that had it.
      byLine.set(release.line, line.findLast((other) => advisory.patched?.test(other.version) ?? false)?.versionWithPrefix);
    }
    return byLine.get(release.line);
  };
  const onSystem = (list: readonly PreparedAdvisory[], os: OperatingSystem | undefined) =>
    os === undefined ? list : list.filter((advisory) => advisory.systems.includes(os));

  return {
    audit(version, os) {
      expectString('audit', 'version', version);
      if (os !== undefined && !isOperatingSystem(os)) {
        throw new UnknownValueError('os', os, OPERATING_SYSTEMS);
      }
      const match = findMinorRelease(releases, version);
      if (match === undefined) {
        throw new AuditError('UNKNOWN_VERSION', `No release ${JSON.stringify(version)} in the release data`);
      }
      const { release, minor } = match;
      const found = onSystem(matchingOf(minor.version), os);
      const line = release.minorVersions.filter(isStable);
      const vulnerabilities = listed(found, release, line);
      const endOfLife = release.status === 'End-of-life';
      const vulnerable = endOfLife || vulnerabilities.length > 0;
      return {
        version: minor.versionWithPrefix,
        line: release.line,
        os,
        endOfLife,
        vulnerabilities,
        counts: severityCounts(vulnerabilities),
        vulnerable,
        upgrade: vulnerable ? upgradeFor(minor, line[0], endOfLife, found, os, newestLts) : undefined,
      };
    },
    fixedBy(version) {
      expectString('fixedBy', 'version', version);
      const match = findMinorRelease(releases, version);
      if (match === undefined) {
        throw new AuditError('UNKNOWN_VERSION', `No release ${JSON.stringify(version)} in the release data`);
      }
      const { release, minor } = match;
      if (!isStable(minor)) {
        return [];
      }
      const line = release.minorVersions.filter(isStable);
      // Newest first: the releases after this one in the list came out before it.
      const older = line.slice(line.findIndex((other) => other.version === minor.version) + 1);
      const fixed = prepared.filter(
        (advisory) =>
          patchedIn(advisory, release, line) === minor.versionWithPrefix && older.some((other) => matchingOf(other.version).includes(advisory)),
      );
      return listed(fixed, release, line);
    },
  };

  function listed(found: readonly PreparedAdvisory[], release: ReleaseLine, line: readonly LineRelease[]): ReleaseVulnerability[] {
    return found
      .map(
        (advisory): ReleaseVulnerability => ({
          ...advisory.vulnerability,
          systems: advisory.systems,
          patchedIn: patchedIn(advisory, release, line),
          sameAs: advisory.sameAs,
        }),
      )
      .sort((a, b) => compareSeverity(a.severity, b.severity) || Number(b.id) - Number(a.id));
  }

  function upgradeFor(
    minor: LineRelease,
    newestOfLine: LineRelease | undefined,
    endOfLife: boolean,
    found: readonly PreparedAdvisory[],
    os: OperatingSystem | undefined,
    lts: LineRelease | undefined,
  ): AuditUpgrade | undefined {
    if (!endOfLife && newestOfLine !== undefined && newestOfLine.version !== minor.version) {
      const left = onSystem(matchingOf(newestOfLine.version), os);
      if (found.every((advisory) => !left.includes(advisory))) {
        return { version: newestOfLine.versionWithPrefix, kind: 'same-line' };
      }
    }
    if (lts === undefined || lts.version === minor.version) {
      return undefined;
    }
    return { version: lts.versionWithPrefix, kind: 'lts' };
  }
}

/**
 * The audit of one release on one system (or any): {@link createAuditor} for a single question.
 * For many releases, create one auditor and ask it.
 * @example
 * auditRelease({ releases, advisories, version: 'v18.20.8', os: 'LINUX' }).endOfLife // → true
 */
export function auditRelease(input: {
  releases: readonly ReleaseLine[];
  advisories: readonly AdvisoryRecord[];
  version: string;
  os?: OperatingSystem | undefined;
}): ReleaseAudit {
  expectObject('auditRelease', 'input', input);
  expectKnownKeys('auditRelease', 'input', input, ['releases', 'advisories', 'version', 'os']);
  return createAuditor({ releases: input.releases, advisories: input.advisories }).audit(input.version, input.os);
}

