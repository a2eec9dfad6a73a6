import { defineProjectConfig } from '@node-downloads/test-config';

export default defineProjectConfig({
  test: { include: ['src/**/*.test.mjs'] },
});
