/**
 * Reads a release data snapshot from a folder: the four files release-core names in
 * `SNAPSHOT_FILES`, validated together with its `parseSnapshot`, the same rule the data refresh
 * applies before it writes. Errors are release-core `DataValidationError`s naming the file (its
 * path), the record and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DataValidationError,
  parseSnapshot,
  type ReleaseSnapshot,
  SNAPSHOT_FILES,
  type SnapshotPart,
} from '@node-downloads/release-core';

/** The committed snapshot: release-core's `data/` folder. */
export const DEFAULT_DATA_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@node-downloads/release-core/package.json'))),
  'data',
);

/** The data folder a build reads: SITE_DATA_DIR when set, else the committed snapshot. */
export function dataDirFromEnvironment(env: NodeJS.ProcessEnv): string {
  const value = env.SITE_DATA_DIR?.trim();
  return value ? path.resolve(value) : DEFAULT_DATA_DIR;
}

/** Reads and validates the snapshot in `dir`; a file that cannot be read is a DataValidationError too. */
export function readDataDir(dir: string): ReleaseSnapshot {
  const parts = Object.keys(SNAPSHOT_FILES) as SnapshotPart[];
  const files = Object.fromEntries(parts.map((part) => [part, path.join(dir, SNAPSHOT_FILES[part])])) as Record<
    SnapshotPart,
    string
  >;
  const texts = Object.fromEntries(
    parts.map((part) => {
      try {
        return [part, fs.readFileSync(files[part], 'utf8')];
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? String(error);
        throw new DataValidationError({ file: files[part], record: 'document', field: '(file)', message: `cannot be read (${reason})` });
      }
    }),
  ) as Record<SnapshotPart, string>;
  return parseSnapshot(texts, files);
}
