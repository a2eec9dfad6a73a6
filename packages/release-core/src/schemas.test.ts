import { describe, expect, it } from 'vitest';
import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import scheduleJson from '../data/schedule.json' with { type: 'json' };
import shasumsJson from '../data/shasums.json' with { type: 'json' };
import advisoriesJson from '../data/vulnerabilities.json' with { type: 'json' };
import { DataValidationError } from './errors';
import {
  DIST_FILE_TOKENS,
  isPrefixedVersion,
  parseAdvisories,
  parseDistIndex,
  parseSchedule,
} from './schemas';
import { parseShasums } from './shasums-schema';

/** Runs `parse` and returns the DataValidationError it throws (failing the test if none). */
function rejection(parse: () => unknown): DataValidationError {
  try {
    parse();
  } catch (error) {
    if (error instanceof DataValidationError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a DataValidationError, but the data was accepted');
}

/** A deep copy of the real data, to break one record at a time. */
function copy<Value>(value: Value): Value {
  return structuredClone(value);
}

const realIndex = distIndexJson as unknown[];
const realAdvisories = advisoriesJson as unknown[];

function indexWith(position: number, change: (entry: Record<string, unknown>) => void): unknown[] {
  const index = copy(realIndex) as Record<string, unknown>[];
  const entry = index[position];
  if (entry === undefined) {
    throw new Error(`no entry ${position}`);
  }
  change(entry);
  return index;
}

/** The real index with one field of one entry replaced, or removed when `value` is undefined. */
function indexWithField(position: number, field: string, value: unknown): unknown[] {
  return indexWith(position, (entry) => {
    if (value === undefined) {
      delete entry[field];
    } else {
      entry[field] = value;
    }
  });
}

function positionOf(version: string): number {
  return realIndex.findIndex((entry) => (entry as { version: string }).version === version);
}

describe('parseDistIndex', () => {
  it('accepts all 872 releases of the snapshot and keeps their fields', () => {
    const index = parseDistIndex(distIndexJson);
    expect(index).toHaveLength(872);
    expect(index.find((entry) => entry.version === 'v22.1.0')).toMatchObject({
      date: '2024-05-02',
      lts: false,
      security: false,
      modules: '127',
    });
    expect(index.filter((entry) => entry.files === undefined)).toHaveLength(12);
  });

  it('knows every file token the snapshot uses, and nothing else', () => {
    const used = new Set(parseDistIndex(distIndexJson).flatMap((entry) => entry.files ?? []));
    // linux-x64-musl is published from September 2026 on, after the snapshot's newest file lists.
    expect([...used, 'linux-x64-musl'].sort()).toEqual([...DIST_FILE_TOKENS].sort());
  });

  it('names the release and the position in files of an unknown token', () => {
    const at = positionOf('v22.1.0');
    const error = rejection(() =>
      parseDistIndex(
        indexWith(at, (entry) => {
          (entry['files'] as string[])[3] = 'linux-sparc';
        }),
      ),
    );
    expect(error).toMatchObject({ code: 'INVALID_DATA', file: 'dist-index.json', record: 'v22.1.0', field: 'files[3]' });
    expect(error.message).toContain('linux-sparc');
  });

  it('names the entry by position when the version itself is bad', () => {
    const error = rejection(() =>
      parseDistIndex(
        indexWith(12, (entry) => {
          entry['version'] = '26.5.0';
        }),
      ),
    );
    expect(error).toMatchObject({ record: 'entry 12', field: 'version' });
    expect(error.message).toBe(
      'dist-index.json: entry 12: version: must be a semver version with a leading v, like v22.1.0 (got "26.5.0")',
    );
  });

  it('refuses a day that does not exist and a date in another format', () => {
    const at = positionOf('v20.0.0');
    for (const date of ['2023-02-30', '18/04/2023']) {
      expect(rejection(() => parseDistIndex(indexWithField(at, 'date', date)))).toMatchObject({
        record: 'v20.0.0',
        field: 'date',
      });
    }
  });

  it('reports a missing required field as missing', () => {
    const error = rejection(() => parseDistIndex(indexWithField(0, 'security', undefined)));
    expect(error.message).toBe('dist-index.json: v27.0.0-alpha.0.1.1: security: is missing');
  });

  it('refuses a wrong type for lts and for an optional field', () => {
    const at = positionOf('v22.1.0');
    expect(rejection(() => parseDistIndex(indexWithField(at, 'lts', true))).field).toBe('lts');
    expect(rejection(() => parseDistIndex(indexWithField(at, 'npm', 10))).message).toBe(
      'dist-index.json: v22.1.0: npm: must be a string (got 10)',
    );
  });

  it('refuses a version listed twice, naming both positions', () => {
    const index = copy(realIndex);
    index.push(copy(index[5]));
    const error = rejection(() => parseDistIndex(index, 'index.json'));
    expect(error.file).toBe('index.json');
    expect(error.field).toBe('version');
    expect(error.message).toContain('appears more than once (entries 5 and 872)');
  });

  it('refuses a document that is not a list of releases', () => {
    expect(rejection(() => parseDistIndex({ releases: [] })).message).toContain('must be an array of releases');
    expect(rejection(() => parseDistIndex([])).message).toContain('at least one release');
    expect(rejection(() => parseDistIndex(['v22.1.0']))).toMatchObject({ record: 'entry 0', field: '(record)' });
  });

  it('drops keys it does not know', () => {
    const [entry] = parseDistIndex([
      { version: 'v1.0.0', date: '2015-01-20', files: ['src'], lts: false, security: false, extra: 1 },
    ]);
    expect(entry).toEqual({ version: 'v1.0.0', date: '2015-01-20', files: ['src'], lts: false, security: false });
  });
});

describe('isPrefixedVersion', () => {
  it('accepts canonical versions with a leading v only', () => {
    expect(isPrefixedVersion('v27.0.0-alpha.0.1.1')).toBe(true);
    expect(isPrefixedVersion('v0.1.14')).toBe(true);
    for (const bad of ['22.1.0', 'v22.1', 'v22.01.0', ' v22.1.0', 'v22.1.0+build', 'vv22.1.0', `v${'9'.repeat(300)}.0.0`]) {
      expect(isPrefixedVersion(bad), bad).toBe(false);
    }
  });
});

describe('parseSchedule', () => {
  it('accepts the real schedule from v0.8 to v27', () => {
    const schedule = parseSchedule(scheduleJson);
    expect(Object.keys(schedule)).toHaveLength(Object.keys(scheduleJson).length);
    expect(schedule['v27']).toEqual({
      alpha: '2026-10-28',
      start: '2027-04-22',
      lts: '2027-10-20',
      end: '2030-04-30',
      codename: '',
    });
  });

  it('refuses an end before the start, naming the line and field', () => {
    const schedule = copy(scheduleJson) as Record<string, Record<string, string>>;
    schedule['v27'] = { ...schedule['v27'], end: '2027-01-01' };
    const error = rejection(() => parseSchedule(schedule));
    expect(error.message).toBe('schedule.json: v27: end: 2027-01-01 is before lts (2027-10-20)');
  });

  it('refuses LTS and maintenance dates out of lifecycle order', () => {
    const beforeStart = copy(scheduleJson) as Record<string, Record<string, string>>;
    beforeStart['v22'] = { ...beforeStart['v22'], lts: '2024-01-01' };
    expect(rejection(() => parseSchedule(beforeStart))).toMatchObject({ record: 'v22', field: 'lts' });

    const maintenanceBeforeLts = copy(scheduleJson) as Record<string, Record<string, string>>;
    maintenanceBeforeLts['v24'] = { ...maintenanceBeforeLts['v24'], maintenance: '2025-10-01' };
    expect(rejection(() => parseSchedule(maintenanceBeforeLts)).message).toBe(
      'schedule.json: v24: maintenance: 2025-10-01 is before lts (2025-10-28)',
    );

    const alphaAfterStart = copy(scheduleJson) as Record<string, Record<string, string>>;
    alphaAfterStart['v27'] = { ...alphaAfterStart['v27'], alpha: '2027-05-01' };
    expect(rejection(() => parseSchedule(alphaAfterStart))).toMatchObject({ record: 'v27', field: 'start' });
  });

  it('refuses an unknown phase, naming the line and the field', () => {
    const schedule = copy(scheduleJson) as Record<string, Record<string, string>>;
    schedule['v28'] = { alpha: '2027-10-20', beta: '2028-01-01', start: '2028-04-20', end: '2031-04-30' };
    expect(rejection(() => parseSchedule(schedule)).message).toBe(
      'schedule.json: v28: beta: is not a phase or field of the release schedule (expected alpha, start, lts, maintenance, end, codename)',
    );
  });

  it('refuses an invalid date, a missing end and a key that is not a line', () => {
    expect(
      rejection(() => parseSchedule({ v26: { start: '2026-05-05', end: '2029-02-29' } })),
    ).toMatchObject({ record: 'v26', field: 'end' });
    expect(rejection(() => parseSchedule({ v26: { start: '2026-05-05' } })).message).toBe(
      'schedule.json: v26: end: is missing',
    );
    expect(rejection(() => parseSchedule({ '26': { start: '2026-05-05', end: '2029-04-30' } }))).toMatchObject({
      record: '26',
      field: '(key)',
    });
  });
});

describe('parseAdvisories', () => {
  it('accepts all 194 real advisories with their severities', () => {
    const advisories = parseAdvisories(advisoriesJson);
    expect(advisories).toHaveLength(194);
    const counts: Record<string, number> = {};
    for (const advisory of advisories) {
      counts[advisory.severity] = (counts[advisory.severity] ?? 0) + 1;
    }
    expect(counts).toEqual({
      high: 86,
      medium: 68,
      low: 22,
      unknown: 13,
      critical: 5,
    });
  });

  it('accepts the live shape, an object keyed by id, and returns records with their id', () => {
    const live = Object.fromEntries(
      (copy(realAdvisories) as Record<string, unknown>[]).map(({ id, nswg, ...record }) => [id, record]),
    );
    const advisories = parseAdvisories(live, 'index.json');
    expect(advisories).toEqual(parseAdvisories(advisoriesJson));
    expect(advisories.at(-1)).toMatchObject({ id: '194', cve: ['CVE-2026-58045'], vulnerable: '22.x || 24.x || 26.x' });
  });

  it('keeps the systems an advisory affects and refuses a system name it does not know, naming the advisory and the field', () => {
    const advisories = parseAdvisories(advisoriesJson);
    expect(advisories.find((advisory) => advisory.id === '141')?.affectedEnvironments).toEqual(['win32']);
    const records = copy(realAdvisories) as { id: string; affectedEnvironments?: string[] }[];
    records.find((record) => record.id === '181')!.affectedEnvironments = ['linux', 'windows'];
    expect(() => parseAdvisories(records)).toThrow(
      /^vulnerabilities\.json: NSWG-COR-181: affectedEnvironments\[1\]: is not a known system name \(expected one of all, aix, android, darwin, freebsd, linux, openbsd, sunos, win32\) \(got "windows"\)$/,
    );
  });

  it('normalises the letter case of severities and refuses unknown ones', () => {
    const advisories = copy(realAdvisories) as Record<string, unknown>[];
    (advisories[193] as Record<string, unknown>)['severity'] = 'Medium';
    expect(parseAdvisories(advisories)[193]?.severity).toBe('medium');
    (advisories[193] as Record<string, unknown>)['severity'] = 'moderate';
    expect(rejection(() => parseAdvisories(advisories))).toMatchObject({
      file: 'vulnerabilities.json',
      record: 'NSWG-COR-194',
      field: 'severity',
    });
  });

  it('refuses a vulnerable or patched text that is not a semver range', () => {
    const advisories = copy(realAdvisories) as Record<string, unknown>[];
    (advisories[193] as Record<string, unknown>)['vulnerable'] = 'all versions';
    expect(rejection(() => parseAdvisories(advisories)).message).toBe(
      'vulnerabilities.json: NSWG-COR-194: vulnerable: must be a semver range (got "all versions")',
    );
    const emptyPatched = copy(realAdvisories) as Record<string, unknown>[];
    (emptyPatched[0] as Record<string, unknown>)['patched'] = '';
    expect(rejection(() => parseAdvisories(emptyPatched))).toMatchObject({ record: 'NSWG-COR-1', field: 'patched' });
  });

  it('refuses a malformed CVE id, naming its position', () => {
    const advisories = copy(realAdvisories) as Record<string, unknown>[];
    (advisories[193] as Record<string, unknown>)['cve'] = ['CVE-2026-58045', 'CVE-26-1'];
    expect(rejection(() => parseAdvisories(advisories))).toMatchObject({ record: 'NSWG-COR-194', field: 'cve[1]' });
  });

  it('refuses a reference that is not an http(s) URL', () => {
    const advisories = copy(realAdvisories) as Record<string, unknown>[];
    (advisories[0] as Record<string, unknown>)['ref'] = 'javascript:alert(1)';
    expect(rejection(() => parseAdvisories(advisories))).toMatchObject({ record: 'NSWG-COR-1', field: 'ref' });
  });

  it('refuses duplicate ids and records without an id', () => {
    const advisories = copy(realAdvisories);
    advisories.push(copy(advisories[0]));
    expect(rejection(() => parseAdvisories(advisories))).toMatchObject({ record: 'NSWG-COR-1', field: 'id' });
    expect(rejection(() => parseAdvisories([{ cve: [], vulnerable: '1.x', severity: 'low' }]))).toMatchObject({
      record: 'entry 0',
      field: 'id',
    });
    expect(rejection(() => parseAdvisories('[]')).field).toBe('(root)');
  });
});

describe('parseShasums', () => {
  it('accepts the checksums of all 642 releases, subfolder files included', () => {
    const shasums = parseShasums(shasumsJson);
    expect(Object.keys(shasums)).toHaveLength(642);
    expect(shasums['v0.12.18']?.['x64/node-v0.12.18-x64.msi']).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(shasums['v26.7.0'] ?? {})).toContain('win-arm64/node.exe');
  });

  it('names the release and the file of a bad digest or file name', () => {
    const shasums = copy(shasumsJson) as Record<string, Record<string, string>>;
    const files = shasums['v26.7.0'] as Record<string, string>;
    files['node-v26.7.0.tar.gz'] = 'ABC';
    expect(rejection(() => parseShasums(shasums))).toMatchObject({
      file: 'shasums.json',
      record: 'v26.7.0',
      field: 'node-v26.7.0.tar.gz',
    });
    expect(rejection(() => parseShasums({ 'v1.0.0': { '../etc/passwd': 'a'.repeat(64) } }))).toMatchObject({
      record: 'v1.0.0',
      field: '../etc/passwd',
    });
    expect(rejection(() => parseShasums({ '1.0.0': {} }))).toMatchObject({ record: '1.0.0', field: '(key)' });
  });
});
