import Comparator from 'semver/classes/comparator.js';
import Range from 'semver/classes/range.js';
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

type RangeTest = { test(version: SemVer): boolean };

/** Ranges parsed so far, each parsed once (see {@link satisfiesRange}). */
const PARSED_RANGES = new Map<string, RangeTest>();

function parsedRange(range: string): RangeTest {
  let parsed = PARSED_RANGES.get(range);
  if (!parsed) {
    try {
      // Sets of plain comparators (`a b || c`; an empty part is semver's "any", as in a Range). A
      // part that is not one (`^22`, `1.x`, `1.2.3 - 2.0.0`, `>= 1.2.3`) throws, and only semver's
      // Range reads the range.
      const sets = range.split('||').map((set) => set.split(/\s+/).map((part) => new Comparator(part)));
      parsed = { test: (version) => sets.some((set) => set.every((comparator) => comparator.test(version))) };
    } catch {
      parsed = new Range(range, { includePrerelease: true });
    }
    PARSED_RANGES.set(range, parsed);
  }
  return parsed;
}

/**
 * Whether a version satisfies a semver range, prereleases included (a prerelease of v23 is below
 * `<23.0.0-0` and above `>=22.0.0`), exactly as semver's `satisfies` with `includePrerelease`.
 * Each range is parsed once. A range made of plain comparators (`>=19.9.0`, `<23.0.0-0`,
 * `>=0.10.42 <0.11.0-0 || >=4.0.0-0`: every range of the catalogue and the file rules) is read as
 * semver `Comparator`s, about thirty times faster to parse than a `Range`, which matters on a
 * page's first resolution; other ranges are read by `Range`.
 * @example
 * satisfiesRange(toSemVer('v23.0.0-rc.1'), '<23.0.0-0') // → false
 */
export function satisfiesRange(version: SemVer, range: string): boolean {
  return parsedRange(range).test(version);
}
