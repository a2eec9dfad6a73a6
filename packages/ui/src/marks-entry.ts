/**
 * The `@node-downloads/ui/marks` entry: the mark sprite and its path data, kept apart from the
 * main entry so that importing a component never brings the path data into a page's scripts.
 *
 * @packageDocumentation
 */
export type { MarkName } from './mark-names';
export { MARK_NAMES } from './mark-names';
export type { MarkSpriteProps } from './mark-sprite';
export { MarkSprite } from './mark-sprite';
export { MARK_PATHS } from './marks';
