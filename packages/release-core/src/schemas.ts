/**
 * Schemas of the data files release-core reads: the dist index, the release schedule and the
 * security advisories (the published checksums have theirs in `shasums-schema.ts`). Each
 * `parse…` function takes parsed JSON of unknown shape and either returns typed records or throws
 * a {@link DataValidationError} naming the file, the record and the field that is wrong, so bad
 * data stops a build with a message a person can act on.
 */

import validRange from 'semver/ranges/valid.js';
import { ADVISORY_ENVIRONMENTS } from './advisory-systems';
import * as v from 'valibot';
import { isoDayNumber, isIsoDay } from './days';
import { describeValue, fail, isPlainObject, parseWith } from './schema-errors';
import type { AdvisoryRecord, DistIndexEntry, Schedule, ScheduleEntry, Severity } from './types';
import { normalizeVersion } from './version';
import { SEVERITY_ORDER, toSeverity } from './severities';
import { expectString } from './arguments';

/**
 * Every file token the dist index uses in a release's `files` list. A token names one published
 * build (`linux-x64` is the Linux x64 `.tar.gz`/`.tar.xz` pair, `win-x64-msi` the Windows x64
 * installer, `src` the source tarball, `headers` the C++ headers tarball). Some published files
 * have no token, such as the Windows arm64 `.msi` (from v19.9.0) and `win-arm64/node.exe`; the
 * checksums file lists those. `linux-x64-musl` appears in releases from September 2026 on.
 * @example
 * DIST_FILE_TOKENS.includes('linux-x64') // → true
 */
export const DIST_FILE_TOKENS = [
  'aix-ppc64',
  'headers',
  'linux-arm64',
  'linux-armv6l',
  'linux-armv7l',
  'linux-ppc64le',
  'linux-s390x',
  'linux-x64',
  'linux-x64-musl',
  'linux-x86',
  'osx-arm64-tar',
  'osx-x64-pkg',
  'osx-x64-tar',
  'osx-x86-tar',
  'src',
  'sunos-x64',
  'sunos-x86',
  'win-arm64-7z',
  'win-arm64-zip',
  'win-x64-7z',
  'win-x64-exe',
  'win-x64-msi',
  'win-x64-zip',
  'win-x86-7z',
  'win-x86-exe',
  'win-x86-msi',
  'win-x86-zip',
] as const;

/** A file token of the dist index, one of {@link DIST_FILE_TOKENS}. */
export type DistFileToken = (typeof DIST_FILE_TOKENS)[number];

/** The key of a release line in the schedule: `v0.8` … `v0.12` for 0.x lines, `v4`, `v22`, … after. */
const LINE_KEY = /^v(?:0\.(?:0|[1-9]\d*)|[1-9]\d*)$/;
const CVE_ID = /^CVE-\d{4}-\d{4,}$/;

/**
 * Whether the text is a release version as the data files write it: a canonical semver version
 * with a leading `v`, such as `v22.1.0` or `v27.0.0-alpha.0.1.1`.
 * @example
 * isPrefixedVersion('v22.1.0') // → true
 * isPrefixedVersion('22.1.0') // → false
 */
export function isPrefixedVersion(text: string): boolean {
  if (typeof text !== 'string' || !text.startsWith('v')) {
    return false;
  }
  try {
    return normalizeVersion(text) === text.slice(1);
  } catch {
    return false;
  }
}

function isSemverRange(text: string): boolean {
  return text.trim() !== '' && validRange(text) !== null;
}

function isHttpUrl(text: string): boolean {
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
}

const nonEmptyString = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'));

const isoDay = v.pipe(
  v.string('must be a string'),
  v.check(isIsoDay, 'must be a real day written YYYY-MM-DD'),
);

const prefixedVersion = v.pipe(
  v.string('must be a string'),
  v.check(isPrefixedVersion, 'must be a semver version with a leading v, like v22.1.0'),
);

const distIndexEntrySchema = v.object(
  {
    version: prefixedVersion,
    date: isoDay,
    files: v.optional(
      v.array(
        v.picklist(DIST_FILE_TOKENS, 'is not a known dist file token'),
        'must be a list of file tokens',
      ),
    ),
    npm: v.optional(nonEmptyString),
    v8: v.optional(nonEmptyString),
    uv: v.optional(nonEmptyString),
    zlib: v.optional(nonEmptyString),
    openssl: v.optional(nonEmptyString),
    modules: v.optional(nonEmptyString),
    lts: v.union([v.literal(false), nonEmptyString], 'must be false or an LTS codename'),
    security: v.boolean('must be true or false'),
  },
  'must be an object',
);

