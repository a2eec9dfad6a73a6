/**
 * The static JSON API: `/api/releases.json` (every release line) and `/api/v{major}.json` (one
 * line, the same object as that line's entry in releases.json). Built from the same site data as
 * the pages; file lists and URLs come from release-core's `releaseArtifacts`, never rebuilt here.
 */
import {
  type AdvisoryJson,
  advisoryJson,
  apiDocsUrl,
  type Artifact,
  changelogUrl,
  latestFolder,
  type LineRelease,
  OPERATING_SYSTEMS,
  type OperatingSystem,
  type ReleaseAudit,
  type ReleaseLine,
  type ReleaseStatus,
  releaseArtifacts,
  type Schedule,
  type Shasums,
  type Vulnerability,
} from '@node-downloads/release-core';
import { archivePath } from '../links';
import { API_SCHEMA_PATH } from './paths';
import { type ApiScheduleDates, apiScheduleDates } from './schedule-dates';

/** What the API is built from: the site's data. */
export type ApiSource = {
  releases: readonly ReleaseLine[];
  schedule: Schedule;
  shasums: Shasums;
  /** Advisories by `ReleaseLine.line`, sorted as release-core's `vulnerabilitiesByLine` sorts them. */
  vulnerabilities: ReadonlyMap<string, readonly Vulnerability[]>;
  /** The known vulnerabilities of one release, on one system or any (release-core's auditor). */
  audit: (version: string, os?: OperatingSystem) => ReleaseAudit;
  nowDay: string;
  snapshotDate: string;
};

/** One file of a release. */
export type ApiFile = {
  /** Path inside the release folder, as published (`node-v22.12.0-linux-x64.tar.xz`, `win-x64/node.exe`). */
  name: string;
  kind: Artifact['kind'];
  /** `WIN`, `MAC`, `LINUX`, `AIX` or `SUNOS`; null for source, headers and checksums. */
  os: string | null;
  /** The download page's platform (`x64`, `arm64`, …); null when the file has none or one the page does not offer. */
  platform: string | null;
  /** CPU architecture as published (`x64`, `armv6l`, `x64-musl`, …); null when none. */
  arch: string | null;
  format: string;
  url: string;
  /** SHA-256 from the release's published checksums list; null when the data does not have it. */
  sha256: string | null;
  /** True when the name follows the line's naming rules instead of the published checksums list. */
  derived: boolean;
};

/** One release of a line. */
export type ApiRelease = {
  version: string;
  /** Release day, `YYYY-MM-DD`. */
  date: string;
  npm: string | null;
  v8: string | null;
  /** Native module ABI version. */
  modules: string | null;
  /** Whether this release was published as an LTS release. */
  lts: boolean;
  /** Whether this release fixes security vulnerabilities. */
  security: boolean;
  /** The release's API documentation. */
  docs: string;
  /** The release's changelog. */
  changelog: string;
  /** Path of the release's download archive page on this site (`/download/archive/v22.12.0`). */
  page: string;
  files: ApiFile[];
  /**
   * Ids of the advisories (of the line's `vulnerabilities`) that affect this release on at least
   * one system, by release-core's rule: in the `vulnerable` range, outside the `patched` one.
   * Identical advisories published twice are listed once.
   */
  vulnerabilities: string[];
  /**
   * The ids per system (`WIN`, `MAC`, `LINUX`, `AIX`) when they differ between systems (an
   * advisory of Windows only); null when every system has the same list as `vulnerabilities`.
   */
  vulnerabilitiesBySystem: Record<OperatingSystem, string[]> | null;
};

/** A published security advisory that affects a line: release-core's advisory JSON. */
export type ApiVulnerability = AdvisoryJson;

