import { VersionError } from './errors';

/** Longest version string accepted, in characters. */
export const MAX_VERSION_LENGTH = 256;

/** A parsed version. */
export type ParsedVersion = {
  major: number;
  minor: number;
  patch: number;
  prerelease: string[];
};

/**
 * A validated version as release-core reads it (see {@link readVersion}): its numbers, its
 * prerelease identifiers (numeric ones as numbers) and `version`, its text without a leading `v`
 * or build metadata. A `SemVer` of the semver package has the same fields, so functions that take
 * a `Version` take one too.
 */
export type Version = {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  readonly prerelease: readonly (string | number)[];
  readonly version: string;
};

/**
 * Parses a version such as `v22.1.0` or `27.0.0-alpha.0.1.1` (a leading `v` is accepted).
 * Throws a {@link VersionError} for non-strings, strings over {@link MAX_VERSION_LENGTH}
 * characters, invalid versions, and components that are negative or beyond
 * `Number.MAX_SAFE_INTEGER`.
 * @example
 * parseVersion('v22.1.0') // → { major: 22, minor: 1, patch: 0, prerelease: [] }
 */
export function parseVersion(input: unknown): ParsedVersion {
  const parsed = readVersion(input);
  return {
    major: parsed.major,
    minor: parsed.minor,
    patch: parsed.patch,
    prerelease: parsed.prerelease.map(String),
  };
}

/** A numeric identifier: digits without a leading zero. */
const NUMERIC = '0|[1-9]\\d*';
/** A prerelease identifier: numeric, or digits, letters and hyphens with at least one non-digit. */
const PRERELEASE_IDENTIFIER = `(?:${NUMERIC}|\\d*[a-zA-Z-][0-9a-zA-Z-]*)`;
/**
 * A version by the grammar of Semantic Versioning 2.0.0 (semver.org), with an optional leading
 * `v` as the semver package accepts it: major, minor, patch, prerelease, build metadata.
 */
/** A version without prerelease or build metadata, untrimmed: the fast path of {@link readVersion}. */
const PLAIN_VERSION = /^v?(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})$/;

const VERSION = new RegExp(
  `^v?(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})` +
    `(?:-(${PRERELEASE_IDENTIFIER}(?:\\.${PRERELEASE_IDENTIFIER})*))?` +
    '(?:\\+[0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*)?$',
);

/**
 * Validates a version like {@link parseVersion} and returns it as a {@link Version}, for code that
 * compares versions ({@link compareVersions}) or tests ranges ({@link satisfiesRange}). It reads
 * exactly what the semver package's `SemVer` reads (a test holds the two to that), without
 * semver's code, which a browser's download page would otherwise carry.
 * @example
 * readVersion('v27.0.0-alpha.0.1.1') // → { major: 27, minor: 0, patch: 0, prerelease: ['alpha', 0, 1, 1], version: '27.0.0-alpha.0.1.1' }
 */
export function readVersion(input: unknown): Version {
  // The common case first (every dist index entry but the prereleases): three numbers of at most
  // 15 digits, which are safe integers, without leading zeros, as the full grammar reads them.
  const plain = typeof input === 'string' ? PLAIN_VERSION.exec(input) : null;
  if (plain !== null) {
    const major = Number(plain[1]);
    const minor = Number(plain[2]);
    const patch = Number(plain[3]);
    return { major, minor, patch, prerelease: [], version: `${major}.${minor}.${patch}` };
  }
  if (typeof input !== 'string') {
    throw new VersionError('NOT_A_STRING', `Version must be a string, received ${describe(input)}`);
  }
  if (input.length > MAX_VERSION_LENGTH) {
    throw new VersionError(
      'TOO_LONG',
      `Version is longer than ${MAX_VERSION_LENGTH} characters (${input.length})`,
    );
  }
  const trimmed = input.trim();
  const components = /^v?(-?\d+)\.(-?\d+)\.(-?\d+)/.exec(trimmed);
  if (components) {
    for (const [index, name] of ['major', 'minor', 'patch'].entries()) {
      const value = Number(components[index + 1]);
      if (!Number.isSafeInteger(value) || value < 0) {
        throw new VersionError('UNSAFE_COMPONENT', `Invalid ${name} version component in "${shorten(trimmed)}": must be between 0 and ${Number.MAX_SAFE_INTEGER}`);
      }
    }
  }
  const match = VERSION.exec(trimmed);
  if (!match) {
    throw new VersionError('INVALID', `Invalid version: "${shorten(trimmed)}"`);
  }
  const [, major = '', minor = '', patch = '', prerelease] = match;
  const identifiers = prerelease === undefined ? [] : prerelease.split('.').map(identifierValue);
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch),
    prerelease: identifiers,
    version: `${major}.${minor}.${patch}${prerelease === undefined ? '' : `-${prerelease}`}`,
  };
}

/** A prerelease identifier as semver holds it: a number when numeric and safe, else the text. */
function identifierValue(identifier: string): string | number {
  if (/^\d+$/.test(identifier)) {
    const value = Number(identifier);
    if (Number.isSafeInteger(value)) {
      return value;
    }
  }
  return identifier;
}

