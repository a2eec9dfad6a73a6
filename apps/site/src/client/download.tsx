/**
 * The download page's script. It starts after the page's first paint, preloads every stage's
 * files at once, then runs in stages so that no start-up task blocks input for long on a slow
 * phone: React's module code is evaluated in a task of its own, then the page's modules (with the
 * version rules' tables) and hydration follow in later tasks. Once the page has hydrated and the
 * browser is idle, the files a first tap on a select needs are fetched, all at once, then run at the
 * next idle moment, so that tap waits for neither.
 */
import { afterFirstPaint, evaluateWarmed, HYDRATED_MARK, preloadStages, WARM_UP_MARK, warmOnDemand, whenIdle } from './stages';

await afterFirstPaint(window);
preloadStages(document);
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
const { hydrated } = await import('./download-app');
await hydrated;
performance.mark(HYDRATED_MARK);
await whenIdle(window);
performance.mark(WARM_UP_MARK);
const warmed = warmOnDemand(document);
await whenIdle(window);
await evaluateWarmed(warmed, (href) => import(/* @vite-ignore */ href));

