/**
 * A release data snapshot as a whole: the four data files read together (dist index, release
 * schedule, security advisories, published checksums), each checked by its schema and then
 * checked against the others. The one rule shared by every consumer that takes data from files:
 * the embedded snapshot, a site build from a data folder, and the data refresh before it writes.
 * Errors are {@link DataValidationError}s naming the file, the record and the field.
 */

import Range from 'semver/classes/range.js';
import SemVer from 'semver/classes/semver.js';
import { DataValidationError } from './errors';
import { unscheduledLine } from './releases';
import { parseAdvisories, parseDistIndex, parseSchedule } from './schemas';
import { parseShasums } from './shasums-schema';
import type { AdvisoryRecord, DistIndexEntry, Schedule, Shasums } from './types';
import { expectArray, expectObject, expectOptions, expectString } from './arguments';

/**
 * The file name of each part of a snapshot, as release-core's `data/` folder names them.
 * @example
 * SNAPSHOT_FILES.index // → 'dist-index.json'
 */
export const SNAPSHOT_FILES = {
  index: 'dist-index.json',
  schedule: 'schedule.json',
  advisories: 'vulnerabilities.json',
  shasums: 'shasums.json',
} as const;

const SNAPSHOT_PARTS = Object.keys(SNAPSHOT_FILES);

/** A part of a snapshot: `index`, `schedule`, `advisories` or `shasums`. */
export type SnapshotPart = keyof typeof SNAPSHOT_FILES;

/** What error messages call each part (a file name, a path or a URL); defaults to {@link SNAPSHOT_FILES}. */
export type SnapshotFileNames = Partial<Record<SnapshotPart, string>>;

/** A validated snapshot. */
export type ReleaseSnapshot = {
  index: readonly DistIndexEntry[];
  schedule: Schedule;
  advisories: readonly AdvisoryRecord[];
  shasums: Shasums;
  /** Day of the newest release of the index (`YYYY-MM-DD`): the day the snapshot is current to. */
  snapshotDate: string;
};

function fileNames(files: SnapshotFileNames | undefined): Record<SnapshotPart, string> {
  return { ...SNAPSHOT_FILES, ...files };
}

/** Line and column (both from 1) of a character position in a text. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < position; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: position - lineStart + 1 };
}

/**
 * Position of the first character where `text` stops being JSON (its length when it ends early).
 * Only called on text `JSON.parse` refused, so speed does not matter; a stack keeps deep nesting
 * from overflowing.
 */
function jsonErrorPosition(text: string): number {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) {
      at += 1;
    }
  };
  const literal = (pattern: RegExp): boolean => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match === null) {
      return false;
    }
    at += match[0].length;
    return true;
  };
  // Any character but a control character, a quote or a backslash; or an escape.
  const STRING = /"(?:[\x20\x21\x23-\x5b\x5d-\uffff]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const WORD = /true|false|null/y;
  /** An object key and its colon. */
  const key = (): boolean => {
    if (!literal(STRING)) {
      return false;
    }
    space();
    return text[at] === ':';
  };
  // What is expected next: a value, or what may follow a value inside an array or object.
  const stack: ('array' | 'object')[] = [];
  let expectValue = true;
  for (;;) {
    space();
    if (expectValue) {
      const char = text[at];
      if (char === '[' || char === '{') {
        at += 1;
        space();
        const close = char === '[' ? ']' : '}';
        if (text[at] === close) {
          at += 1;
          expectValue = false;
          continue;
        }
        stack.push(char === '[' ? 'array' : 'object');
        if (char === '{' && !key()) {
          return at;
        }
        if (char === '{') {
          at += 1;
        }
        continue;
      }
      if (!(literal(STRING) || literal(NUMBER) || literal(WORD))) {
        return at;
      }
      expectValue = false;
      continue;
    }
    const container = stack.at(-1);
    if (container === undefined) {
      return at;
    }
    if (text[at] === (container === 'array' ? ']' : '}')) {
      at += 1;
      stack.pop();
      continue;
    }
    if (text[at] !== ',') {
      return at;
    }
    at += 1;
    if (container === 'object') {
      space();
      if (!key()) {
        return at;
      }
      at += 1;
    }
    expectValue = true;
  }
}

