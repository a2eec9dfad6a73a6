/**
 * How the data schemas report bad data: a failed check becomes a {@link DataValidationError}
 * naming the file, the record and the field, with the value received.
 */
import * as v from 'valibot';
import { DataValidationError } from './errors';

export type Where = { file: string; record: string };

/** Describes a received value briefly for an error message. */
export function describeValue(value: unknown): string {
  if (value === undefined) {
    return 'nothing';
  }
  const text = typeof value === 'bigint' ? `${value}n` : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** `files[3]`, `date`, or `(record)` when the record itself has the wrong type. */
export function fieldOf(issue: v.BaseIssue<unknown>): string {
  let field = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') {
      field += `[${key}]`;
    } else {
      field += field === '' ? String(key) : `.${String(key)}`;
    }
  }
  return field === '' ? '(record)' : field;
}

export function parseWith<const Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
  where: Where,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) {
    return result.output;
  }
  const issue = result.issues[0];
  const message =
    issue.input === undefined ? 'is missing' : `${issue.message} (got ${describeValue(issue.input)})`;
  throw new DataValidationError({ ...where, field: fieldOf(issue), message });
}

export function fail(file: string, record: string, field: string, message: string): never {
  throw new DataValidationError({ file, record, field, message });
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
