/**
 * The check of the embedded snapshot, run when the package is built (tsup.config.ts: the build
 * fails on a malformed snapshot) and by the tests (data.test.ts), instead of each time the data
 * entries load: the committed files must pass `validateSnapshot`, and what it returns must be the
 * files themselves, so the entries can export the parsed JSON as is. The validation may drop
 * fields it does not read (the advisories keep their source's `nswg`, `author`, …), never change
 * or add one.
 */
import { isDeepStrictEqual } from 'node:util';
import { DataValidationError } from './errors';
import { SNAPSHOT_FILES, validateSnapshot } from './snapshot';

/** The committed files, parsed. */
export type EmbeddedJson = { index: unknown; schedule: unknown; advisories: unknown };

/**
 * Throws a {@link DataValidationError} naming the file, the record and the field when the
 * committed data does not validate, or when validation would give the entries anything but the
 * files as they are.
 */
export function checkEmbeddedData(json: EmbeddedJson): void {
  const validated = validateSnapshot({ ...json, shasums: {} });
  const differs = (file: string, record: string, field: string) =>
    new DataValidationError({ file, record, field, message: 'validation changes it, so the data entries cannot export the file as is' });
  if (!isDeepStrictEqual(validated.index, json.index)) {
    const raw = json.index as { version?: string }[];
    const at = validated.index.findIndex((entry, position) => !isDeepStrictEqual(entry, raw[position]));
    throw differs(SNAPSHOT_FILES.index, validated.index[at]?.version ?? `entry ${at}`, '(record)');
  }
  if (!isDeepStrictEqual(validated.schedule, json.schedule)) {
    const raw = json.schedule as Record<string, unknown>;
    const line = Object.keys(validated.schedule).find((key) => !isDeepStrictEqual(validated.schedule[key], raw[key]));
    throw differs(SNAPSHOT_FILES.schedule, line ?? '(root)', '(record)');
  }
  const rawAdvisories = json.advisories as Record<string, unknown>[];
  validated.advisories.forEach((advisory, position) => {
    const raw = rawAdvisories[position] ?? {};
    for (const [field, value] of Object.entries(advisory)) {
      if (!isDeepStrictEqual(value, raw[field])) {
        throw differs(SNAPSHOT_FILES.advisories, `NSWG-COR-${advisory.id}`, field);
      }
    }
  });
}
