/**
 * The download page's script. It starts after the page's first paint, preloads every stage's
 * files at once, then runs in stages so that no start-up task blocks input for long on a slow
 * phone: React's module code is evaluated in a task of its own, then the page's modules (with the
 * version rules' tables) and hydration follow in later tasks.
 */
import { afterFirstPaint, preloadStages } from './stages';

await afterFirstPaint(window);
preloadStages(document);
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./download-app');

