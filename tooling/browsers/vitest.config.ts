import { defineProjectConfig } from '@node-downloads/test-config';

const engine = process.env.BROWSER_ENGINE ?? 'firefox';

export default defineProjectConfig({
  test: {
    include: [`flows/${engine}.e2e.ts`],
    // One browser drives the steps in order.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // In CI, a step that fails runs once more (a busy shared machine can miss a moment a quiet one
    // never misses); the summary names a step that passed only on its retry.
    retry: process.env.CI ? 1 : 0,
    outputFile: { json: `.reports/vitest-${engine}.json` },
  },
});
