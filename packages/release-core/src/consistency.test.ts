/**
 * Consistency of the catalogue, the download rules and the published files over every release of
 * the snapshot: a download button can only ever point at a file that exists.
 */
import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { downloadArtifact, releaseArtifacts } from './artifacts';
import { downloadToken } from './file-names';
import { SYSTEMS } from './catalogue';
import { isCompatible } from './compatibility';
import { shasums } from './data-shasums';
import { NoSuchFileError } from './errors';
import { filesUnknown, planDownload } from './plan';
import { resolveSelection } from './resolver';
import { downloadUrl } from './urls';

/**
 * Files a download button offers whose release announcement does not list them: a token proves
 * the file (the list was written before every upload).
 */
const NOT_IN_PUBLISHED_LIST = [
  'v6.7.0 AIX ppc64 binary', // the AIX archive is missing from the announcement
];

const minors = NOV_2026.flatMap((release) => release.minorVersions);

function* allowedDownloads() {
  for (const minor of minors) {
    for (const system of SYSTEMS) {
      for (const platform of system.platforms) {
        if (!isCompatible(platform.compatibility, { os: system.value, platform: platform.value, version: minor.version })) {
          continue;
        }
        for (const kind of system.installer ? (['installer', 'binary'] as const) : (['binary'] as const)) {
          if (downloadToken(system.value, platform.value, kind, minor.files) !== undefined) {
            yield { minor, os: system.value, platform: platform.value, kind };
          }
        }
      }
    }
  }
}

describe('every download button points at a file of the release', () => {
  it('downloadUrl and releaseArtifacts agree: every release × allowed OS × platform × kind gives the same file or none', () => {
    let checked = 0;
    let offered = 0;
    const disagreeing: string[] = [];
    const unpublished: string[] = [];
    const none: string[] = [];
    for (const { minor, os, platform, kind } of allowedDownloads()) {
      const name = `${minor.versionWithPrefix} ${os} ${platform} ${kind}`;
      const artifact = downloadArtifact(releaseArtifacts(minor, { shasums }), os, platform, kind);
      let url: string | undefined;
      try {
        url = downloadUrl({ version: minor.version, os, platform, kind, files: minor.files, shasums });
      } catch (error) {
        if (!(error instanceof NoSuchFileError)) {
          throw error;
        }
      }
      checked += 1;
      if (url !== artifact?.url) {
        disagreeing.push(`${name}: ${url} / ${artifact?.url}`);
      }
      if (url === undefined) {
        none.push(name);
        continue;
      }
      offered += 1;
      if (shasums[minor.versionWithPrefix] && artifact?.derived) {
        unpublished.push(name);
      }
    }
    console.log(`download buttons checked: ${checked} (${minors.length} releases), offered: ${offered}, none: ${none.join(', ')}`);
    expect(disagreeing).toEqual([]);
    expect(unpublished.sort()).toEqual([...NOT_IN_PUBLISHED_LIST].sort());
    // The one file a token seemed to promise that its release never published.
    expect(none).toEqual(['v26.3.0 WIN arm64 installer']);
    expect(checked).toBeGreaterThan(9000);
  });
});

describe('the download plan is the one rule', () => {
  it('plan, downloadUrl and releaseArtifacts agree for every release × OS × platform × kind, and enabled platforms offer a file (unless its files are unknown)', () => {
    let checked = 0;
    const disagreeing: string[] = [];
    const deadEnds: string[] = [];
    for (const minor of minors) {
      for (const system of SYSTEMS) {
        for (const platform of system.platforms) {
          const resolution = resolveSelection({
            releases: NOV_2026,
            selection: { version: minor.versionWithPrefix, os: system.value, platform: platform.value },
            shasums,
          });
          const option = resolution.options.platform.find((entry) => entry.value === platform.value);
          const plan = planDownload(resolution, { shasums });
          const name = `${minor.versionWithPrefix} ${system.value} ${platform.value}`;
          if (resolution.selection.os !== system.value) {
            // Repaired away: the OS is disabled, so no button offers it.
            expect(resolution.options.os.find((entry) => entry.value === system.value)?.disabled, name).toBe(true);
            continue;
          }
          if (resolution.selection.platform !== platform.value) {
            expect(option?.disabled, name).toBe(true);
            continue;
          }
          const files = [plan.installer, plan.binary].filter((offer) => offer?.state === 'file');
          // A release whose files are not in the data (the v27 alphas) keeps its platforms: its
          // buttons say the files are not known rather than that no build exists.
          if (files.length === 0 && !option?.disabled && !filesUnknown(minor, { shasums })) {
            deadEnds.push(`${minor.versionWithPrefix} ${system.value} ${platform.value}`);
          }
          for (const kind of system.installer ? (['installer', 'binary'] as const) : (['binary'] as const)) {
            checked += 1;
            const offer = plan[kind];
            const fromPlan = offer?.state === 'file' ? offer.artifact.url : undefined;
            const artifact = downloadArtifact(releaseArtifacts(minor, { shasums }), system.value, platform.value, kind);
            let url: string | undefined;
            try {
              url = downloadUrl({ version: minor.version, os: system.value, platform: platform.value, kind, files: minor.files, shasums });
            } catch (error) {
              if (!(error instanceof NoSuchFileError)) {
                throw error;
              }
            }
            if (fromPlan !== url || fromPlan !== artifact?.url) {
              disagreeing.push(`${minor.versionWithPrefix} ${system.value} ${platform.value} ${kind}: ${fromPlan} / ${url} / ${artifact?.url}`);
            }
          }
        }
      }
    }
    expect(disagreeing).toEqual([]);
    // A platform the page lets a visitor choose always has a file to download (a release with no
    // enabled platform, such as a prerelease without known builds, is \`unavailable\` and says so).
    expect(deadEnds).toEqual([]);
    expect(checked).toBeGreaterThan(9000);
  });

  it("offers v0.12.18's published 64-bit Windows installer, which the dist index has no token for", () => {
    const v012 = NOV_2026.find((release) => release.line === 'v0.12')!;
    const resolution = resolveSelection({
      releases: NOV_2026,
      selection: { version: v012.versionWithPrefix },
      event: { type: 'detect', os: 'WIN', platform: 'x64' },
      shasums,
    });
    const plan = planDownload(resolution, { shasums });
    expect(plan.installer).toMatchObject({ state: 'file', artifact: { fileName: 'x64/node-v0.12.18-x64.msi' } });
    expect(plan.verifiable.map((file) => file.fileName)).toEqual(['x64/node-v0.12.18-x64.msi', 'x64/node.exe']);
  });
});
