import type * as React from 'react';
import { MARK_NAMES, type MarkName, markSymbolId } from './mark-names';

/**
 * Name of a mark the components can draw. The drawing (path data from simple-icons, CC0) is in the
 * sprite a page includes once (`MarkSprite` from `@node-downloads/ui/marks`, or the package's
 * `marks.svg`); a mark refers to it by id, so no component carries path data.
 * Windows, AIX, Microsoft, HeroDevs and NodeSource, which that set does not carry, are simple
 * drawings of this package (see `marks.ts`).
 */
export type BrandIconName = MarkName;

/** Operating-system identifiers mapped to the mark shown for them (`null`: text monogram). */
const OS_ICONS: Record<string, BrandIconName | null> = {
  MAC: 'apple',
  LINUX: 'linux',
  WIN: 'windows',
  AIX: 'aix',
};

const OS_MONOGRAMS: Record<string, string> = { WIN: 'Win', AIX: 'AIX', MAC: 'Mac', LINUX: 'Lnx' };

/** Whether a name is one of the bundled marks. */
export function isBrandIconName(name: string): name is BrandIconName {
  return (MARK_NAMES as readonly string[]).includes(name);
}

export type BrandIconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** Which mark to draw. */
  name: BrandIconName;
  /**
   * Accessible name. Without it the mark is decorative (hidden from assistive technology), which
   * is right when a visible label sits beside it.
   * @defaultValue undefined
   */
  title?: string;
  /**
   * Size in CSS pixels (width and height).
   * @defaultValue 16
   */
  size?: number;
};

/**
 * A brand or operating-system mark, drawn in the current text colour from the page's mark sprite
 * (`<use href="#mark-{name}">`): the page must include `MarkSprite` (or `marks.svg`) once.
 */
export function BrandIcon({ name, title, size = 16, ...props }: BrandIconProps) {
  return (
    <svg
      data-slot="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`#${markSymbolId(name)}`} />
    </svg>
  );
}

export type MonogramProps = React.ComponentProps<'span'> & {
  /** The short text shown in place of a mark. */
  text: string;
};

/**
 * A short text badge standing in for a mark the icon set does not carry. The letters are drawn by
 * the stylesheet from `data-text`, not written as text: like a drawn mark they are a picture, so
 * they never add to the name or the selectable text of what they sit in (a list entry "AIX" is not
 * read or copied as "AIXAIX").
 */
export function Monogram({ text, ...props }: MonogramProps) {
  return <span data-slot="monogram" data-text={text} aria-hidden="true" {...props} />;
}

export type IconProps = {
  /**
   * A bundled mark name (`'apple'`, `'docker'`, …) or an operating system (`'WIN'`, `'MAC'`,
   * `'LINUX'`, `'AIX'`). Unknown names fall back to a monogram of the name.
   */
  name: string;
  /**
   * Size in CSS pixels.
   * @defaultValue 16
   */
  size?: number;
};

/** Draws the mark for a name, or a text monogram when the icon set has none. Decorative. */
export function Icon({ name, size = 16 }: IconProps) {
  if (isBrandIconName(name)) {
    return <BrandIcon name={name} size={size} />;
  }
  if (Object.hasOwn(OS_ICONS, name)) {
    const mark = OS_ICONS[name];
    if (mark) {
      return <BrandIcon name={mark} size={size} />;
    }
    return <Monogram text={OS_MONOGRAMS[name] ?? name} />;
  }
  return <Monogram text={name.slice(0, 3)} />;
}
