/**
 * Consistency of the catalogue, the download rules and the published files over every release of
 * the snapshot: a download button can only ever point at a file that exists.
 */
import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { downloadArtifact, downloadToken, releaseArtifacts } from './artifacts';
import { SYSTEMS } from './catalogue';
import { isCompatible } from './compatibility';
import { shasums } from './data-shasums';
import { downloadUrl } from './urls';

/**
 * Files the rules expect whose release announcement does not list them (the lists were written
 * before every upload, or the release really used another name/format). `downloadArtifact`
 * resolves each of these to a listed file where one exists.
 */
const NOT_IN_PUBLISHED_LIST = [
  'v26.3.0 WIN arm64 installer', // the announcement lists no arm64 .msi
  'v6.7.0 AIX ppc64 binary', // the AIX archive is missing from the announcement
  'v5.1.0 LINUX x64 binary', // only .tar.gz was published for Linux
  'v5.1.0 LINUX x86 binary',
  'v4.1.0 LINUX armv7l binary', // published as `linux-armv7`
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
  it('downloadUrl: every release × allowed OS × platform × kind is among the release artifacts', () => {
    let checked = 0;
    let checkedAgainstPublished = 0;
    const broken: string[] = [];
    const unpublished: string[] = [];
    for (const { minor, os, platform, kind } of allowedDownloads()) {
      const artifacts = releaseArtifacts(minor, { shasums });
      const url = downloadUrl({ version: minor.version, os, platform, kind, files: minor.files });
      checked += 1;
      if (!artifacts.some((artifact) => artifact.url === url)) {
        broken.push(`${minor.versionWithPrefix} ${os} ${platform} ${kind}`);
      }
      if (shasums[minor.versionWithPrefix]) {
        checkedAgainstPublished += 1;
        if (!artifacts.some((artifact) => artifact.url === url && !artifact.derived)) {
          unpublished.push(`${minor.versionWithPrefix} ${os} ${platform} ${kind}`);
        }
      }
    }
    console.log(
      `download URLs checked: ${checked} (${minors.length} releases), not among artifacts: ${broken.length}; ` +
        `checked against published lists: ${checkedAgainstPublished}, known exceptions: ${unpublished.length}`,
    );
    expect(broken).toEqual([]);
    expect(unpublished.sort()).toEqual([...NOT_IN_PUBLISHED_LIST].sort());
    expect(checked).toBeGreaterThan(9000);
  });

  it('downloadArtifact: the button file is a listed file wherever the release has a published list', () => {
    let checked = 0;
    const derivedWithList: string[] = [];
    for (const { minor, os, platform, kind } of allowedDownloads()) {
      const artifact = downloadArtifact(releaseArtifacts(minor, { shasums }), os, platform, kind);
      checked += 1;
      expect(artifact, `${minor.versionWithPrefix} ${os} ${platform} ${kind}`).toBeDefined();
      if (shasums[minor.versionWithPrefix] && artifact?.derived) {
        derivedWithList.push(`${minor.versionWithPrefix} ${os} ${platform} ${kind}`);
      }
    }
    // Only files absent from their announcement stay derived.
    expect(derivedWithList.sort()).toEqual(['v26.3.0 WIN arm64 installer', 'v6.7.0 AIX ppc64 binary']);
    expect(checked).toBeGreaterThan(9000);
  });
});
