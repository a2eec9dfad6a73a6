/**
 * The version picker's "(LTS)" (ui's `versionLabel`) and release-core's `isLtsNow` are one rule:
 * checked over every line of the snapshot, on dates when lines are in each status.
 */
import { buildReleases, isLtsNow, versionPickerTarget } from '@node-downloads/release-core';
import { versionLabel } from '@node-downloads/ui';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../test/snapshot';
import { testSite } from '../../test/site-pages';

describe('version picker labels', () => {
  it('say "(LTS)" exactly for the lines that are LTS now, on every date', () => {
    for (const day of ['2024-06-01', '2025-11-01', '2026-04-15', '2026-11-22']) {
      const releases = buildReleases({ index: snapshot.index, schedule: snapshot.schedule, now: new Date(`${day}T00:00:00Z`) });
      for (const release of releases) {
        expect(versionLabel(release).endsWith(' (LTS)'), `${release.line} on ${day}`).toBe(isLtsNow(release));
      }
    }
  });

  it('on 2026-11-22: v20 (end-of-life, once LTS) has no "(LTS)" and is set in place on the Current page', () => {
    const v20 = testSite.releases.find((release) => release.line === 'v20');
    expect(v20).toMatchObject({ isLts: true, status: 'End-of-life' });
    if (!v20) {
      return;
    }
    expect(versionLabel(v20)).toBe(v20.versionWithPrefix);
    expect(versionPickerTarget({ release: v20, onCurrentPage: true })).toEqual({ action: 'set', version: v20.versionWithPrefix });
  });
});