/**
 * Parses the text of a data file as JSON. Invalid JSON (a truncated download, a stray comma) is a
 * {@link DataValidationError} with record `document` and field `(json)` whose message gives the
 * position, line and column where parsing stopped.
 * @example
 * parseJsonText('[{"version":"v22.1.0"', 'dist-index.json')
 * // throws DataValidationError: dist-index.json: document: (json): is not valid JSON at position 21 (line 1, column 22): …
 */
export function parseJsonText(text: string, file: string): unknown {
  expectString('parseJsonText', 'text', text);
  expectString('parseJsonText', 'file', file);
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const reported = /at position (\d+)/.exec(reason)?.[1];
    // The engine gives no position for some errors (an unexpected token); find it then.
    const position = reported === undefined ? jsonErrorPosition(text) : Number(reported);
    // The engine's reason repeats the position, or quotes a piece of the text; keep its first clause.
    const short = reason.replace(/(?: in JSON)? at position \d+.*$/s, '').replace(/, ".*$/s, '');
    const { line, column } = lineAndColumn(text, position);
    throw new DataValidationError({
      file,
      record: 'document',
      field: '(json)',
      message: `is not valid JSON at position ${position} (line ${line}, column ${column}): ${short} (${text.length} characters)`,
    });
  }
}

/**
 * The checks that span files, on data whose files each passed their schema:
 * - every release line of the dist index has a schedule entry, unless it is older than the newest
 *   scheduled line (the pre-schedule v0.x lines), since a line's status comes from the schedule;
 * - every version of the checksums has a release in the dist index;
 * - every advisory's `patched` range names at least one release of the dist index (one that names
 *   none would leave every release of its lines vulnerable, and a page would show no fix).
 *
 * The data refresh runs it on fetched data before writing; {@link validateSnapshot} runs it on
 * every snapshot read from files.
 * @example
 * checkReleaseData({ index: distIndex, schedule: {}, shasums: {} })
 * // throws DataValidationError: schedule.json: v27: (key): is missing: …
 */
export function checkReleaseData(
  data: {
    index: readonly DistIndexEntry[];
    schedule: Schedule;
    shasums?: Shasums | undefined;
    advisories?: readonly AdvisoryRecord[] | undefined;
  },
  files?: SnapshotFileNames,
): void {
  expectObject('checkReleaseData', 'data', data);
  expectArray('checkReleaseData', 'data.index', data.index);
  expectObject('checkReleaseData', 'data.schedule', data.schedule);
  expectOptions('checkReleaseData', 'files', files, SNAPSHOT_PARTS);
  const names = fileNames(files);
  const unpatched = data.advisories === undefined ? undefined : advisoryWithoutRelease(data.advisories, data.index);
  if (unpatched !== undefined) {
    throw new DataValidationError({
      file: names.advisories,
      record: `NSWG-COR-${unpatched.id}`,
      field: 'patched',
      message: `${JSON.stringify(unpatched.patched)} names no release of ${names.index}, so no release would count as fixed`,
    });
  }
  const missing = unscheduledLine(data.index, data.schedule);
  if (missing !== undefined) {
    throw new DataValidationError({
      file: names.schedule,
      record: missing.line,
      field: '(key)',
      message: `is missing: ${names.index} has releases of ${missing.line} (${missing.version}) but the schedule has no entry for the line, so its status is unknown`,
    });
  }
  if (data.shasums !== undefined) {
    const versions = new Set(data.index.map((entry) => entry.version));
    for (const version of Object.keys(data.shasums)) {
      if (!versions.has(version)) {
        throw new DataValidationError({
          file: names.shasums,
          record: version,
          field: '(key)',
          message: `has checksums but ${names.index} lists no release ${version}`,
        });
      }
    }
  }
}

