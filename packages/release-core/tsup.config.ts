import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The entries import each other only as `./index`, `./data`, `./data-dist-index` and `./node`
 * (the command line's program and the live fetch import the library through `./index`; the
 * executable imports `./node`; `./data` takes its dist index from `./data-dist-index`, so the two
 * share one validated array); those imports stay imports of the built entries (`.js` or `.cjs`,
 * as the build's format), so no entry holds a second copy of another one. (The checksum lists are
 * not part of this package: the command line loads `@node-downloads/release-shasums` when it is
 * installed.)
 */
const libraryEntries: EsbuildPlugin = {
  name: 'library-entries',
  setup(build) {
    // The CommonJS build is told apart by its output extension (the bundler's format is esm for both).
    const extension = build.initialOptions.outExtension?.['.js'] === '.cjs' ? 'cjs' : 'js';
    build.onResolve({ filter: /^\.\/(index|data|data-dist-index|node)$/ }, (args) => ({
      path: `${args.path}.${extension}`,
      external: true,
    }));
  },
};

/**
 * The data files stay files: `data.js` and `data-dist-index.js` import, and their `.cjs` twins
 * require, `../data/*.json` (the same relative path from `dist/` as from `src/`), so the package
 * ships the snapshot once instead of inlining it into each build; each file is read by one entry.
 */
const dataFiles: EsbuildPlugin = {
  name: 'data-files',
  setup(build) {
    // tools.json (the pinned tool versions, a few hundred bytes) is inlined: the main entry's
    // install scripts read it.
    build.onResolve({ filter: /^\.\.\/data\/[\w.-]+\.json$/ }, (args) =>
      args.path === '../data/tools.json' ? undefined : { path: args.path, external: true },
    );
  },
};

const shared = { format: ['esm'], sourcemap: false, target: 'es2022', treeshake: true } satisfies Options;

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts', data: 'src/data.ts', 'data-dist-index': 'src/data-dist-index.ts', node: 'src/node.ts' },
    format: ['esm', 'cjs'],
    esbuildPlugins: [dataFiles, libraryEntries],
    // Node loads JSON modules only with their `type: 'json'` attribute: keep it in the output,
    // written as `with` (the bundler writes the older `assert`, which Node 22 and later refuse).
    esbuildOptions(options) {
      options.supported = { ...options.supported, 'import-attributes': true };
    },
    onSuccess: async () => {
      for (const file of ['dist/data.js', 'dist/data-dist-index.js']) {
        writeFileSync(file, readFileSync(file, 'utf8').replaceAll(' assert { type: "json" }', ' with { type: "json" }'));
      }
    },
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
