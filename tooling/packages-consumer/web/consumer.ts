// Type-checked with tsc (strict, skipLibCheck false) under moduleResolution node16 and bundler:
// the main APIs of release-core, its data entries, detect and ui, as a project outside the
// workspace sees their published declarations.
import {
  type Artifact,
  buildReleases,
  DataValidationError,
  downloadUrl,
  installScript,
  latestLtsRelease,
  type ReleaseLine,
  type Resolution,
  releaseArtifacts,
  resolveSelection,
  severityCounts,
  splitVulnerabilities,
  toSemVer,
  verifyCommands,
  vulnerabilitiesByLine,
} from '@node-downloads/release-core';
import { advisories, distIndex, type EmbeddedSnapshot, schedule, snapshot } from '@node-downloads/release-core/data';
import { main as nodeRelease } from '@node-downloads/release-core/node';
import { distIndex as indexAlone } from '@node-downloads/release-core/data/dist-index';
import { schedule as scheduleAlone } from '@node-downloads/release-core/data/schedule';
import { shasums } from '@node-downloads/release-shasums';
import { type Client, detectClient, platformFor } from '@node-downloads/detect';
import { CodeBox, EolTable, type EolLine, ReleasesTable, Select, StatusBadge, VersionPicker } from '@node-downloads/ui';
import { formatAdvisories } from '@node-downloads/ui/advisory-markdown';
import { createElement, type ReactElement } from 'react';

const releases: ReleaseLine[] = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T00:00:00Z') });
const newestLts: ReleaseLine | undefined = latestLtsRelease(releases);
if (!newestLts) {
  throw new Error('the snapshot has no LTS line');
}
const lts: ReleaseLine = newestLts;
const whole: EmbeddedSnapshot = snapshot;
const major: number = toSemVer('v22.1.0').major;
const url: string = downloadUrl({ version: 'v22.1.0', os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex });

export async function choose(navigatorLike: Navigator): Promise<Resolution> {
  const client: Client = await detectClient(navigatorLike, { timeout: 500 });
  const platform = platformFor(client);
  return resolveSelection({
    releases,
    selection: { version: lts.versionWithPrefix },
    event: client.os === 'OTHER' || platform === undefined ? { type: 'setVersion', version: 'lts' } : { type: 'detect', os: client.os, platform },
  });
}

const files: Artifact[] = releaseArtifacts(lts.minorVersions[0]!, { shasums });
const script = installScript({ release: lts, os: 'LINUX', installMethod: 'NVM', packageManager: 'NPM' });
const verify = verifyCommands({ release: lts.minorVersions[0]!, file: files[0]!.fileName, os: 'LINUX', shasums });
const byLine = vulnerabilitiesByLine(advisories, releases);
const eolLines: EolLine[] = releases
  .filter((release) => release.status === 'End-of-life')
  .map((release) => {
    const all = byLine.get(release.line) ?? [];
    return { version: release.line, date: release.endOfLife ?? release.releaseDate, ...formatAdvisories(splitVulnerabilities(all)), counts: severityCounts(all) };
  });

export const elements: ReactElement[] = [
  createElement(StatusBadge, { status: lts.status }),
  createElement(Select, { label: 'Operating system', values: ['WIN', 'MAC', 'LINUX'], defaultValue: 'MAC' }),
  createElement(CodeBox, { code: script.code, language: script.language }),
  createElement(VersionPicker, { releases, value: lts.versionWithPrefix, href: (release) => `/download/${release.versionWithPrefix}` }),
  createElement(ReleasesTable, {
    releases,
    docsHref: (version: string) => `https://nodejs.org/docs/${version}/api/`,
    changelogHref: (version: string) => `https://github.com/nodejs/node/releases/tag/${version}`,
    archiveHref: (version: string) => `/download/archive/${version}`,
    eolHref: '/about/eol',
    currentHref: '/download/current',
  }),
  createElement(EolTable, { lines: eolLines, cveHref: (id: string) => `https://www.cve.org/CVERecord?id=${id}` }),
];

export function isDataError(error: unknown): error is DataValidationError {
  return error instanceof DataValidationError;
}

export const summary = { whole, major, url, verify: verify.code, files: files.length };

// The subpaths' types resolve under every supported moduleResolution (node10 through typesVersions).
export const exitCode: Promise<number> = nodeRelease(['--help'], { stdout: () => {}, stderr: () => {} });
export const indexLength: number = indexAlone.length;
export const scheduleLines: number = Object.keys(scheduleAlone).length;