/** The first advisory whose `patched` range no release of the index satisfies. */
function advisoryWithoutRelease(advisories: readonly AdvisoryRecord[], index: readonly DistIndexEntry[]): AdvisoryRecord | undefined {
  const versions = index.map((entry) => new SemVer(entry.version));
  const decided = new Map<string, boolean>();
  return advisories.find((advisory) => {
    if (advisory.patched === undefined || advisory.patched.trim() === '') {
      return false;
    }
    let named = decided.get(advisory.patched);
    if (named === undefined) {
      const range = new Range(advisory.patched);
      named = versions.some((version) => range.test(version));
      decided.set(advisory.patched, named);
    }
    return !named;
  });
}

/**
 * Validates a whole snapshot from parsed JSON: each part with its schema ({@link parseDistIndex},
 * {@link parseSchedule}, {@link parseAdvisories}, {@link parseShasums}), then
 * {@link checkReleaseData}. `files` names the parts in error messages.
 * @example
 * validateSnapshot({ index: distIndexJson, schedule: scheduleJson, advisories: advisoriesJson, shasums: shasumsJson }).snapshotDate
 * // → '2026-11-16'
 */
export function validateSnapshot(json: Record<SnapshotPart, unknown>, files?: SnapshotFileNames): ReleaseSnapshot {
  expectObject('validateSnapshot', 'json', json);
  expectOptions('validateSnapshot', 'files', files, SNAPSHOT_PARTS);
  const names = fileNames(files);
  return validateSnapshotAroundIndex(parseDistIndex(json.index, names.index), json, names);
}

/**
 * The rest of {@link validateSnapshot} for an index that already passed {@link parseDistIndex}
 * (the embedded dist index, validated once by its own entry): the other parts' schemas, then
 * {@link checkReleaseData}. Returns the index as given.
 */
export function validateSnapshotAroundIndex(
  index: readonly DistIndexEntry[],
  json: Omit<Record<SnapshotPart, unknown>, 'index'>,
  files?: SnapshotFileNames,
): ReleaseSnapshot {
  const names = fileNames(files);
  const schedule = parseSchedule(json.schedule, names.schedule);
  const advisories = parseAdvisories(json.advisories, names.advisories);
  const shasums = parseShasums(json.shasums, names.shasums);
  checkReleaseData({ index, schedule, shasums, advisories }, names);
  return { index, schedule, advisories, shasums, snapshotDate: newestReleaseDate(index) };
}

/**
 * The day of the newest release of a validated index (`YYYY-MM-DD`): the day a snapshot is current
 * to. ISO days sort as text; {@link parseDistIndex} refuses an empty index, so there is a newest one.
 */
function newestReleaseDate(index: readonly DistIndexEntry[]): string {
  let newest = index[0]!.date;
  for (const { date } of index) {
    if (date > newest) {
      newest = date;
    }
  }
  return newest;
}

/**
 * Validates a whole snapshot from the texts of its files: each is parsed as JSON
 * ({@link parseJsonText}), then {@link validateSnapshot}. What a build reads from a data folder.
 * @example
 * parseSnapshot({ index: '[', schedule: '{}', advisories: '[]', shasums: '{}' }, { index: 'data/dist-index.json' })
 * // throws DataValidationError: data/dist-index.json: document: (json): is not valid JSON at position 1 (line 1, column 2): …
 */
export function parseSnapshot(texts: Record<SnapshotPart, string>, files?: SnapshotFileNames): ReleaseSnapshot {
  expectObject('parseSnapshot', 'texts', texts);
  expectOptions('parseSnapshot', 'files', files, SNAPSHOT_PARTS);
  const names = fileNames(files);
  return validateSnapshot(
    {
      index: parseJsonText(texts.index, names.index),
      schedule: parseJsonText(texts.schedule, names.schedule),
      advisories: parseJsonText(texts.advisories, names.advisories),
      shasums: parseJsonText(texts.shasums, names.shasums),
    },
    names,
  );
}
