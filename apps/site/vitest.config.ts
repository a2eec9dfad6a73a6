import { defineProjectConfig } from '@node-downloads/test-config';

export default defineProjectConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
  },
});
