/**
 * The download page's script. It starts after the page's first paint, preloads every stage's
 * files at once, then runs in stages so that no start-up task blocks input for long on a slow
 * phone: React's module code is evaluated in a task of its own, then the page's modules (with the
 * version rules' tables) and hydration follow in later tasks. Once the page has hydrated and the
 * browser is idle, the files a first tap on a select needs (and only those: `WARMED_AT_IDLE`) are
 * fetched, all at once (`on-demand.ts`), then run at the next idle moment and the selects built in the background,
 * so that tap waits for none of it.
 */
import { afterFirstPaint, HYDRATED_MARK, PREPARED_MARK, preloadStages, WARM_UP_MARK, warmOnDemand, whenIdle } from './stages';

await afterFirstPaint(window);
preloadStages(document);
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
const { hydrated, noteStatuses, prepareSelect, warmedAtIdle } = await import('./download-app');
await hydrated;
performance.mark(HYDRATED_MARK);
await whenIdle(window);
performance.mark(WARM_UP_MARK);
void noteStatuses();
if (warmOnDemand(document, warmedAtIdle(document)).length > 0) {
  await whenIdle(window);
  // Runs the selects' code (fetched by now); the selects then build in the background
  // (`buildWhenLoaded`), and a list with an entry of each kind is rendered once off the page, so
  // the first tap opens a built select whose code has run. A failed load is asked for again on
  // first use.
  await prepareSelect().then(
    () => performance.mark(PREPARED_MARK),
    () => undefined,
  );
}
