import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as data from './data';
import { distIndex } from './data-dist-index';

afterEach(() => {
  vi.doUnmock('./schemas');
  vi.resetModules();
});

describe('@node-downloads/release-core/data/dist-index', () => {
  it('holds the 872 releases of the snapshot, newest version first', () => {
    expect(distIndex).toHaveLength(872);
    expect(distIndex[0]?.version).toBe('v27.0.0-alpha.0.1.1');
    expect(distIndex.find((entry) => entry.version === 'v22.1.0')).toMatchObject({ date: '2024-05-02', lts: false });
    expect(distIndex.find((entry) => entry.version === 'v22.11.0')?.lts).toBe('Jod');
  });

  it('cannot be changed by a consumer, down to the file tokens', () => {
    const files = distIndex[0]?.files as string[];
    expect(() => {
      (distIndex as unknown[]).push({});
    }).toThrow(TypeError);
    expect(() => {
      Object.assign(distIndex[0] ?? {}, { version: 'v0.0.0' });
    }).toThrow(TypeError);
    expect(() => {
      files.push('linux-sparc');
    }).toThrow(TypeError);
    expect(distIndex).toHaveLength(872);
  });

  it('is the array /data exports: one frozen copy of the releases', () => {
    expect(data.distIndex).toBe(distIndex);
    expect(data.snapshot.index).toBe(distIndex);
  });

  it('is not validated when it loads (the build and data.test.ts check the file): the index rule never runs on import', async () => {
    const actual = await vi.importActual<typeof import('./schemas')>('./schemas');
    const parseDistIndex = vi.fn(actual.parseDistIndex);
    vi.resetModules();
    vi.doMock('./schemas', () => ({ ...actual, parseDistIndex }));
    const fresh = await import('./data-dist-index');
    await import('./data');
    expect(fresh.distIndex).toHaveLength(872);
    expect(parseDistIndex).not.toHaveBeenCalled();
  });
});

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const built = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

/**
 * The package's own files (paths from the package folder) that Node loads for `import` (ESM) or
 * `require` (CommonJS) of a built entry, recorded by a module hook in a fresh process.
 */
function loadedFiles(entry: string, how: 'import' | 'require'): string[] {
  const script = `
    import { registerHooks, createRequire } from 'node:module';
    import { fileURLToPath } from 'node:url';
    const loaded = [];
    registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
    const entry = ${JSON.stringify(built(entry))};
    ${how === 'import' ? 'await import(entry);' : 'createRequire(import.meta.url)(entry);'}
    console.log(JSON.stringify(loaded.filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url))));
  `;
  const result = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '--eval', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  const files = JSON.parse(result.stdout) as string[];
  return files
    .filter((file) => file.startsWith(packageRoot) && !file.includes('node_modules'))
    .map((file) => file.slice(packageRoot.length).replaceAll('\\', '/'))
    .sort();
}

const dataFiles = (files: string[]) => files.filter((file) => file.startsWith('data/'));

describe.runIf(existsSync(built('data-dist-index.js')))('the built dist index entry', () => {
  it('loads the dist index and neither the schedule nor the advisories, as ES module and as CommonJS', () => {
    for (const [entry, how] of [
      ['data-dist-index.js', 'import'],
      ['data-dist-index.cjs', 'require'],
    ] as const) {
      expect(dataFiles(loadedFiles(entry, how)), `${how} ${entry}`).toEqual(['data/dist-index.json']);
    }
  });

  it('is what /data loads its index through, so the three files load once each', () => {
    for (const [entry, how] of [
      ['data.js', 'import'],
      ['data.cjs', 'require'],
    ] as const) {
      const files = loadedFiles(entry, how);
      expect(dataFiles(files), `${how} ${entry}`).toEqual(['data/dist-index.json', 'data/schedule.json', 'data/vulnerabilities.json']);
      expect(files, `${how} ${entry}`).toContain(`dist/${entry.replace('data', 'data-dist-index')}`);
    }
  });

  it('carries each data file once: only its own built files read it, and the dist index entry reads neither the schedule nor the advisories', () => {
    const dist = fileURLToPath(new URL('../dist/', import.meta.url));
    const code = readdirSync(dist).filter((file) => /\.c?js$/.test(file));
    // The built files that import or require a data file, by its path from dist/.
    const naming = (name: string) => code.filter((file) => readFileSync(`${dist}${file}`, 'utf8').includes(`'../data/${name}'`)).sort();
    expect(naming('dist-index.json')).toEqual(['data-dist-index.cjs', 'data-dist-index.js']);
    // The schedule has a built file of its own, which `/data` and the command line's answers without advisories import.
    expect(naming('schedule.json')).toEqual(['data-schedule.cjs', 'data-schedule.js']);
    expect(naming('vulnerabilities.json')).toEqual(['data.cjs', 'data.js']);
  });
});
