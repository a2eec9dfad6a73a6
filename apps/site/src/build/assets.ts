/** Finds, in Vite's build manifest, the files a page needs for one client entry. */
import { ON_DEMAND } from '../client/on-demand';

export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  /** Chunks the chunk loads with `import()`. */
  dynamicImports?: string[];
  css?: string[];
};

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * What a page links: stylesheets, its entry script, the chunks the entry imports (preloaded with
 * the page) and, for a staged entry, the chunks of the stages it loads with `import()` at start-up,
 * with what they import in turn. A chunk loaded later with `import()` (on first use) is in neither.
 */
export type PageAssets = {
  styles: string[];
  /** Stylesheet applied only when scripts are off (hides controls that need JavaScript). */
  noscriptStyles: string;
  script?: string | undefined;
  /** Chunks the entry imports: preloaded by the page's head, with the stylesheet. */
  preload: string[];
  /**
   * A staged entry's start-up stages (and what they import, less `preload`): the entry preloads
   * them when it runs (`src/client/stages.ts`), after the stylesheet and the first paint, so they
   * do not share the connection with what the first paint waits for.
   */
  stages: string[];
  /**
   * What a staged entry's stages load later with `import()` (on first use: the Radix side of the
   * selects, the verify commands, a shared link's older-release panel), one group per chunk loaded
   * with `import()`, named by its chunk name, with everything it imports, less `preload` and
   * `stages`. The entry warms the groups a first tap needs once the page has hydrated and is idle,
   * and preloads another group's files all at once when it is needed (`src/client/stages.ts`), so
   * that no use waits for one round trip per level of imports.
   */
  onDemand: OnDemandGroup[];
};

/** The files of one chunk a page loads with `import()`: the chunk (`name`, from its source file) and what it imports. */
export type OnDemandGroup = { name: string; files: string[] };

/**
 * The on-demand groups as the entry's script tag names them (`data-on-demand`): `name:file,file`
 * per group, groups apart by a space (`src/client/stages.ts` reads it).
 */
export function onDemandAttribute(groups: readonly OnDemandGroup[]): string | undefined {
  return groups.length > 0 ? groups.map((group) => `${group.name}:${group.files.join(',')}`).join(' ') : undefined;
}

const STYLES_ENTRY = 'src/styles/site.css';
const NOSCRIPT_STYLES_ENTRY = 'src/styles/noscript.css';

/** Entry source file of each client entry name. */
export const CLIENT_ENTRIES = {
  download: 'src/client/download.tsx',
  about: 'src/client/about.tsx',
  archive: 'src/client/archive.ts',
} as const;

export type ClientEntry = keyof typeof CLIENT_ENTRIES;

/**
 * Entries that start in stages (`src/client/download.tsx`): the chunks they load with `import()`
 * are loaded at start-up, so the entry preloads them all at once when it runs. Other entries load
 * theirs on first use (the about pages' dialogs), and those are not preloaded.
 */
export const STAGED_ENTRIES: ReadonlySet<ClientEntry> = new Set(['download']);

export function pageAssets(manifest: BuildManifest, entry: ClientEntry | undefined): PageAssets {
  const stylesChunk = manifest[STYLES_ENTRY];
  if (!stylesChunk) {
    throw new Error(`The build manifest has no ${STYLES_ENTRY}`);
  }
  const noscriptChunk = manifest[NOSCRIPT_STYLES_ENTRY];
  if (!noscriptChunk) {
    throw new Error(`The build manifest has no ${NOSCRIPT_STYLES_ENTRY}`);
  }
  const styles = [`/${stylesChunk.file}`];
  const noscriptStyles = `/${noscriptChunk.file}`;
  if (!entry) {
    return { styles, noscriptStyles, preload: [], stages: [], onDemand: [] };
  }
  const chunk = manifest[CLIENT_ENTRIES[entry]];
  if (!chunk) {
    throw new Error(`The build manifest has no ${CLIENT_ENTRIES[entry]}`);
  }
  const preload = new Set<string>();
  const stages = new Set<string>();
  const seen = new Set<string>();
  // Stylesheets of on-demand chunks are left to their `import()`: the page's first paint does not wait for them.
  const visit = (key: string, into: Set<string>, withStyles = true) => {
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    const imported = manifest[key];
    if (!imported) {
      return;
    }
    for (const css of withStyles ? (imported.css ?? []) : []) {
      styles.push(`/${css}`);
    }
    if (key !== CLIENT_ENTRIES[entry]) {
      into.add(`/${imported.file}`);
    }
    for (const next of imported.imports ?? []) {
      visit(next, into, withStyles);
    }
  };
  visit(CLIENT_ENTRIES[entry], preload);
  const onDemand: OnDemandGroup[] = [];
  if (STAGED_ENTRIES.has(entry)) {
    for (const stage of chunk.dynamicImports ?? []) {
      visit(stage, stages);
    }
    // Everything loaded so far is known: what it loads with `import()` is the on-demand graph,
    // one group per chunk so loaded, each with all it imports (a file two groups share is in both).
    const loaded = new Set(seen);
    for (const key of loaded) {
      for (const later of manifest[key]?.dynamicImports ?? []) {
        const chunkName = manifest[later]?.name;
        if (chunkName === undefined || loaded.has(later) || onDemand.some((group) => group.name === chunkName)) {
          continue;
        }
        const files = new Set<string>();
        seen.clear();
        for (const known of loaded) {
          seen.add(known);
        }
        visit(later, files, false);
        onDemand.push({ name: chunkName, files: [...files] });
      }
    }
    const missing = Object.values(ON_DEMAND).filter((name) => !onDemand.some((group) => group.name === name));
    if (missing.length > 0) {
      throw new Error(
        `The ${entry} entry loads no on-demand chunk named ${missing.join(', ')} (ON_DEMAND in src/client/on-demand.ts names the chunks the page warms or preloads; was a module renamed?)`,
      );
    }
  }
  return {
    styles: [...new Set(styles)],
    noscriptStyles,
    script: `/${chunk.file}`,
    preload: [...preload],
    stages: [...stages],
    onDemand,
  };
}
