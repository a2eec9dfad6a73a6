import { describe, expect, it } from 'vitest';
import { type BuildManifest, onDemandAttribute, pageAssets } from './assets';

const MANIFEST: BuildManifest = {
  'src/styles/site.css': { file: 'assets/styles.css' },
  'src/styles/noscript.css': { file: 'assets/noscript.css' },
  'src/client/download.tsx': { file: 'assets/download.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['_react.js', 'src/client/download-app.tsx'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js' },
  'src/client/download-app.tsx': { file: 'assets/download-app.js', imports: ['_react.js', '_rules.js'], dynamicImports: ['src/select-parts.tsx', 'src/statuses-note.ts', 'src/verify-commands.tsx', 'src/linked-release-panel.tsx'], css: ['assets/app.css'] },
  '_rules.js': { file: 'assets/rules.js' },
  'src/select-parts.tsx': { file: 'assets/select-parts.js', name: 'select-parts', imports: ['_radix.js', '_react.js'], css: ['assets/select-parts.css'] },
  'src/statuses-note.ts': { file: 'assets/statuses-note.js', name: 'statuses-note' },
  'src/verify-commands.tsx': { file: 'assets/verify-commands.js', name: 'verify-commands', imports: ['_rules.js'] },
  'src/linked-release-panel.tsx': { file: 'assets/linked-release-panel.js', name: 'linked-release-panel', imports: ['_line-data.js', '_react.js'] },
  '_line-data.js': { file: 'assets/line-data.js', name: 'line-data' },
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

  it('names the whole on-demand graph of a staged entry, one group per chunk a stage loads on first use with what it imports, without what the page already loads or its stylesheets', () => {
    const assets = pageAssets(MANIFEST, 'download');
    expect(assets.onDemand).toEqual([
      { name: 'select-parts', files: ['/assets/select-parts.js', '/assets/radix.js'] },
      { name: 'statuses-note', files: ['/assets/statuses-note.js'] },
      { name: 'verify-commands', files: ['/assets/verify-commands.js'] },
      { name: 'linked-release-panel', files: ['/assets/linked-release-panel.js', '/assets/line-data.js'] },
    ]);
    expect(assets.styles).not.toContain('/assets/select-parts.css');
    expect(onDemandAttribute(assets.onDemand)).toBe(
      'select-parts:/assets/select-parts.js,/assets/radix.js statuses-note:/assets/statuses-note.js verify-commands:/assets/verify-commands.js linked-release-panel:/assets/linked-release-panel.js,/assets/line-data.js',
    );
  });

  it('refuses a build whose download script no longer loads a chunk the page warms or preloads by name, naming it', () => {
    const { 'src/verify-commands.tsx': _verify, ...withoutVerify } = MANIFEST;
    const manifest: BuildManifest = {
      ...withoutVerify,
      'src/client/download-app.tsx': { ...MANIFEST['src/client/download-app.tsx']!, dynamicImports: ['src/select-parts.tsx', 'src/statuses-note.ts', 'src/linked-release-panel.tsx'] },
    };
    expect(() => pageAssets(manifest, 'download')).toThrow(/no on-demand chunk named verify-commands/);
  });

  it('puts a chunk two on-demand groups import in both', () => {
    const manifest: BuildManifest = {
      ...MANIFEST,
      'src/verify-commands.tsx': { file: 'assets/verify-commands.js', name: 'verify-commands', imports: ['_line-data.js'] },
    };
    const groups = pageAssets(manifest, 'download').onDemand;
    expect(groups.find((group) => group.name === 'verify-commands')?.files).toEqual(['/assets/verify-commands.js', '/assets/line-data.js']);
    expect(groups.find((group) => group.name === 'linked-release-panel')?.files).toContain('/assets/line-data.js');
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
