import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Workspace packages resolve to their TypeScript sources, so the site runs without building them. */
const SOURCE_CONDITION = '@node-downloads/source';

/**
 * The ui stylesheet from its source, like the ui components themselves (its package export only
 * names the built copy).
 */
const uiStyles = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@node-downloads/ui/package.json'))),
  'src/styles.css',
);

/**
 * The site renders with Preact's React-compatible layer instead of React: the same components (ui's
 * Radix-based ones included) at about a tenth of React DOM's size, which is what keeps the
 * download page inside its JavaScript budget. Server render and hydration use the same library,
 * so generated ids (useId) match.
 */
const fromSite = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
export const REACT_TO_PREACT = [
  { find: /^react$/, replacement: fromSite('preact/compat') },
  { find: /^react-dom$/, replacement: fromSite('preact/compat') },
  { find: /^react-dom\/client$/, replacement: fromSite('preact/compat/client') },
  { find: /^react-dom\/server$/, replacement: fromSite('preact/compat/server') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: fromSite('preact/compat/jsx-runtime') },
];

/**
 * Client build: one script per interactive page kind plus the shared stylesheet. Pages without an
 * entry (archive, release notes, 404) ship no JavaScript at all. The server build of
 * `src/entry-server.tsx` is made by `scripts/build.ts` with `build.ssr`.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  appType: 'mpa',
  publicDir: 'public',
  resolve: {
    conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'],
    alias: [{ find: '@node-downloads/ui/styles.css', replacement: uiStyles }, ...REACT_TO_PREACT],
  },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'],
      externalConditions: [SOURCE_CONDITION],
    },
    // Bundle everything but React, so the pre-render step needs no workspace build.
    noExternal: true,
  },
  build: {
    manifest: true,
    modulePreload: false,
    target: 'es2022',
    cssCodeSplit: true,
    rollupOptions: {
      input: (isSsrBuild
        ? { 'entry-server': 'src/entry-server.tsx' }
        : {
            styles: 'src/styles/site.css',
            noscript: 'src/styles/noscript.css',
            download: 'src/client/download.tsx',
            about: 'src/client/about.tsx',
          }) as Record<string, string>,
    },
  },
}));
