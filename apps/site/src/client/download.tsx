/**
 * The download page's script, started in stages so that no start-up task blocks input for long on
 * a slow phone: React's module code is evaluated in a task of its own, then the page's modules
 * (with the version rules' tables) and hydration follow in later tasks. The pre-render preloads
 * every stage's files, so staging adds no round trip.
 */
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./download-app');

export {};
