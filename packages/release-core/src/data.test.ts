import { describe, expect, it } from 'vitest';
import { advisories, distIndex, SNAPSHOT_DATE, schedule, snapshot } from './data';
import { shasums } from './data-shasums';

describe('the embedded snapshot', () => {
  it('holds every release, schedule line, advisory and checksum list of the data files', () => {
    expect(distIndex).toHaveLength(872);
    expect(Object.keys(schedule)).toEqual([
      'v0.8',
      'v0.10',
      'v0.12',
      ...Array.from({ length: 24 }, (_, offset) => `v${offset + 4}`),
    ]);
    expect(advisories.map((advisory) => advisory.id)).toEqual(Array.from({ length: 194 }, (_, offset) => `${offset + 1}`));
    expect(Object.keys(shasums)).toHaveLength(642);
  });

  it('keeps the checksum lists out of /data: its snapshot has no shasums, the repository lists have all 22,843 digests', () => {
    expect(Object.keys(snapshot).sort()).toEqual(['advisories', 'index', 'schedule', 'snapshotDate']);
    expect(Object.values(shasums).reduce((count, files) => count + Object.keys(files).length, 0)).toBe(22_843);
  });

  it('is current to 2026-11-16, the day of its newest release, and lists nothing later', () => {
    expect(SNAPSHOT_DATE).toBe('2026-11-16');
    expect(distIndex.filter((entry) => entry.date > SNAPSHOT_DATE)).toEqual([]);
    expect(distIndex.filter((entry) => entry.date === SNAPSHOT_DATE).map((entry) => entry.version)).toEqual([
      'v27.0.0-alpha.0.1.1',
    ]);
  });

  it('cannot be changed by a consumer', () => {
    const first = distIndex[0];
    expect(() => {
      (distIndex as unknown[]).push({});
    }).toThrow(TypeError);
    expect(() => {
      Object.assign(first ?? {}, { version: 'v0.0.0' });
    }).toThrow(TypeError);
    const cve = advisories[0]!.cve as string[];
    expect(() => {
      cve.push('CVE-2099-0001');
    }).toThrow(TypeError);
    expect(Object.isFrozen(shasums['v26.7.0'])).toBe(true);
  });
});
