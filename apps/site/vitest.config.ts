import { defineProjectConfig } from '@node-downloads/test-config';
import { REACT_TO_PREACT } from './vite.config';

export default defineProjectConfig({
  // Pages are tested with the library they are built and hydrated with.
  resolve: { alias: REACT_TO_PREACT },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // Radix is loaded through Vite too, so its `react` imports get the same alias.
    server: { deps: { inline: [/@radix-ui\//] } },
  },
});
