/**
 * The files the download page loads on first use (`data-on-demand` on its script tag, from
 * `pageAssets` in src/build/assets.ts): one group per chunk it loads with `import()`, named by the
 * chunk, with everything that chunk imports. The warm-up at idle fetches only the groups a first
 * interaction needs; another group's files are preloaded all at once when a visit needs them.
 */
import { preloadModule } from 'react-dom';

/** The on-demand chunks the download page names, by chunk name: the build fails when one is missing (a renamed module). */
export const ON_DEMAND = {
  /** The selects' Radix side (`packages/ui`'s select-parts) and what it imports. */
  select: 'select-parts',
  /** The note that the statuses are as of the build, run once the page is idle. */
  statusesNote: 'statuses-note',
  /** A shared link's older-release panel and its line data (`?version=` links only). */
  linkedRelease: 'linked-release-panel',
  /** The verify commands, when their box opens. */
  verify: 'verify-commands',
} as const;

/**
 * What the warm-up fetches once the page is idle: only what a first interaction needs (a select's
 * list, and the statuses note the entry runs then). The rest loads when a visit needs it.
 */
export const WARMED_AT_IDLE: readonly string[] = [ON_DEMAND.select, ON_DEMAND.statusesNote];

/** The on-demand groups the entry's script tag names (`name:file,file`, apart by spaces): each chunk name with its files. */
export function onDemandGroups(document: Document): Map<string, string[]> {
  const text = document.querySelector<HTMLScriptElement>('script[data-on-demand]')?.dataset.onDemand ?? '';
  const groups = new Map<string, string[]>();
  for (const group of text.split(' ')) {
    const colon = group.indexOf(':');
    if (colon > 0) {
      groups.set(group.slice(0, colon), group.slice(colon + 1).split(',').filter((file) => file !== ''));
    }
  }
  return groups;
}

/** The files of the groups {@link WARMED_AT_IDLE}, for the entry's warm-up (`warmOnDemand` in `stages.ts`). */
export function warmedAtIdle(document: Document): string[] {
  const groups = onDemandGroups(document);
  return [...new Set(WARMED_AT_IDLE.flatMap((name) => groups.get(name) ?? []))];
}

/**
 * Preloads, all at once, the files of one on-demand group (`name`, one of {@link ON_DEMAND}) when
 * a visit needs it, so that its `import()` finds every level of its imports on the way: one round
 * trip. React DOM's `preloadModule` links each file once. On a server render (no document) or a
 * page that does not name the group, nothing. Returns the files it asked for.
 */
export function preloadOnDemand(name: string, document: Document | null = globalThis.document ?? null): string[] {
  if (document === null) {
    return [];
  }
  const files = onDemandGroups(document).get(name) ?? [];
  for (const file of files) {
    preloadModule(file, { as: 'script' });
  }
  return files;
}
