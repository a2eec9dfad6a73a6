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
import { NoSuchFileError } from './errors';
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
