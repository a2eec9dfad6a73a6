import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { MARK_NAMES } from './src/mark-names';
import { MARK_PATHS } from './src/marks';
import { buildStyles } from './styles.config';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * One built module per source module, importing the others as they are (`./select-parts.js`), as
 * the sources do: a consumer's bundler then keeps each module's imports to itself. Bundled into
 * shared chunks instead, the select's Radix parts shared a chunk with the icons and the rest, so a
 * page that only showed a deferred Select loaded Radix Select and Tooltip up front.
 */
const ownModules: EsbuildPlugin = {
  name: 'own-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\/[\w-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
  },
};

/** The shipped modules: every source file but tests, stories and fixtures. */
const modules = readdirSync('src').filter((file) => /\.tsx?$/.test(file) && !/\.(test|test-d|stories|bench)\.tsx?$/.test(file));

export default defineConfig({
  entry: modules.map((file) => `src/${file}`),
  esbuildPlugins: [ownModules],
  // ESM only: every supported Node.js line can also require() it (require of ES modules, Node.js
  // 20.19+ and 22.12+), and one build keeps the tarball small.
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: false,
  target: 'es2022',
  treeshake: true,
  splitting: false,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@radix-ui/react-dialog',
    '@radix-ui/react-select',
    '@radix-ui/react-tooltip',
    'sugar-high',
  ],
  // The stylesheet is plain CSS, no runtime styling library, shipped minified and lowered for older
  // browsers (styles.config.ts; the commented source is src/styles.css and its parts in src/styles/).
  onSuccess: async () => {
    mkdirSync('dist', { recursive: true });
    writeFileSync('dist/styles.css', buildStyles('src/styles.css'));
    // The mark sprite as a static file, for apps that include it themselves rather than render
    // MarkSprite: the same symbols, ids and path data.
    const symbols = MARK_NAMES.map((name) => `<symbol id="mark-${name}" viewBox="0 0 24 24"><path d="${MARK_PATHS[name]}"/></symbol>`);
    writeFileSync('dist/marks.svg', `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`);
  },
});
