import { defineProjectConfig } from '@node-downloads/test-config';

export default defineProjectConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    // The tests leave no state behind (rendered trees cleaned up, timers restored after each), so
    // a worker runs file after file in one DOM environment instead of building one per file: less
    // than half the CPU time of the isolated run.
    isolate: false,
    // The tokens' text, for the tokens page's story (`styles/tokens.css?raw`); other CSS stays unprocessed.
    css: { include: [/styles\/tokens\.css/] },
  },
});