const scheduleEntrySchema = v.object(
  {
    start: isoDay,
    end: isoDay,
    lts: v.optional(isoDay),
    maintenance: v.optional(isoDay),
    alpha: v.optional(isoDay),
    codename: v.optional(v.string('must be a string')),
  },
  'must be an object',
);

const severitySchema = v.pipe(
  v.string('must be a string'),
  v.check((text) => toSeverity(text) !== undefined, `must be one of ${SEVERITY_ORDER.join(', ')}`),
  // The check above has passed, so toSeverity finds a severity; `?? 'unknown'` only narrows the type.
  v.transform((text): Severity => toSeverity(text) ?? 'unknown'),
);

const advisorySchema = v.object(
  {
    id: v.pipe(v.string('must be a string'), v.regex(/^\d+$/, 'must be a number written as a string')),
    cve: v.array(
      v.pipe(v.string('must be a string'), v.regex(CVE_ID, 'must be a CVE id like CVE-2024-12345')),
      'must be a list of CVE ids',
    ),
    vulnerable: v.pipe(v.string('must be a string'), v.check(isSemverRange, 'must be a semver range')),
    patched: v.optional(
      v.pipe(v.string('must be a string'), v.check(isSemverRange, 'must be a semver range')),
    ),
    ref: v.optional(v.pipe(v.string('must be a string'), v.check(isHttpUrl, 'must be an http(s) URL'))),
    description: v.optional(v.string('must be a string')),
    overview: v.optional(v.string('must be a string')),
    severity: severitySchema,
    affectedEnvironments: v.optional(
      v.array(
        v.picklist(ADVISORY_ENVIRONMENTS, `is not a known system name (expected one of ${ADVISORY_ENVIRONMENTS.join(', ')})`),
        'must be a list of system names',
      ),
    ),
  },
  'must be an object',
);


/**
 * Validates a dist index (`index.json` of the distribution: an array of releases). Every entry
 * needs a canonical `v`-prefixed version (and the index at least one entry) (no version may appear twice), a real `YYYY-MM-DD` date,
 * `lts` (false or a codename) and `security`; `files`, when present, may hold only
 * {@link DIST_FILE_TOKENS}. Unknown keys are dropped. Errors name an entry by its version, or as
 * `entry N` (its 0-based position) when the version itself is bad.
 * @example
 * parseDistIndex([{ version: 'v22.1.0', date: '2024-05-02', files: ['linux-x64'], lts: false, security: false }])
 * // → [{ version: 'v22.1.0', date: '2024-05-02', files: ['linux-x64'], lts: false, security: false }]
 */
export function parseDistIndex(json: unknown, file = 'dist-index.json'): DistIndexEntry[] {
  expectString('parseDistIndex', 'file', file);
  if (!Array.isArray(json)) {
    fail(file, 'document', '(root)', `must be an array of releases (got ${describeValue(json)})`);
  }
  if (json.length === 0) {
    fail(file, 'document', '(root)', 'must list at least one release (got an empty array)');
  }
  const positions = new Map<string, number>();
  return json.map((input: unknown, position) => {
    const version = isPlainObject(input) ? input['version'] : undefined;
    const record =
      typeof version === 'string' && isPrefixedVersion(version) ? version : `entry ${position}`;
    const entry = parseWith(distIndexEntrySchema, input, { file, record });
    const earlier = positions.get(entry.version);
    if (earlier !== undefined) {
      fail(file, record, 'version', `appears more than once (entries ${earlier} and ${position})`);
    }
    positions.set(entry.version, position);
    return entry;
  });
}

/**
 * Validates a release schedule (the `schedule.json` of the release working group: an object keyed
 * by line, `v0.8` … `v0.12`, `v4` …). Dates must be real `YYYY-MM-DD` days in lifecycle order:
 * `alpha` ≤ `start` ≤ `lts` ≤ `maintenance` ≤ `end`, each optional one skipped when absent; any
 * other field (an unknown phase) is refused, naming the line and the field.
 * @example
 * parseSchedule({ v22: { start: '2024-04-24', lts: '2024-10-29', maintenance: '2025-10-21', end: '2027-04-30', codename: 'Jod' } })
 * // → { v22: { start: '2024-04-24', lts: '2024-10-29', maintenance: '2025-10-21', end: '2027-04-30', codename: 'Jod' } }
 */
