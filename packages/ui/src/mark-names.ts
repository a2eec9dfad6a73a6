/**
 * The names of the marks ui draws, without their path data: components refer to a mark by name
 * (`<use href="#mark-{name}">`) and the drawing is in the sprite (`@node-downloads/ui/marks`), so
 * a component that shows a mark never carries the path data in a page's JavaScript.
 */
export const MARK_NAMES = [
  'aix',
  'apple',
  'chocolatey',
  'cloudflare',
  'devbox',
  'digitalocean',
  'docker',
  'gnubash',
  'herodevs',
  'homebrew',
  'linux',
  'microsoft',
  'nodedotjs',
  'nodesource',
  'npm',
  'nvm',
  'pnpm',
  'vercel',
  'windows',
  'yarn',
] as const;

/** Name of a mark the sprite carries. */
export type MarkName = (typeof MARK_NAMES)[number];

/** The id of a mark's `<symbol>` in the sprite, which a drawn mark refers to. */
export function markSymbolId(name: MarkName): string {
  return `mark-${name}`;
}
