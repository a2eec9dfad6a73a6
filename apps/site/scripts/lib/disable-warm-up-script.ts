/**
 * A script to run in a page before its own (Playwright's `addInitScript`): takes the on-demand
 * list (`data-on-demand`) off the entry's script tag as the page is parsed, so the download page
 * warms nothing and a select's Radix side loads only when the select is reached, as before the
 * warm-up (`src/client/stages.ts`). For the end-to-end tests of that path and the tap benchmark's
 * comparison run. A string, so that it runs in the page exactly as written.
 */
export const WITHOUT_WARM_UP = `new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof HTMLScriptElement) node.removeAttribute('data-on-demand');
    }
  }
}).observe(document, { childList: true, subtree: true });`;
