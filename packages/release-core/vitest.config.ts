import { defineProjectConfig } from '@node-downloads/test-config';

export default defineProjectConfig({
  // The tests leave no state behind (no module mocks; timers and globals restored after each), so
  // a worker runs file after file without starting afresh: the sources and data load once per
  // worker, not once per file.
  test: { isolate: false },
});
