import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReleases, type ReleaseSnapshot, validateSnapshot } from '@node-downloads/release-core';
import { snapshot } from '../../test/snapshot';
import { afterAll, describe, expect, it } from 'vitest';
import { readDataDir } from '../data/read-snapshot';
import { cloneVersion, synthesizeSnapshot, writeSnapshot } from './synthetic-data';

const now = new Date('2026-11-22T00:00:00Z');
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function written(json: ReturnType<typeof synthesizeSnapshot>): { dir: string; bytes: Record<string, Buffer> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synthetic-data-'));
  dirs.push(dir);
  writeSnapshot(dir, json);
  return { dir, bytes: Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name))])) };
}

describe('synthesizeSnapshot', () => {
  it('makes prerelease clones that sort just below their source and never collide with a real version', () => {
    expect(cloneVersion('v22.1.0', 1)).toBe('v22.1.0-synthetic.1');
    expect(cloneVersion('v27.0.0-alpha.0.1.1', 9)).toBe('v27.0.0-alpha.0.1.1.synthetic.9');
  });

  it('gives the same files, byte for byte, for the same seed, and other checksums for another seed', () => {
    const first = written(synthesizeSnapshot(snapshot, { factor: 3, seed: 'one' }));
    const again = written(synthesizeSnapshot(snapshot, { factor: 3, seed: 'one' }));
    const other = written(synthesizeSnapshot(snapshot, { factor: 3, seed: 'two' }));
    expect(again.bytes).toEqual(first.bytes);
    expect(other.bytes['dist-index.json']).toEqual(first.bytes['dist-index.json']);
    expect(other.bytes['shasums.json']).not.toEqual(first.bytes['shasums.json']);
  });

  it('passes release-core validation as written, with factor times the releases and the same lines', () => {
    const factor = 4;
    const { dir } = written(synthesizeSnapshot(snapshot, { factor, seed: 'bench' }));
    const data: ReleaseSnapshot = readDataDir(dir);
    expect(data.index).toHaveLength(snapshot.index.length * factor);
    expect(Object.keys(data.shasums)).toHaveLength(Object.keys(snapshot.shasums).length * factor);
    expect(data.snapshotDate).toBe(snapshot.snapshotDate);

    const real = buildReleases({ index: snapshot.index, schedule: snapshot.schedule, now });
    const synthetic = buildReleases({ index: data.index, schedule: data.schedule, now });
    const summary = (releases: typeof real) =>
      releases.map(({ line, versionWithPrefix, status, isLts }) => ({ line, versionWithPrefix, status, isLts }));
    // Stable lines keep their newest release; only the prerelease-only v27 line gets a clone on top.
    expect(summary(synthetic).filter(({ line }) => line !== 'v27')).toEqual(summary(real).filter(({ line }) => line !== 'v27'));
    expect(synthetic.flatMap((release) => release.minorVersions)).toHaveLength(snapshot.index.length * factor);
  });

  it('gives a clone its source’s tokens and the source’s file names with its own version', () => {
    const json = synthesizeSnapshot(snapshot, { factor: 2, seed: 'bench' });
    const data = validateSnapshot(json);
    const source = data.index.find((entry) => entry.version === 'v22.1.0')!;
    const clone = data.index.find((entry) => entry.version === 'v22.1.0-synthetic.1')!;
    expect(clone).toEqual({ ...source, version: 'v22.1.0-synthetic.1' });
    expect(Object.keys(data.shasums['v22.1.0-synthetic.1']!)).toEqual(
      Object.keys(data.shasums['v22.1.0']!).map((name) => name.replaceAll('v22.1.0', 'v22.1.0-synthetic.1')),
    );
  });

  it('gives the base back at factor 1 and refuses a factor that is not a whole number from 1', () => {
    expect(validateSnapshot(synthesizeSnapshot(snapshot, { factor: 1, seed: 'x' })).index).toEqual(snapshot.index);
    expect(() => synthesizeSnapshot(snapshot, { factor: 0, seed: 'x' })).toThrow(RangeError);
    expect(() => synthesizeSnapshot(snapshot, { factor: 1.5, seed: 'x' })).toThrow(RangeError);
  });
});
