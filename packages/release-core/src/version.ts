import SemVer from 'semver/classes/semver.js';
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
 * Parses a version such as `v22.1.0` or `27.0.0-alpha.0.1.1` (a leading `v` is accepted).
 * Throws a {@link VersionError} for non-strings, strings over {@link MAX_VERSION_LENGTH}
 * characters, invalid versions, and components that are negative or beyond
 * `Number.MAX_SAFE_INTEGER`.
 * @example
 * parseVersion('v22.1.0') // → { major: 22, minor: 1, patch: 0, prerelease: [] }
 */
export function parseVersion(input: unknown): ParsedVersion {
  const parsed = toSemVer(input);
  return {
    major: parsed.major,
    minor: parsed.minor,
    patch: parsed.patch,
    prerelease: parsed.prerelease.map(String),
  };
}

/**
 * Validates a version like {@link parseVersion} and returns it as a `semver` object, for code
 * that compares versions or tests ranges.
 * @example
 * toSemVer('v22.1.0').compare('22.0.0') // → 1
 */
export function toSemVer(input: unknown): SemVer {
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
  try {
    return new SemVer(trimmed);
  } catch {
    throw new VersionError('INVALID', `Invalid version: "${shorten(trimmed)}"`);
  }
}

/**
 * The version without a leading `v`, validated.
 * @example
 * normalizeVersion('v22.1.0') // → '22.1.0'
 */
export function normalizeVersion(input: unknown): string {
  return toSemVer(input).version;
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
type Comparator = { operator: '<' | '<=' | '>' | '>=' | '='; bound: SemVer };

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
        let bound: SemVer | undefined;
        try {
          bound = match ? new SemVer(match[2]!) : undefined;
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

function holds({ operator, bound }: Comparator, version: SemVer): boolean {
  const order = version.compare(bound);
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
 * the catalogue, the file rules and corepack. Reading them needs only semver's version class, not
 * its range grammar, which keeps a browser's download page about 3 kB lighter. Anything else
 * (`^22`, `~4.3`, `4.x`, `1.2.3 - 2.0.0`, `*`, an empty set) throws a {@link VersionError} with
 * code `INVALID_RANGE`. Each range is read once.
 * @example
 * satisfiesRange(toSemVer('v23.0.0-rc.1'), '<23.0.0-0') // → false
 */
export function satisfiesRange(version: SemVer, range: string): boolean {
  return readRange(range).some((set) => set.every((comparator) => holds(comparator, version)));
}
