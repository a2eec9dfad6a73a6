// Shared Vitest settings of the workspace.
// - Workspace packages resolve to their TypeScript sources through the `@node-downloads/source`
//   export condition, so tests never need a prior build.
// - With CI_REPORTS set, every run also writes `.reports/vitest.json`, which `.ci/run` sums up.
import { defineConfig, mergeConfig } from 'vitest/config';

export const SOURCE_CONDITION = '@node-downloads/source';

/** @param {import('vitest/config').UserConfig} [config] */
export function defineProjectConfig(config = {}) {
  const conditions = [SOURCE_CONDITION, 'module', 'browser', 'development|production'];
  const reporters = process.env.CI_REPORTS ? ['default', 'json'] : ['default'];
  return mergeConfig(
    defineConfig({
      resolve: { conditions },
      ssr: { resolve: { conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'] } },
      test: {
        // Worker threads start faster than child processes (a few hundred ms less per test file).
        pool: 'threads',
        reporters,
        // Property tests run 10,000 cases; on a busy two-core machine they need more than 5 s.
        testTimeout: 60_000,
        // Hooks build or remove a whole site in some suites (the build's own tests): the same room.
        hookTimeout: 60_000,
        outputFile: { json: '.reports/vitest.json' },
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        benchmark: { include: ['src/**/*.bench.ts', 'bench/**/*.bench.ts'] },
      },
    }),
    config,
  );
}

/**
 * Imports of `specifier` (or its subpaths) in the shipped sources under `directory` that bring in
 * code rather than types only: every `import`/`export … from` of it must be `import type` /
 * `export type`. Tests, stories, benchmarks and fixtures are not shipped and are skipped.
 * Returns `file:line: text` of each offending statement.
 * @param {string} directory
 * @param {string} specifier
 * @returns {Promise<string[]>}
 */
export async function valueImportsOf(directory, specifier) {
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const shipped = (name) => /\.(ts|tsx)$/.test(name) && !/\.(test|test-d|stories|bench)\.(ts|tsx)$/.test(name);
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const offending = [];
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Whole statements (they may span lines), up to the module specifier.
  const statement = new RegExp(`(?:^|\\n)\\s*((?:import|export)\\b[^;]*?from\\s*['"]${quoted}(?:/[^'"]*)?['"])`, 'g');
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !shipped(entry.name) || file.split(path.sep).includes('fixtures')) {
      continue;
    }
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(statement)) {
      const found = match[1] ?? '';
      if (!/^(import|export)\s+type\b/.test(found)) {
        const line = text.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
        offending.push(`${path.relative(directory, file)}:${line}: ${found.replace(/\s+/g, ' ')}`);
      }
    }
    // Dynamic imports load code too.
    if (new RegExp(`import\\(\\s*['"]${quoted}`).test(text)) {
      offending.push(`${path.relative(directory, file)}: import() of ${specifier}`);
    }
  }
  return offending.sort();
}

/**
 * Values of the wrong type or shape, as a JavaScript caller or bad JSON hands them over: the
 * table every package's argument-check test calls its functions with (each adds the values only
 * it refuses, such as an empty string or an object of its own wrong fields).
 */
export const WRONG_VALUES = Object.freeze([
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['NaN', Number.NaN],
  ['a string', 'v24'],
  ['an empty object', {}],
  ['an array of numbers', [1, 2]],
  ['an invalid Date', new Date('not a day')],
  ['a function', () => 1],
  ['a symbol', Symbol('s')],
  ['a bigint', 10n],
]);
