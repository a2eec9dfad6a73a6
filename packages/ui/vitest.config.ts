import { defineProjectConfig } from '@node-downloads/test-config';

export default defineProjectConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
  },
});
