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
        reporters,
        // Property tests run 10,000 cases; on a busy two-core machine they need more than 5 s.
        testTimeout: 60_000,
        outputFile: { json: '.reports/vitest.json' },
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        benchmark: { include: ['src/**/*.bench.ts', 'bench/**/*.bench.ts'] },
      },
    }),
    config,
  );
}
