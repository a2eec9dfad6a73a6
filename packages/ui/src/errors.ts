/**
 * The typed errors of ui. Components render what they are given; the helper functions refuse an
 * argument of the wrong type with a {@link UiArgumentError} naming the function and the argument,
 * never a `TypeError` from inside.
 */

/**
 * An argument of the wrong type or shape given to a ui function. `code` is `INVALID_ARGUMENT`;
 * `function` and `argument` name what was refused, and the message starts with both.
 * @example
 * new UiArgumentError('fileExtension', 'url', 'a string', 42).message // 'fileExtension: url must be a string, received number 42'
 */
export class UiArgumentError extends TypeError {
  /** Stable machine-readable code. */
  readonly code: UiErrorCode;
  /** The function that refused the argument. */
  readonly function: string;
  /** The refused argument, as the function names it. */
  readonly argument: string;

  constructor(where: string, argument: string, expected: string, value: unknown, code: UiErrorCode = 'INVALID_ARGUMENT') {
    super(`${where}: ${argument} must be ${expected}, received ${describe(value)}`);
    this.name = 'UiArgumentError';
    this.code = code;
    this.function = where;
    this.argument = argument;
  }
}

/**
 * Stable codes of ui's errors: `INVALID_ARGUMENT` for an argument of the wrong type or shape,
 * `EMPTY_VALUE` for a select entry whose value is the empty string.
 */
export type UiErrorCode = 'INVALID_ARGUMENT' | 'EMPTY_VALUE';

/**
 * A select entry whose value is the empty string (SPEC: the empty string is reserved for clearing
 * the selection and showing the placeholder). `code` is `EMPTY_VALUE`; `function` names the
 * function or component and `argument` the entry, by its label where it has one.
 * @example
 * new UiEmptyValueError('normalizeSelectValues', 'the entry labelled "None"').message
 * // 'normalizeSelectValues: the entry labelled "None" must be a value that is not the empty string (it is reserved …), received string ""'
 */
export class UiEmptyValueError extends UiArgumentError {
  declare readonly code: 'EMPTY_VALUE';

  constructor(where: string, argument: string) {
    super(where, argument, 'a value that is not the empty string (it is reserved for clearing the selection and showing the placeholder)', '', 'EMPTY_VALUE');
    this.name = 'UiEmptyValueError';
  }
}

function describe(value: unknown): string {
  if (value === null || value === undefined) {
    return String(value);
  }
  if (Array.isArray(value)) {
    return 'an array';
  }
  return typeof value === 'string' ? `string ${JSON.stringify(value.slice(0, 40))}` : typeof value === 'number' ? `number ${value}` : `a ${typeof value}`;
}

/** Refuses anything but a string. */
export function expectString(where: string, argument: string, value: unknown): asserts value is string {
  if (typeof value !== 'string') {
    throw new UiArgumentError(where, argument, 'a string', value);
  }
}

/** Refuses anything but a finite number. */
export function expectNumber(where: string, argument: string, value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UiArgumentError(where, argument, 'a finite number', value);
  }
}

/** Refuses anything but an array. */
export function expectArray(where: string, argument: string, value: unknown): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) {
    throw new UiArgumentError(where, argument, 'an array', value);
  }
}

/** Refuses anything but an object (not null, not an array). */
export function expectObject(where: string, argument: string, value: unknown): asserts value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UiArgumentError(where, argument, 'an object', value);
  }
}
