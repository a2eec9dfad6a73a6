import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DataValidationError } from './errors';
import { checkReleaseData, parseJsonText, parseSnapshot, SNAPSHOT_FILES, type SnapshotPart } from './snapshot';

const dataDir = new URL('../data/', import.meta.url);
const realTexts = Object.fromEntries(
  (Object.keys(SNAPSHOT_FILES) as SnapshotPart[]).map((part) => [part, fs.readFileSync(new URL(SNAPSHOT_FILES[part], dataDir), 'utf8')]),
) as Record<SnapshotPart, string>;

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

/** The real snapshot texts with one file's parsed JSON changed and written back. */
function textsWith(part: SnapshotPart, change: (json: never) => void): Record<SnapshotPart, string> {
  const json = JSON.parse(realTexts[part]) as never;
  change(json);
  return { ...realTexts, [part]: JSON.stringify(json, null, 2) };
}

type Entry = Record<string, unknown>;

describe('parseSnapshot', () => {
  it('accepts the committed snapshot and gives the day it is current to', () => {
    const snapshot = parseSnapshot(realTexts);
    expect(snapshot.index).toHaveLength(872);
    expect(Object.keys(snapshot.schedule)).toContain('v20');
    expect(snapshot.advisories).toHaveLength(194);
    expect(Object.keys(snapshot.shasums)).toHaveLength(642);
    expect(snapshot.snapshotDate).toBe('2026-11-16');
  });

  it('names the file and the position where truncated JSON stops', () => {
    const truncated = realTexts.index.slice(0, 100_000);
    const error = rejection(() => parseSnapshot({ ...realTexts, index: truncated }, { index: 'data/dist-index.json' }));
    expect(error).toMatchObject({ file: 'data/dist-index.json', record: 'document', field: '(json)' });
    const line = truncated.split('\n').length;
    const column = truncated.length - truncated.lastIndexOf('\n');
    expect(error.message).toBe(
      `data/dist-index.json: document: (json): is not valid JSON at position 100000 (line ${line}, column ${column}): Unterminated string (100000 characters)`,
    );
  });

  it('names the release by position when its version is invalid', () => {
    const texts = textsWith('index', (index: Entry[]) => {
      index[40]!['version'] = 'v22.1';
    });
    expect(rejection(() => parseSnapshot(texts))).toMatchObject({ file: 'dist-index.json', record: 'entry 40', field: 'version' });
  });

  it('refuses a files token release-core does not know, naming the release and its position in files', () => {
    const texts = textsWith('index', (index: Entry[]) => {
      const entry = index.find((candidate) => candidate['version'] === 'v20.11.0')!;
      (entry['files'] as string[]).splice(2, 0, 'linux-riscv64');
    });
    const error = rejection(() => parseSnapshot(texts));
    expect(error).toMatchObject({ file: 'dist-index.json', record: 'v20.11.0', field: 'files[2]' });
    expect(error.message).toContain('is not a known dist file token (got "linux-riscv64")');
  });

  it('refuses a schedule line whose end is before its start, naming the line and field', () => {
    const texts = textsWith('schedule', (schedule: Record<string, Entry>) => {
      schedule['v20']!['end'] = '2023-01-01';
    });
    const error = rejection(() => parseSnapshot(texts, { schedule: 'elsewhere/schedule.json' }));
    expect(error).toMatchObject({ file: 'elsewhere/schedule.json', record: 'v20', field: 'end' });
    expect(error.message).toBe('elsewhere/schedule.json: v20: end: 2023-01-01 is before maintenance (2024-10-22)');
  });

  it('refuses an advisory whose vulnerable range is not semver, naming the advisory', () => {
    const texts = textsWith('advisories', (advisories: Entry[]) => {
      advisories[99]!['vulnerable'] = '>= banana';
    });
    const error = rejection(() => parseSnapshot(texts));
    expect(error).toMatchObject({ file: 'vulnerabilities.json', record: 'NSWG-COR-100', field: 'vulnerable' });
  });

  it('refuses a release line newer than every scheduled line that the schedule lacks, whatever its date', () => {
    const texts = textsWith('index', (index: Entry[]) => {
      index.unshift({ version: 'v28.0.0-alpha.0.0.0', date: '2030-01-01', lts: false, security: false });
    });
    const error = rejection(() => parseSnapshot(texts));
    expect(error).toMatchObject({ file: 'schedule.json', record: 'v28', field: '(key)' });
    expect(error.message).toContain('dist-index.json has releases of v28 (v28.0.0-alpha.0.0.0)');
  });

  it('refuses checksums of a version the dist index does not list', () => {
    const texts = textsWith('shasums', (shasums: Record<string, unknown>) => {
      shasums['v22.99.0'] = { 'node-v22.99.0.tar.gz': 'a'.repeat(64) };
    });
    expect(rejection(() => parseSnapshot(texts))).toMatchObject({ file: 'shasums.json', record: 'v22.99.0', field: '(key)' });
  });
});

describe('checkReleaseData', () => {
  const { index, schedule, shasums } = parseSnapshot(realTexts);

  it('lets old lines the schedule predates pass (v0.1 to v0.7)', () => {
    expect(index.some((entry) => entry.version.startsWith('v0.4.'))).toBe(true);
    expect(() => checkReleaseData({ index, schedule, shasums })).not.toThrow();
  });

  it('names the newest unscheduled line with its newest release', () => {
    const { v26: _v26, v27: _v27, ...withoutNewest } = schedule;
    expect(rejection(() => checkReleaseData({ index, schedule: withoutNewest }, { schedule: 'https://example.org/schedule.json' })))
      .toMatchObject({ file: 'https://example.org/schedule.json', record: 'v27' });
  });
});

describe('advisories whose fix no release carries', () => {
  it('stops naming the advisory and its patched range', () => {
    const texts = textsWith('advisories', (json: { id: string; patched?: string }[]) => {
      const spawn = json.find((record) => record.id === '141')!;
      spawn.patched = '^18.99.0 || ^20.99.0';
    });
    expect(rejection(() => parseSnapshot(texts))).toMatchObject({
      file: 'vulnerabilities.json',
      record: 'NSWG-COR-141',
      field: 'patched',
      message: 'vulnerabilities.json: NSWG-COR-141: patched: "^18.99.0 || ^20.99.0" names no release of dist-index.json, so no release would count as fixed',
    });
  });
});

describe('parseJsonText', () => {
  it('returns parsed JSON', () => {
    expect(parseJsonText('{"a":[1,2]}', 'x.json')).toEqual({ a: [1, 2] });
  });

  it('gives line and column of the stopping point, counting from 1', () => {
    expect(rejection(() => parseJsonText('[\n  1,\n  2,,\n]', 'x.json')).message).toMatch(
      /^x\.json: document: \(json\): is not valid JSON at position 11 \(line 3, column 5\): Unexpected token ',' \(14 characters\)$/,
    );
    expect(rejection(() => parseJsonText('{"a":1}x', 'x.json')).message).toContain(
      'at position 7 (line 1, column 8): Unexpected non-whitespace character after JSON (8 characters)',
    );
    expect(rejection(() => parseJsonText('{"a":[1,{"b":nul}]}', 'x.json')).message).toContain('at position 13 ');
    expect(rejection(() => parseJsonText('', 'empty.json')).message).toBe(
      'empty.json: document: (json): is not valid JSON at position 0 (line 1, column 1): Unexpected end of JSON input (0 characters)',
    );
  });
});
