import { defineProjectConfig } from '@node-downloads/test-config';

// `e2e:firefox` and `e2e:webkit` (src/run.ts) name the engine whose flows run; without one,
// `test` runs the package's unit tests.
const engine = process.env.BROWSER_ENGINE;

const config = defineProjectConfig(
  engine
    ? {
        test: {
          // One browser drives the steps in order.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // In CI, a step that fails runs once more (a busy shared machine can miss a moment a
          // quiet one never misses); the summary names a step that passed only on its retry.
          retry: process.env.CI ? 1 : 0,
          outputFile: { json: `.reports/vitest-${engine}.json` },
        },
      }
    : {},
);
// Merged configs join their lists: the flows replace the unit tests' files, not add to them.
if (engine && config.test) {
  config.test.include = [`flows/${engine}.e2e.ts`];
}

export default config;
