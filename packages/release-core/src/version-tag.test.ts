import { describe, expect, it } from 'vitest';
import { distIndex, schedule } from './data';
import { buildReleases } from './releases';
import { versionPickerOrder, versionTag } from './version-tag';

describe('versionTag', () => {
  it('on 2026-11-22 tags v26, v24 and v22 LTS, the pending v27 (alpha builds only) alpha, and neither v20 (end-of-life, once LTS) nor v25', () => {
    const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T12:00:00Z') });
    const tagged = Object.fromEntries(releases.filter((line) => line.major >= 20).map((line) => [line.line, versionTag(line)]));
    expect(tagged).toEqual({ v27: 'alpha', v26: 'lts', v25: undefined, v24: 'lts', v22: 'lts', v21: undefined, v20: undefined, v23: undefined });
  });

  it('on 2026-06-01 tags v26 Current and v24 LTS', () => {
    const june = buildReleases({ index: distIndex, schedule, now: new Date('2026-06-01T12:00:00Z') });
    expect(versionTag(june.find((line) => line.line === 'v26')!)).toBe('current');
    expect(versionTag(june.find((line) => line.line === 'v24')!)).toBe('lts');
  });

  it('puts a line with prereleases only at the top with its version, never after v0.1, whatever the input order', () => {
    const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T12:00:00Z') });
    const shuffled = [...releases].reverse();
    const ordered = versionPickerOrder(shuffled);
    expect(ordered[0]?.versionWithPrefix).toBe('v27.0.0-alpha.0.1.1');
    expect(ordered[1]?.line).toBe('v26');
    expect(ordered.at(-1)?.versionWithPrefix).toBe('v0.1.104');
    expect(ordered.map((line) => line.line)).toEqual(releases.map((line) => line.line));
  });
});
