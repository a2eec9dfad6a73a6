/**
 * Preloads a staged entry's later files, named by the pre-render on the entry's script tag
 * (`data-stages`, from `pageAssets` in scripts/assets.ts). An entry calls it first: module scripts
 * run after the stylesheet has loaded and the document is parsed, so these downloads start once the
 * first paint no longer waits on the connection, all at once, and each stage's `import()` then finds
 * its files fetched. A file already preloaded is not asked for twice; like every script of the
 * site, they load at low priority.
 */
export function preloadStages(document: Document): string[] {
  const names = document.querySelector<HTMLScriptElement>('script[data-stages]')?.dataset.stages ?? '';
  const started: string[] = [];
  for (const href of names.split(' ')) {
    if (href === '' || document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) {
      continue;
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    // As the page's own script tags: low priority, behind anything the page itself still loads.
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
    started.push(href);
  }
  return started;
}
