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

/** React and React DOM: one vendor chunk every interactive page shares, so a visitor's browser caches it once. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** hash-wasm, which the file checks import when a file is chosen: one chunk named for it. */
const HASH_WASM = /[\\/]node_modules[\\/]hash-wasm[\\/]/;

/**
 * The selects' Radix side (Radix Select and Tooltip with what they import: the popper, floating-ui,
 * the scroll lock, the focus scope): code a page loads on demand and warms at idle.
 */
const RADIX_SIDE = /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden)[\\/]/;

/**
 * V8's explicit compile hint: every function of the file is compiled when the file is, not when it
 * is first called. Set on the on-demand chunks holding the Radix side, which the download page warms
 * and runs at idle: a first open of a select otherwise compiles, one by one on the main thread, the
 * hundred or so functions of these chunks that only an open list runs (a second open compiles none).
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/** Whether a client chunk gets {@link COMPILE_ALL_HINT}: a chunk loaded on demand that holds the Radix side. */
export function compilesEagerly(chunk: { isEntry: boolean; moduleIds: readonly string[] }): boolean {
  return !chunk.isEntry && chunk.moduleIds.some((id) => RADIX_SIDE.test(id));
}

/**
 * Client build: one script per interactive page kind plus the shared stylesheet. Pages without an
 * entry (home, release notes, API, 404) ship no JavaScript at all. The server build of
 * `src/entry-server.tsx` is made by `scripts/build/build-site.ts` with `build.ssr`.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  appType: 'mpa',
  publicDir: 'public',
  resolve: {
    conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'],
    alias: [{ find: '@node-downloads/ui/styles.css', replacement: uiStyles }],
  },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'],
      externalConditions: [SOURCE_CONDITION],
    },
    // Bundle everything (React DOM's server renderer included), so the pre-render step needs no workspace build.
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
            archive: 'src/client/archive.ts',
          }) as Record<string, string>,
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: { groups: [{ name: 'react', test: VENDOR }, { name: 'hash-wasm', test: HASH_WASM }] },
            // After minification, which would drop it as a comment.
            postBanner: (chunk) => (compilesEagerly(chunk) ? COMPILE_ALL_HINT : ''),
          },
    },
  },
}));
