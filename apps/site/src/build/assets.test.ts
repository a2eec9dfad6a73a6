import { describe, expect, it } from 'vitest';
import { type BuildManifest, pageAssets } from './assets';

const MANIFEST: BuildManifest = {
  'src/styles/site.css': { file: 'assets/styles.css' },
  'src/styles/noscript.css': { file: 'assets/noscript.css' },
  'src/client/download.tsx': { file: 'assets/download.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['_react.js', 'src/client/download-app.tsx'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js' },
  'src/client/download-app.tsx': { file: 'assets/download-app.js', imports: ['_react.js', '_rules.js'], dynamicImports: ['src/select-parts.tsx'], css: ['assets/app.css'] },
  '_rules.js': { file: 'assets/rules.js' },
  'src/select-parts.tsx': { file: 'assets/select-parts.js', imports: ['_radix.js', '_react.js'], css: ['assets/select-parts.css'] },
  '_radix.js': { file: 'assets/radix.js' },
  'src/client/about.tsx': { file: 'assets/about.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['src/client/about-dialogs.tsx'] },
  'src/client/about-dialogs.tsx': { file: 'assets/about-dialogs.js', imports: ['_react.js'] },
};

describe('pageAssets', () => {
  it("preloads the entry's imports with the page, and names its start-up stages with what they import for the entry to preload, but not what a stage loads on first use", () => {
    const assets = pageAssets(MANIFEST, 'download');
    expect(assets.script).toBe('/assets/download.js');
    expect(assets.preload).toEqual(['/assets/runtime.js']);
    expect(assets.stages.toSorted()).toEqual(['/assets/download-app.js', '/assets/react.js', '/assets/rules.js']);
    expect(assets.styles).toEqual(['/assets/styles.css', '/assets/app.css']);
  });

  it('names the whole on-demand graph of a staged entry (a chunk a stage loads on first use and what it imports), without what the page already loads or its stylesheets', () => {
    const assets = pageAssets(MANIFEST, 'download');
    expect(assets.onDemand.toSorted()).toEqual(['/assets/radix.js', '/assets/select-parts.js']);
    expect(assets.styles).not.toContain('/assets/select-parts.css');
  });

  it('names a chunk both the entry and a stage import once, with the page', () => {
    const manifest: BuildManifest = { ...MANIFEST, '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] } };
    const assets = pageAssets(manifest, 'download');
    expect(assets.preload).toEqual(['/assets/runtime.js']);
    expect(assets.stages).not.toContain('/assets/runtime.js');
  });

  it('does not preload what an entry that does not start in stages loads on first use (the about dialogs)', () => {
    expect(pageAssets(MANIFEST, 'about')).toMatchObject({ preload: ['/assets/runtime.js'], stages: [], onDemand: [] });
  });

  it('links only the style sheets of a page without a script', () => {
    expect(pageAssets(MANIFEST, undefined)).toEqual({ styles: ['/assets/styles.css'], noscriptStyles: '/assets/noscript.css', preload: [], stages: [], onDemand: [] });
  });

  it('names the entry the manifest lacks', () => {
    const { 'src/client/about.tsx': _about, ...withoutAbout } = MANIFEST;
    expect(() => pageAssets(withoutAbout, 'about')).toThrow('The build manifest has no src/client/about.tsx');
  });
});
