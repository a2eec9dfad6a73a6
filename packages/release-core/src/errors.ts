/**
 * Typed errors of release-core. Every error a consumer can meet is a {@link ReleaseCoreError} with
 * a stable `code`, so callers can branch on the code and show the message as is.
 */

/**
 * The brand every release-core error carries, under a registry symbol: the same key in every copy
 * of the package (the `import` and `require` builds, two installed versions), so `instanceof`
 * can recognise an error of another copy.
 */
const BRAND = Symbol.for('@node-downloads/release-core.error');

/**
 * Base class of every error release-core throws. `instanceof` works across copies of the package:
 * an error thrown by the CommonJS build is an instance of the ES module build's class of the same
 * name and the other way round (a branded check, as the two builds hold a class each). Testing
 * `code` works everywhere too, and is the stable contract.
 * @example
 * try { parseVersion('1.x') } catch (error) { if (error instanceof ReleaseCoreError) console.log(error.code) }
 */
export class ReleaseCoreError extends Error {
  /** Stable machine-readable code of the error. */
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    // Not enumerable: errors that are logged, compared or serialised show no extra property.
    Object.defineProperty(this, BRAND, { value: true });
  }

  /**
   * Whether `value` is an instance of this class, from this copy of the package or another: a
   * branded error whose class, or a class it extends, has this class's name.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // `this` is the class asked about: a subclass (`instanceof FetchError`) inherits this method.
    // biome-ignore lint/complexity/noThisInStatic: the class on the right of instanceof, not ReleaseCoreError itself
    return isBrandedInstance(this, value);
  }
}

/** Whether `value` is an instance of `type`, or a branded error whose class or a class it extends has `type`'s name. */
function isBrandedInstance(type: abstract new (...args: never[]) => unknown, value: unknown): boolean {
  if (Function.prototype[Symbol.hasInstance].call(type, value)) {
    return true;
  }
  if (typeof value !== 'object' || value === null || (value as { [BRAND]?: unknown })[BRAND] !== true) {
    return false;
  }
  for (let proto = Object.getPrototypeOf(value); proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const owner = Object.hasOwn(proto, 'constructor') ? (proto.constructor as { name?: unknown }) : undefined;
    if (owner?.name === type.name) {
      return true;
    }
  }
  return false;
}

/** Why a version string was refused. */
export type VersionErrorCode = 'NOT_A_STRING' | 'TOO_LONG' | 'INVALID' | 'UNSAFE_COMPONENT' | 'INVALID_RANGE';

/**
 * A version that is not a string, is longer than 256 characters, is not valid semver, or has a
 * major, minor or patch number outside 0 … Number.MAX_SAFE_INTEGER; or a range that is not a
 * comparator range (`INVALID_RANGE`, see `isCompatible`).
 * @example
 * new VersionError('INVALID', 'Invalid version: "banana"')
 */
export class VersionError extends ReleaseCoreError {
  declare readonly code: VersionErrorCode;

  constructor(code: VersionErrorCode, message: string) {
    super(code, message);
  }
}

/**
 * A value that is not in the catalogue: an unknown operating system, platform, install method or
 * package manager.
 * @example
 * new UnknownValueError('platform', 'sparc')
 */
export class UnknownValueError extends ReleaseCoreError {
  /** What kind of value was refused. */
  readonly kind: 'os' | 'platform' | 'installMethod' | 'packageManager' | 'downloadKind' | 'cve';
  /** The refused value, as received. */
  readonly value: unknown;

  constructor(kind: UnknownValueError['kind'], value: unknown, allowed?: readonly string[]) {
    const shown = typeof value === 'string' ? `"${value}"` : String(value);
    const hint = allowed ? ` (expected one of ${allowed.join(', ')})` : '';
    super('UNKNOWN_VALUE', `Unknown ${kind}: ${shown}${hint}`);
    this.kind = kind;
    this.value = value;
  }
}

/**
 * The distribution publishes no file for the requested combination of version, operating system,
 * platform and kind (for example a Windows arm64 build of v18).
 * @example
 * new NoSuchFileError('No installer of v18.0.0 for Windows arm64')
 */
export class NoSuchFileError extends ReleaseCoreError {
  constructor(message: string) {
    super('NO_SUCH_FILE', message);
  }
}

/**
 * A data file (dist index, schedule, advisories, checksums) that does not have the expected shape.
 * The message names the file, the record and the field.
 * @example
 * new DataValidationError({ file: 'schedule.json', record: 'v27', field: 'end', message: 'is before start' })
 */
export class DataValidationError extends ReleaseCoreError {
  readonly file: string;
  readonly record: string;
  readonly field: string;

  constructor(input: { file: string; record: string; field: string; message: string }) {
    super('INVALID_DATA', `${input.file}: ${input.record}: ${input.field}: ${input.message}`);
    this.file = input.file;
    this.record = input.record;
    this.field = input.field;
  }
}

/**
 * A function was called with an argument of the wrong type or shape (a missing `now`, a string
 * where a `Date` belongs, a release line that is not an object). The message names the function
 * and the argument; `argument` holds the argument's name (`now`, `input.os`). The synchronous
 * functions of release-core refuse wrong arguments with a {@link ReleaseCoreError} (this one, or
 * for a value outside the vocabulary an {@link UnknownValueError} or {@link VersionError}), never
 * with a `TypeError` from deeper inside.
 * @example
 * new InvalidArgumentError('buildReleases', 'now', 'must be a Date, received string "2026-11-22"')
 */
export class InvalidArgumentError extends ReleaseCoreError {
  /** The function that refused the argument. */
  readonly function: string;
  /** The refused argument, as the function names it (`now`, `input.index`). */
  readonly argument: string;

  constructor(where: string, argument: string, problem: string) {
    super('INVALID_ARGUMENT', `${where}: ${argument} ${problem}`);
    this.function = where;
    this.argument = argument;
  }
}
