import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  // detect's OS and CPU unions are release-core's, by a type-only import (release-core is a dev
  // dependency only). The declarations build reads them from release-core's source, not as a
  // package, so it writes the two unions out: the published types resolve without release-core.
  dts: { compilerOptions: { paths: { '@node-downloads/release-core': ['../release-core/src/index.ts'] } } },
  clean: true,
  target: 'es2022',
  treeshake: true,
});