/** Semantic Versioning's order of two prerelease identifiers: numbers below text, numbers by value. */
function compareIdentifiers(a: string | number, b: string | number): number {
  const aNumeric = /^\d+$/.test(String(a));
  const bNumeric = /^\d+$/.test(String(b));
  const left = aNumeric && bNumeric ? Number(a) : a;
  const right = aNumeric && bNumeric ? Number(b) : b;
  if (left === right) {
    return 0;
  }
  if (aNumeric !== bNumeric) {
    return aNumeric ? -1 : 1;
  }
  return left < right ? -1 : 1;
}

/**
 * The order of two versions by Semantic Versioning's precedence, as semver's `compare`: -1 when
 * `a` comes first, 1 when `b` does, 0 when equal. A prerelease comes before its release
 * (`23.0.0-rc.1` < `23.0.0`); build metadata does not count.
 * @example
 * compareVersions(readVersion('v23.0.0-rc.1'), readVersion('v23.0.0')) // → -1
 */
export function compareVersions(a: Version, b: Version): -1 | 0 | 1 {
  const main = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (main !== 0) {
    return main < 0 ? -1 : 1;
  }
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return a.prerelease.length === b.prerelease.length ? 0 : a.prerelease.length === 0 ? 1 : -1;
  }
  for (let index = 0; ; index += 1) {
    const left = a.prerelease[index];
    const right = b.prerelease[index];
    if (left === undefined || right === undefined) {
      return left === right ? 0 : left === undefined ? -1 : 1;
    }
    const order = compareIdentifiers(left, right);
    if (order !== 0) {
      return order < 0 ? -1 : 1;
    }
  }
}

/**
 * The version without a leading `v`, validated.
 * @example
 * normalizeVersion('v22.1.0') // → '22.1.0'
 */
export function normalizeVersion(input: unknown): string {
  return readVersion(input).version;
}

/**
 * The version with a leading `v`, validated.
 * @example
 * withPrefix('22.1.0') // → 'v22.1.0'
 */
export function withPrefix(input: unknown): string {
  return `v${normalizeVersion(input)}`;
}

function describe(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'an array';
  }
  return typeof value;
}

function shorten(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

/** One comparator of a range: its operator and the version it compares with. */
type Comparator = { operator: '<' | '<=' | '>' | '>=' | '='; bound: Version };

/** Ranges read so far, each read once (see {@link satisfiesRange}): sets of comparators, any set matching. */
const READ_RANGES = new Map<string, Comparator[][]>();

const COMPARATOR = /^(<=|>=|<|>|=)?(\d\S*)$/;

function readRange(range: string): Comparator[][] {
  let sets = READ_RANGES.get(range);
  if (!sets) {
    if (typeof range !== 'string') {
      throw new VersionError('INVALID_RANGE', `Range must be a string, received ${describe(range)}`);
    }
    sets = range.split('||').map((set) => {
      const parts = set.trim().split(/\s+/);
      return parts.map((part) => {
        const match = COMPARATOR.exec(part);
        let bound: Version | undefined;
        try {
          bound = match ? readVersion(match[2]) : undefined;
        } catch {
          bound = undefined;
        }
        if (!match || !bound) {
          throw new VersionError(
            'INVALID_RANGE',
            `Invalid range "${shorten(range)}": "${shorten(part)}" is not a comparator such as >=22.0.0 or <23.0.0-0 (write ^22 as >=22.0.0 <23.0.0-0)`,
          );
        }
        return { operator: (match[1] ?? '=') as Comparator['operator'], bound };
      });
    });
    READ_RANGES.set(range, sets);
  }
  return sets;
}

function holds({ operator, bound }: Comparator, version: Version): boolean {
  const order = compareVersions(version, bound);
  switch (operator) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    default:
      return order === 0;
  }
}

/**
 * Whether a version satisfies a comparator range, prereleases included (a prerelease of v23 is
 * below `<23.0.0-0` and above `>=22.0.0`), exactly as semver's `satisfies` with
 * `includePrerelease`. A comparator range is what semver reduces every range to: comparators
 * (`<`, `<=`, `>`, `>=`, `=` or none, then a full version) joined by spaces, and sets of them
 * joined by `||` (`>=19.9.0`, `<23.0.0-0`, `>=0.10.42 <0.11.0-0 || >=4.0.0-0`): every range of
 * the catalogue, the file rules and corepack. Reading them needs none of semver's code, which keeps a
 * browser's download page about 3 kB lighter. Anything else
 * (`^22`, `~4.3`, `4.x`, `1.2.3 - 2.0.0`, `*`, an empty set) throws a {@link VersionError} with
 * code `INVALID_RANGE`. Each range is read once.
 * @example
 * satisfiesRange(readVersion('v23.0.0-rc.1'), '<23.0.0-0') // → false
 */
export function satisfiesRange(version: Version, range: string): boolean {
  return readRange(range).some((set) => set.every((comparator) => holds(comparator, version)));
}
