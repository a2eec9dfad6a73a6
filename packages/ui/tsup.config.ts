import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  // ESM only: every supported Node.js line can also require() it (require of ES modules, Node.js
  // 20.19+ and 22.12+), and one build keeps the tarball small.
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: false,
  target: 'es2022',
  treeshake: true,
  // Each module keeps its own chunk boundaries so bundlers can drop unused components.
  splitting: true,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@radix-ui/react-dialog',
    '@radix-ui/react-select',
    '@radix-ui/react-tooltip',
    'sugar-high',
  ],
  // The stylesheet is plain CSS, no runtime styling library, shipped minified (the commented source
  // is src/styles.css in the repository).
  onSuccess: async () => {
    mkdirSync('dist', { recursive: true });
    const { code } = await transform(readFileSync('src/styles.css', 'utf8'), { loader: 'css', minify: true, legalComments: 'none' });
    writeFileSync('dist/styles.css', code);
  },
});
