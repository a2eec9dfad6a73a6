import { UiArgumentError } from './errors';
import { MARK_NAMES, type MarkName, markSymbolId } from './mark-names';
import { MARK_PATHS } from './marks';

export type MarkSpriteProps = {
  /**
   * Which marks to include (each once); all of them when not given.
   * @defaultValue every mark
   */
  names?: readonly MarkName[] | undefined;
};

/**
 * The drawings of the marks `Icon`, `BrandIcon`, the partner lists and a Select's entries refer to:
 * a hidden `<svg>` holding one `<symbol id="mark-{name}">` per mark. Render it once per page,
 * server-side, outside any hydrated root, so the path data is in the HTML and in no script. It
 * takes no room and is hidden from assistive technology (not `display: none`, which would stop
 * some browsers drawing the marks that refer to it). A name that is not a mark is refused with a
 * `UiArgumentError` naming it, rather than an empty symbol. The same sprite ships as a static
 * file, `@node-downloads/ui/marks.svg`, for pages that paste it into their HTML instead: it must
 * be inline in the document, since the marks refer to `#mark-{name}` in the same page.
 */
export function MarkSprite({ names = MARK_NAMES }: MarkSpriteProps) {
  if (!Array.isArray(names)) {
    throw new UiArgumentError('MarkSprite', 'names', 'an array of mark names', names);
  }
  const unique = [...new Set<MarkName>(names)];
  const unknown = unique.find((name) => !(MARK_NAMES as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw new UiArgumentError('MarkSprite', 'names', `mark names (${MARK_NAMES.join(', ')})`, unknown);
  }
  return (
    <svg
      data-slot="mark-sprite"
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      {unique.map((name) => (
        <symbol key={name} id={markSymbolId(name)} viewBox="0 0 24 24">
          <path d={MARK_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  );
}
