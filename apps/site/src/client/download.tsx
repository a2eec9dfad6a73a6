/**
 * The download page's script, started in stages so that no start-up task blocks input for long on
 * a slow phone: React's module code is evaluated in a task of its own, then the page's modules
 * (with the version rules' tables) and hydration follow in later tasks. Every stage's files are
 * preloaded together first (`preloadStages`), so staging adds no round trip.
 */
import { preloadStages } from './stages';

preloadStages(document);
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./download-app');

export {};
