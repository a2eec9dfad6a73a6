/**
 * The download page's data, shaped at build time from the site's data: only what the page script
 * needs, so its inline JSON stays small.
 */
import {
  type Artifact,
  primaryArtifacts,
  type PublishedFiles,
  type ReleaseLine,
  releaseArtifacts,
  type Shasums,
} from '@node-downloads/release-core';
import { AUDIT_SYSTEMS, type AuditSystem, type LineAudits, type SystemAudit } from './line-audits';
import type { DownloadRelease } from './types';
import type { Site } from '../site-data';

/**
 * Each line with the fields of {@link DownloadRelease} only, and its newest release only (see
 * {@link DownloadPageData.releases}).
 */
export function toDownloadReleases(releases: readonly ReleaseLine[]): DownloadRelease[] {
  return releases.map(({ line, major, version, versionWithPrefix, status, isLts, minorVersions }) => ({
    line,
    major,
    version,
    versionWithPrefix,
    status,
    isLts,
    minorVersions: minorVersions
      .slice(0, 1)
      .map((minor) => ({
        version: minor.version,
        versionWithPrefix: minor.versionWithPrefix,
        date: minor.date,
        files: minor.files,
        filesDerived: minor.filesDerived,
      })),
  }));
}

/**
 * The parts of the published checksum lists of the offered releases that the page cannot do
 * without: those release-core cannot assume a list for (old releases, which only have one when
 * the data holds it), whose verify commands need to know the list exists, and those whose list
 * changes a file a download button offers (a file the dist index has no token for, such as an
 * arm64 `.msi`, exists only if the list names it). Of such a list, only the files a download
 * button offers are kept: with the list present, the buttons choose among its files and the dist
 * index's, and a chosen file is still listed, so every button and every verify command comes out
 * the same. Their digests are left out (`null`): the page never shows them, and its verify
 * commands check the files against the list itself. Other releases need nothing, which keeps the
 * page's data small.
 */
export function toDownloadShasums(releases: readonly DownloadRelease[], shasums: Shasums): PublishedFiles {
  const needed: Record<string, PublishedFiles[string]> = {};
  const offered = (artifacts: readonly Artifact[]) => primaryArtifacts(artifacts).map((artifact) => artifact.fileName);
  for (const minor of releases.flatMap((release) => release.minorVersions.slice(0, 1))) {
    const list = shasums[minor.versionWithPrefix];
    if (!list) {
      continue;
    }
    const assumed = releaseArtifacts(minor);
    const published = offered(releaseArtifacts(minor, { shasums }));
    if (!assumed.some((artifact) => artifact.fileName === 'SHASUMS256.txt') || offered(assumed).join(' ') !== published.join(' ')) {
      needed[minor.versionWithPrefix] = Object.fromEntries(
        Object.keys(list)
          .filter((fileName) => published.includes(fileName))
          .map((fileName) => [fileName, null]),
      );
    }
  }
  return needed;
}

/**
 * The known vulnerabilities of every release of `release`'s line on each system, as the download
 * page loads them for a shared link naming a release it does not offer (see {@link LineAudits}).
 * The answers are the auditor's, computed once per build and shared with the archive pages.
 */
export function toLineAudits(release: ReleaseLine, audit: Site['audit'], checked: string): LineAudits {
  const releases: LineAudits['releases'] = {};
  for (const minor of release.minorVersions) {
    releases[minor.versionWithPrefix] = Object.fromEntries(
      AUDIT_SYSTEMS.map((os) => {
        const answer = audit(minor.version, os === 'ANY' ? undefined : os);
        return [os, { counts: [...answer.counts], upgrade: answer.upgrade ?? null }];
      }),
    ) as Record<AuditSystem, SystemAudit>;
  }
  return { line: release.line, checked, endOfLife: release.status === 'End-of-life', releases };
}
