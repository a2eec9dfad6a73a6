import SemVer from 'semver/classes/semver.js';
import { readVersion } from './version';

/**
 * Validates a version like `parseVersion` (the same typed errors) and returns it as a `SemVer` of
 * the semver package, for code that goes on with its methods (`compare`, `inc`, `prerelease`). The
 * built package carries its own copy of semver: give semver's functions of another copy the
 * version's text (`.version`), as they accept only their own `SemVer` objects.
 * Kept apart from `version.ts`, so that code which only reads and compares versions carries none
 * of semver.
 * @example
 * toSemVer('v22.1.0').compare('22.0.0') // → 1
 */
export function toSemVer(input: unknown): SemVer {
  readVersion(input);
  return new SemVer((input as string).trim());
}
