/**
 * Checks of what a caller passes to the public functions, so wrong types and shapes are refused
 * with an {@link InvalidArgumentError} naming the function and the argument, never a `TypeError`
 * from deep inside. (Imports nothing but the errors: the catalogue and the rest import it.)
 */
import { InvalidArgumentError } from './errors';

/** How a refused value is shown in a message: its JSON (cut short) or its kind. */
export function describeValue(value: unknown): string {
  if (value === undefined) {
    return 'undefined';
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? 'an invalid Date' : `Date ${value.toISOString()}`;
  }
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    return `a ${typeof value}`;
  }
  if (Array.isArray(value)) {
    return `an array of ${value.length}`;
  }
  const text = JSON.stringify(value) ?? String(value);
  const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return typeof value === 'object' && value !== null ? `an object ${shown}` : `${typeof value} ${shown}`;
}

function refuse(where: string, argument: string, expected: string, value: unknown): never {
  throw new InvalidArgumentError(where, argument, `must be ${expected}, received ${describeValue(value)}`);
}

/** An object (not null, not an array). */
export function expectObject<T>(where: string, argument: string, value: T): asserts value is T & object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    refuse(where, argument, 'an object', value);
  }
}

/** An array. */
export function expectArray<T>(where: string, argument: string, value: T): asserts value is T & readonly unknown[] {
  if (!Array.isArray(value)) {
    refuse(where, argument, 'an array', value);
  }
}

/** A string. */
export function expectString<T>(where: string, argument: string, value: T): asserts value is T & string {
  if (typeof value !== 'string') {
    refuse(where, argument, 'a string', value);
  }
}

/** A string or a number. */
export function expectStringOrNumber(where: string, argument: string, value: unknown): asserts value is string | number {
  if (typeof value !== 'string' && typeof value !== 'number') {
    refuse(where, argument, 'a string or a number', value);
  }
}

/**
 * Options: absent, or an object; with `known`, an object whose keys are all among them, so a
 * misspelled option (`distBaseURL`) is refused by name rather than silently left at its default.
 * A key whose value is `undefined` counts as left out.
 */
export function expectOptions<T>(where: string, argument: string, value: T, known?: readonly string[]): asserts value is T & (object | undefined) {
  if (value !== undefined) {
    expectObject(where, argument, value);
    if (known !== undefined) {
      expectKnownKeys(where, argument, value, known);
    }
  }
}

/** An object whose keys (those with a value other than `undefined`) are all `known`; refuses the first other by name. */
export function expectKnownKeys(where: string, argument: string, value: object, known: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key) && (value as Record<string, unknown>)[key] !== undefined) {
      throw new InvalidArgumentError(where, `${argument}.${key}`, `is not an option of ${argument} (expected ${known.join(', ')})`);
    }
  }
}

/**
 * A valid `Date` (from any realm). A day written as text or a number is refused too: a string's
 * time zone would be a guess.
 */
export function expectDate<T>(where: string, argument: string, value: T): asserts value is T & Date {
  if (Object.prototype.toString.call(value) !== '[object Date]') {
    refuse(where, argument, 'a Date', value);
  }
  if (Number.isNaN((value as Date).getTime())) {
    refuse(where, argument, 'a valid Date', value);
  }
}

/** A parsed version: a `Version`, or a `SemVer` of the semver package as `toSemVer` gives. */
export function expectVersion<T>(where: string, argument: string, value: T): asserts value is T & object {
  const candidate = value as { version?: unknown; major?: unknown; prerelease?: unknown } | null;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.version !== 'string' ||
    typeof candidate.major !== 'number' ||
    !Array.isArray(candidate.prerelease)
  ) {
    refuse(where, argument, 'a parsed version (toSemVer)', value);
  }
}

/** Release lines: an array of objects, each with its `minorVersions` array (as `buildReleases` gives). */
export function expectReleaseLines<T>(where: string, argument: string, value: T): asserts value is T & readonly unknown[] {
  expectArray(where, argument, value);
  for (const [index, line] of value.entries()) {
    const minorVersions = (line as { minorVersions?: unknown } | null)?.minorVersions;
    if (typeof line !== 'object' || line === null || !Array.isArray(minorVersions)) {
      refuse(where, `${argument}[${index}]`, 'a release line with its minorVersions', line);
    }
  }
}
