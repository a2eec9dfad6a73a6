import type { LineRelease } from '@node-downloads/release-core';
import { describe, expect, it } from 'vitest';
import { nearbyReleases } from './archive-page';

/** A line of `count` releases, newest first: v9.<count-1>.0 … v9.0.0. */
function line(count: number): LineRelease[] {
  return Array.from({ length: count }, (_, offset) => {
    const version = `9.${count - 1 - offset}.0`;
    return { version, versionWithPrefix: `v${version}`, date: '2020-01-01', security: false, files: [], filesDerived: false };
  });
}

const minors = (releases: readonly LineRelease[]) => releases.map((release) => release.version);

describe('nearbyReleases', () => {
  it('lists every other release of a short line', () => {
    expect(minors(nearbyReleases(line(5), '9.2.0'))).toEqual(['9.4.0', '9.3.0', '9.1.0', '9.0.0']);
  });

  it('takes half newer and half older in the middle of a long line', () => {
    expect(minors(nearbyReleases(line(40), '9.20.0', 4))).toEqual(['9.22.0', '9.21.0', '9.19.0', '9.18.0']);
  });

  it('fills from the other side at either end of the line', () => {
    expect(minors(nearbyReleases(line(40), '9.39.0', 4))).toEqual(['9.38.0', '9.37.0', '9.36.0', '9.35.0']);
    expect(minors(nearbyReleases(line(40), '9.0.0', 4))).toEqual(['9.4.0', '9.3.0', '9.2.0', '9.1.0']);
    expect(minors(nearbyReleases(line(40), '9.38.0', 4))).toEqual(['9.39.0', '9.37.0', '9.36.0', '9.35.0']);
  });

  it('links at most 12 by default, whatever the length of the line', () => {
    expect(nearbyReleases(line(1000), '9.500.0')).toHaveLength(12);
  });
});
