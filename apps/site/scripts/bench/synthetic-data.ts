/**
 * Synthetic release data for the scaling benchmark: a valid snapshot with `factor` times the
 * releases of a real one, so the build can be timed at 2×, 5× and 10× today's size.
 *
 * Every release of the base snapshot gets `factor - 1` clones in its own line, versioned as
 * prereleases of it (`v22.1.0` → `v22.1.0-synthetic.1` …, `v27.0.0-alpha.0.1.1` →
 * `v27.0.0-alpha.0.1.1.synthetic.1` …), so no clone collides with a real version. A clone of a
 * stable release sorts just below it: each line keeps its real newest release, its status and its
 * schedule entry, and the download, about and end-of-life pages show the same lines; only the
 * number of releases (and so of archive and release pages) grows. A clone has its source's date,
 * LTS name, security flag, versions and `files` tokens (or none, like its source), and when the
 * source has published checksums, the same file names with the clone's version and a SHA-256
 * derived from the seed, the clone's version and the file name. The schedule and the advisories
 * are kept as they are.
 *
 * Deterministic: the same base, factor and seed give the same files, byte for byte.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type DistIndexEntry, type ReleaseSnapshot, SNAPSHOT_FILES, type SnapshotPart, toSemVer } from '@node-downloads/release-core';

export type SyntheticOptions = {
  /** How many times the base's releases the result has: a whole number from 1. */
  factor: number;
  /** Seeds the checksums of the clones. */
  seed: string;
};

/** The clone number `n` (from 1) of a release version. */
export function cloneVersion(versionWithPrefix: string, n: number): string {
  const version = toSemVer(versionWithPrefix);
  const prerelease = version.prerelease.length > 0 ? `${version.prerelease.join('.')}.` : '';
  return `v${version.major}.${version.minor}.${version.patch}-${prerelease}synthetic.${n}`;
}

function digest(seed: string, version: string, fileName: string): string {
  return createHash('sha256').update(`${seed}\n${version}\n${fileName}`).digest('hex');
}

/**
 * The snapshot's files, as JSON values, with `factor` times the releases of `base` (see the
 * module comment for how clones are made). `factor` 1 gives the base's own data back.
 * @example
 * synthesizeSnapshot(snapshot, { factor: 2, seed: 'bench' }).index.length // → 1744
 */
export function synthesizeSnapshot(base: ReleaseSnapshot, options: SyntheticOptions): Record<SnapshotPart, unknown> {
  const { factor, seed } = options;
  if (!Number.isInteger(factor) || factor < 1) {
    throw new RangeError(`factor must be a whole number from 1 (got ${factor})`);
  }
  const index: DistIndexEntry[] = [];
  const shasums: Record<string, Record<string, string>> = {};
  for (const entry of base.index) {
    index.push(entry);
    const published = base.shasums[entry.version];
    if (published) {
      shasums[entry.version] = published;
    }
    for (let n = 1; n < factor; n += 1) {
      const version = cloneVersion(entry.version, n);
      index.push({ ...entry, version });
      if (published) {
        const files: Record<string, string> = {};
        for (const fileName of Object.keys(published)) {
          const name = fileName.replaceAll(entry.version, version);
          files[name] = digest(seed, version, name);
        }
        shasums[version] = files;
      }
    }
  }
  return { index, schedule: base.schedule, advisories: base.advisories, shasums };
}

/** Writes a snapshot's files into `dir` (created when missing) under release-core's file names. */
export function writeSnapshot(dir: string, json: Record<SnapshotPart, unknown>): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const part of Object.keys(SNAPSHOT_FILES) as SnapshotPart[]) {
    fs.writeFileSync(path.join(dir, SNAPSHOT_FILES[part]), `${JSON.stringify(json[part])}\n`);
  }
}
