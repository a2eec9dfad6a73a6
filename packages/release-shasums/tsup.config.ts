import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** The one copy of the lists in the repository, with the rest of the snapshot. */
const LISTS = '../release-core/data/shasums.json';

/**
 * The lists stay a file: both builds import (`index.js`) or require (`index.cjs`) `./shasums.json`
 * next to them, which the build copies from the repository's snapshot, so the package ships the
 * 2.2 MB once instead of inlining it into each build.
 */
const listsFile: EsbuildPlugin = {
  name: 'lists-file',
  setup(build) {
    build.onResolve({ filter: /\/release-core\/data\/shasums\.json$/ }, () => ({ path: './shasums.json', external: true }));
  },
};

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: false,
  target: 'es2022',
  treeshake: true,
  esbuildPlugins: [listsFile],
  // Node loads JSON modules only with their `type: 'json'` attribute: keep it in the output,
  // written as `with` (the bundler writes the older `assert`, which Node 22 and later refuse).
  esbuildOptions(options) {
    options.supported = { ...options.supported, 'import-attributes': true };
  },
  onSuccess: async () => {
    copyFileSync(LISTS, 'dist/shasums.json');
    writeFileSync('dist/index.js', readFileSync('dist/index.js', 'utf8').replaceAll(' assert { type: "json" }', ' with { type: "json" }'));
  },
});
