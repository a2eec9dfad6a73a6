import { bundle } from 'lightningcss';

/**
 * The browsers the shipped stylesheet is written for: those of the ES2022 target the site builds
 * its scripts for (Vite's reading of `es2022`). Older than `light-dark()` (Chrome 123, Firefox 120,
 * Safari 17.5), so the build lowers it.
 */
export const STYLE_TARGETS = { chrome: 94 << 16, edge: 94 << 16, firefox: 93 << 16, safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8), opera: 80 << 16 };

/**
 * The stylesheet as shipped (`dist/styles.css`) from its entry (`src/styles.css`): its parts
 * bundled into one file and minified by Lightning CSS, which writes each `light-dark(light, dark)`
 * token as custom properties switched by `color-scheme` (the system's choice, or an ancestor's
 * `data-theme`) for the browsers of {@link STYLE_TARGETS}.
 */
export function buildStyles(entry: string): string {
  const { code } = bundle({ filename: entry, minify: true, targets: STYLE_TARGETS });
  return code.toString();
}
