import satisfies from 'semver/functions/satisfies.js';
import { describe, expect, it } from 'vitest';
import { COREPACK_RELEASES, corepackFor } from './corepack';
import { distIndex } from './data-dist-index';
import { readVersion, satisfiesRange } from './version';

/** Every release of the data, and prereleases and releases at the edges of the ranges. */
const VERSIONS = [
  ...distIndex.map((entry) => entry.version.replace(/^v/, '')),
  ...['14.14.0', '16.19.9', '18.17.0', '18.17.1', '19.0.0-rc.0', '20.10.0-rc.1', '21.0.0', '22.11.0-rc.0', '22.22.1', '23.0.0-rc.1', '24.0.0-rc.0', '24.14.9', '25.0.0', '26.0.0-rc.1', '27.0.0-alpha.0.1.1'],
];

describe('corepack releases', () => {
  it('run on exactly the releases their published engines range names (prereleases included)', () => {
    for (const release of COREPACK_RELEASES) {
      for (const version of VERSIONS) {
        expect(satisfiesRange(readVersion(version), release.runsOn), `corepack ${release.version} on ${version}`).toBe(
          satisfies(version, release.engines, { includePrerelease: true }),
        );
      }
    }
  });

  it('are pinned to the newest one that runs on a release that does not bundle corepack', () => {
    expect(corepackFor(readVersion('26.13.0'))).toEqual({ kind: 'install', version: '0.36.0' });
    expect(corepackFor(readVersion('25.9.0'))).toEqual({ kind: 'install', version: '0.34.7' });
    expect(corepackFor(readVersion('22.1.0'))).toEqual({ kind: 'bundled' });
    expect(corepackFor(readVersion('4.9.1'))).toEqual({ kind: 'none' });
  });
});
