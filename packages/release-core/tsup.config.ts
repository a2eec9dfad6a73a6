import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The command line imports the library only through `./index` and `./data`; those imports stay
 * imports of the built entries, so `cli.js` holds the command line alone, not a second copy of
 * the library and the data snapshot.
 */
const libraryEntries: EsbuildPlugin = {
  name: 'library-entries',
  setup(build) {
    build.onResolve({ filter: /^\.\/(index|data)$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
  },
};

const shared = { format: ['esm'], sourcemap: false, target: 'es2022', treeshake: true } satisfies Options;

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts', data: 'src/data.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    // Both builds run at once: this one must not delete the command line the other one writes.
    clean: ['!cli.js'],
  },
  {
    ...shared,
    entry: { cli: 'src/cli.ts' },
    esbuildPlugins: [libraryEntries],
  },
]);
