import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { checkEmbeddedData } from './src/embedded-check';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The entries import each other only as `./index`, `./data`, `./data-dist-index`, `./data-schedule` and `./node`
 * (`../data` and so on from a folder of `src/`: the command line's `--version` loads `./data`; the
 * live fetch imports the library through `./index`; the executable imports `./node`; `./data`
 * takes its dist index from `./data-dist-index`, so the two share one validated array); those
 * imports stay imports of the built entries (`.js` or `.cjs`, as the build's format), so no entry
 * holds a second copy of another one. The command line's program imports the library's modules
 * directly: code splitting (both formats) puts the modules it shares with the main entry in
 * chunks both import, so there is one copy of each and one class per error. (The checksum lists
 * are not part of this package: the command line loads `@node-downloads/release-shasums` when it
 * is installed.)
 */
const libraryEntries: EsbuildPlugin = {
  name: 'library-entries',
  setup(build) {
    // The CommonJS build is told apart by its output extension (the bundler's format is esm for both).
    const extension = build.initialOptions.outExtension?.['.js'] === '.cjs' ? 'cjs' : 'js';
    build.onResolve({ filter: /^\.\.?\/(index|data|data-dist-index|data-schedule|node)$/ }, (args) => {
      const entry = path.basename(args.path);
      // Only the entries' own sources: `src/<entry>.ts`; dist/ is one folder, so the built path is `./<entry>`.
      if (path.resolve(args.resolveDir, args.path) !== path.resolve('src', entry)) {
        return undefined;
      }
      return { path: `./${entry}.${extension}`, external: true };
    });
  },
};

/**
 * The data files stay files: `data.js`, `data-dist-index.js` and `data-schedule.js` import, and their `.cjs` twins
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

/**
 * The data entries export the committed JSON without validating it each time they load (that was
 * most of the command line's start): the build validates it instead, and fails naming the file,
 * record and field when the snapshot does not pass `validateSnapshot` as it is.
 */
function checkSnapshot(): void {
  const read = (name: string): unknown => JSON.parse(readFileSync(`data/${name}`, 'utf8'));
  checkEmbeddedData({ index: read('dist-index.json'), schedule: read('schedule.json'), advisories: read('vulnerabilities.json') });
}

/** The licences of the packages the build bundles, which their terms ask copies to carry. */
function writeBundledLicences(): void {
  const sections = ['semver', 'valibot'].map((name) => {
    const folder = `node_modules/${name}`;
    const { version, license } = JSON.parse(readFileSync(`${folder}/package.json`, 'utf8')) as { version: string; license: string };
    const file = ['LICENSE', 'LICENSE.md'].find((candidate) => existsSync(`${folder}/${candidate}`));
    if (file === undefined) {
      throw new Error(`${name}: no licence file to carry`);
    }
    return `## ${name} ${version} (${license})\n\n${readFileSync(`${folder}/${file}`, 'utf8').trim()}\n`;
  });
  writeFileSync('dist/THIRD_PARTY_LICENSES.md', `# Bundled packages\n\nThe built library includes code of these packages, under their licences.\n\n${sections.join('\n')}`);
}

const shared = { format: ['esm'], splitting: true, sourcemap: false, target: 'es2022', treeshake: true } satisfies Options;

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts', data: 'src/data.ts', 'data-dist-index': 'src/data-dist-index.ts', 'data-schedule': 'src/data-schedule.ts', node: 'src/node.ts' },
    format: ['esm', 'cjs'],
    esbuildPlugins: [dataFiles, libraryEntries],
    // semver and valibot are bundled (their licences: dist/THIRD_PARTY_LICENSES.md). Node loads
    // semver's CommonJS files one by one, which was most of the time an import of the library
    // took; valibot's package (1.9 MB installed, mostly types no public type names) was most of an
    // install. The build keeps one copy of each, in the library's entry.
    noExternal: ['semver', 'valibot'],
    // Node loads JSON modules only with their `type: 'json'` attribute: keep it in the output,
    // written as `with` (the bundler writes the older `assert`, which Node 22 and later refuse).
    esbuildOptions(options) {
      options.supported = { ...options.supported, 'import-attributes': true };
    },
    onSuccess: async () => {
      checkSnapshot();
      writeBundledLicences();
      for (const file of ['dist/data.js', 'dist/data-dist-index.js', 'dist/data-schedule.js']) {
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