/** One release line: `/api/v22.json`, and each entry of releases.json's `lines`. */
export type ApiLine = {
  /** The line as the release schedule names it: `v22`, or `v0.12` before v1. */
  line: string;
  major: number;
  codename: string | null;
  status: ReleaseStatus;
  /** Whether the line is (or was) a long-term-support line. */
  lts: boolean;
  /** The line's dates from the release schedule (`YYYY-MM-DD`); null where the schedule has none. */
  schedule: ApiScheduleDates;
  /** Day of the line's first release. */
  firstReleased: string;
  /** The newest release of the line (its newest prerelease only when it has no stable release yet). */
  latest: { version: string; date: string };
  /** The distribution server's folder that always holds the line's newest release; null when the line has none. */
  latestFolder: string | null;
  /** Every release of the line, newest first. */
  releases: ApiRelease[];
  /** Published advisories that affect the line: known severities first, most severe first, then those of unknown severity. */
  vulnerabilities: ApiVulnerability[];
};

/** `/api/releases.json`. */
export type ApiReleases = {
  $schema: string;
  /** The day release statuses are computed at (the build's date). */
  statusesAsOf: string;
  /** The day the release data is current to. */
  dataAsOf: string;
  /** Every release line, newest first. */
  lines: ApiLine[];
};

function toApiFile(artifact: Artifact): ApiFile {
  return {
    name: artifact.fileName,
    kind: artifact.kind,
    os: artifact.os ?? null,
    platform: artifact.platform ?? null,
    arch: artifact.arch ?? null,
    format: artifact.format,
    url: artifact.url,
    sha256: artifact.sha256 ?? null,
    derived: artifact.derived,
  };
}

const ids = (audit: ReleaseAudit) => audit.vulnerabilities.map((vulnerability) => vulnerability.id);

/** The advisory ids of a release on each system, or null when no system differs from the whole. */
function idsBySystem(version: string, audit: ApiSource['audit'], all: readonly string[]): Record<OperatingSystem, string[]> | null {
  const bySystem = Object.fromEntries(OPERATING_SYSTEMS.map((os) => [os, ids(audit(version, os))])) as Record<OperatingSystem, string[]>;
  return OPERATING_SYSTEMS.every((os) => bySystem[os].length === all.length) ? null : bySystem;
}

function toApiRelease(minor: LineRelease, shasums: Shasums, audit: ApiSource['audit']): ApiRelease {
  const affecting = ids(audit(minor.version));
  return {
    version: minor.versionWithPrefix,
    date: minor.date,
    npm: minor.npm ?? null,
    v8: minor.v8 ?? null,
    modules: minor.modules ?? null,
    lts: minor.lts !== undefined,
    security: minor.security,
    docs: apiDocsUrl(minor.versionWithPrefix),
    changelog: changelogUrl(minor.versionWithPrefix),
    page: archivePath(minor.versionWithPrefix),
    files: releaseArtifacts(minor, { shasums }).map(toApiFile),
    vulnerabilities: affecting,
    vulnerabilitiesBySystem: idsBySystem(minor.version, audit, affecting),
  };
}

/** The API object of one release line. */
export function apiLine(release: ReleaseLine, source: Pick<ApiSource, 'schedule' | 'shasums' | 'vulnerabilities' | 'audit'>): ApiLine {
  return {
    line: release.line,
    major: release.major,
    codename: release.codename ?? null,
    status: release.status,
    lts: release.isLts,
    schedule: apiScheduleDates(source.schedule[release.line]),
    firstReleased: release.currentStart,
    latest: { version: release.versionWithPrefix, date: release.releaseDate },
    latestFolder: latestFolder(release)?.url ?? null,
    releases: release.minorVersions.map((minor) => toApiRelease(minor, source.shasums, source.audit)),
    vulnerabilities: (source.vulnerabilities.get(release.line) ?? []).map(advisoryJson),
  };
}

/** `/api/releases.json`: every line, each as {@link apiLine} makes it. */
export function apiReleases(source: ApiSource, origin: string): ApiReleases {
  return {
    $schema: `${origin}${API_SCHEMA_PATH}`,
    statusesAsOf: source.nowDay,
    dataAsOf: source.snapshotDate,
    lines: source.releases.map((release) => apiLine(release, source)),
  };
}