export function parseSchedule(json: unknown, file = 'schedule.json'): Schedule {
  expectString('parseSchedule', 'file', file);
  if (!isPlainObject(json)) {
    fail(file, 'document', '(root)', `must be an object keyed by release line (got ${describeValue(json)})`);
  }
  const schedule: Record<string, ScheduleEntry> = {};
  for (const [line, input] of Object.entries(json)) {
    if (!LINE_KEY.test(line)) {
      fail(file, line, '(key)', 'must be a release line like v22 or v0.12');
    }
    checkScheduleFields(input, file, line);
    const entry = parseWith(scheduleEntrySchema, input, { file, record: line });
    checkLifecycleOrder(entry, file, line);
    schedule[line] = entry;
  }
  return schedule;
}

const LIFECYCLE_FIELDS = ['alpha', 'start', 'lts', 'maintenance', 'end'] as const;
const SCHEDULE_FIELDS: readonly string[] = [...LIFECYCLE_FIELDS, 'codename'];

/**
 * Refuses a field the schedule does not define (an unknown phase such as `beta`): its dates would
 * be silently left out of every status and of the schedule chart.
 */
function checkScheduleFields(input: unknown, file: string, line: string): void {
  if (!isPlainObject(input)) {
    return;
  }
  for (const field of Object.keys(input)) {
    if (!SCHEDULE_FIELDS.includes(field)) {
      fail(file, line, field, `is not a phase or field of the release schedule (expected ${SCHEDULE_FIELDS.join(', ')})`);
    }
  }
}

function checkLifecycleOrder(entry: ScheduleEntry, file: string, line: string): void {
  let previous: { field: string; day: number; text: string } | undefined;
  for (const field of LIFECYCLE_FIELDS) {
    const text = entry[field];
    if (text === undefined) {
      continue;
    }
    const day = isoDayNumber(text) ?? Number.NaN;
    if (previous !== undefined && day < previous.day) {
      fail(file, line, field, `${text} is before ${previous.field} (${previous.text})`);
    }
    previous = { field, day, text };
  }
}

function advisoryRecordName(id: unknown, position: number): string {
  return typeof id === 'string' && /^\d+$/.test(id) ? `NSWG-COR-${id}` : `entry ${position}`;
}

/**
 * Validates security advisories of the security working group. Accepts both shapes: the live
 * `vuln/core/index.json` (an object keyed by advisory id) and the snapshot's array of records that
 * carry their `id`; returns the array shape. `vulnerable` (and `patched` when present) must be
 * semver ranges, CVE ids look like `CVE-2024-12345`, `ref` is an http(s) URL, and severity is one
 * of critical, high, medium, low, unknown in any letter case (returned in lower case). Errors name
 * an advisory as `NSWG-COR-<id>`.
 * @example
 * parseAdvisories({ '194': { cve: ['CVE-2026-58045'], vulnerable: '22.x || 24.x', patched: '^22.23.2 || ^24.18.1', severity: 'Medium' } })
 * // → [{ id: '194', cve: ['CVE-2026-58045'], vulnerable: '22.x || 24.x', patched: '^22.23.2 || ^24.18.1', severity: 'medium' }]
 */
export function parseAdvisories(json: unknown, file = 'vulnerabilities.json'): AdvisoryRecord[] {
  expectString('parseAdvisories', 'file', file);
  let inputs: unknown[];
  if (Array.isArray(json)) {
    inputs = json;
  } else if (isPlainObject(json)) {
    inputs = Object.entries(json).map(([id, record]) => (isPlainObject(record) ? { ...record, id } : record));
  } else {
    fail(file, 'document', '(root)', `must be an array or an object of advisories (got ${describeValue(json)})`);
  }
  const positions = new Map<string, number>();
  return inputs.map((input, position) => {
    const record = advisoryRecordName(isPlainObject(input) ? input['id'] : undefined, position);
    const advisory: AdvisoryRecord & { severity: Severity } = parseWith(advisorySchema, input, {
      file,
      record,
    });
    const earlier = positions.get(advisory.id);
    if (earlier !== undefined) {
      fail(file, record, 'id', `appears more than once (entries ${earlier} and ${position})`);
    }
    positions.set(advisory.id, position);
    return advisory;
  });
}
