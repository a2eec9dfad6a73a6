import { describe, expect, it } from 'vitest';
import { advisories, distIndex, SNAPSHOT_DATE, schedule, snapshot } from './data';
import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { shasums } from './data-shasums';
import { checkEmbeddedData } from './embedded-check';
import { validateSnapshot } from './snapshot';

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

describe('the embedded snapshot is checked when the package is built, not when it loads', () => {
  const json = { index: distIndexJson, schedule: scheduleJson, advisories: advisoriesJson };

  it('passes validateSnapshot as committed, and the entries export what it returns', () => {
    expect(() => checkEmbeddedData(json)).not.toThrow();
    const validated = validateSnapshot({ ...json, shasums: {} });
    expect(distIndex).toEqual(validated.index);
    expect(schedule).toEqual(validated.schedule);
    expect(SNAPSHOT_DATE).toBe(validated.snapshotDate);
    // The advisories keep fields of their source that the validation does not read.
    expect(advisories.map((advisory) => validated.advisories.find((record) => record.id === advisory.id))).toEqual(validated.advisories);
    expect(advisories[0]).toMatchObject({ ...validated.advisories[0], nswg: 'NSWG-COR-1' });
  });

  it('fails the build on a malformed record, naming the file, the record and the field', () => {
    const broken = structuredClone(distIndexJson) as Record<string, unknown>[];
    const at = broken.findIndex((entry) => entry['version'] === 'v22.1.0');
    broken[at] = { ...broken[at], date: '2024-13-02' };
    expect(() => checkEmbeddedData({ ...json, index: broken })).toThrow(
      expect.objectContaining({ code: 'INVALID_DATA', file: 'dist-index.json', record: 'v22.1.0', field: 'date' }),
    );
    const changed = structuredClone(advisoriesJson) as Record<string, unknown>[];
    changed[0] = { ...changed[0], cve: 'CVE-2017-1000381' };
    expect(() => checkEmbeddedData({ ...json, advisories: changed })).toThrow(expect.objectContaining({ code: 'INVALID_DATA' }));
  });
});
