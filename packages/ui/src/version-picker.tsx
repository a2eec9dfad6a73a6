import type { ReleaseLine } from '@node-downloads/release-core';
import * as React from 'react';
import { useDetailsOpen } from './details-open';

/** What the version picker needs of a release line: its newest version. */
export type VersionPickerLine = Pick<ReleaseLine, 'versionWithPrefix'>;

export type VersionPickerProps<R extends VersionPickerLine = VersionPickerLine> = Omit<
  React.ComponentProps<'details'>,
  'onSelect' | 'children'
> & {
  /** Every release offered, in the order shown. */
  releases: readonly R[];
  /** `versionWithPrefix` of the release shown as chosen. */
  value: string;
  /** The link of each release (built by the site); followed when JavaScript is off. */
  href: (release: R) => string;
  /**
   * Called when a release is chosen. Call `event.preventDefault()` to handle the choice in place
   * instead of following the link; the list then closes.
   * @defaultValue undefined
   */
  onSelect?: ((release: R, event: React.MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** Visible name of the picker. @defaultValue 'Version' */
  label?: string;
  /**
   * The text of each release, as the site words it ("v24.22.0 (LTS)"): the picker shows what it
   * is given and decides no status. @defaultValue the release's `versionWithPrefix`
   */
  itemLabel?: ((release: R) => string) | undefined;
  /**
   * Build the list's links while the picker is closed. Keep `true` for server rendering and
   * hydration (without JavaScript the list must be in the HTML); a page rendered in the browser
   * over server markup can pass `false` to build the links only when the picker opens.
   * @defaultValue true
   */
  listWhenClosed?: boolean;
};

/**
 * A dropdown of releases built on `<details>`: it opens and its links work without JavaScript.
 * With JavaScript, Escape and outside clicks close it and a chosen entry can be handled in place.
 */
export function VersionPicker<R extends VersionPickerLine>({
  releases,
  value,
  href,
  onSelect,
  label = 'Version',
  itemLabel = (release: R) => release.versionWithPrefix,
  listWhenClosed = true,
  ...props
}: VersionPickerProps<R>) {
  const { ref: detailsRef, open, setOpen, onToggle } = useDetailsOpen();
  const summaryRef = React.useRef<HTMLElement>(null);
  const current = releases.find((release) => release.versionWithPrefix === value);

  // A native <details> stays open on outside clicks; with JavaScript, close it like a menu.
  React.useEffect(() => {
    if (!open) {
      return;
    }
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, detailsRef, setOpen]);

  const close = () => {
    if (detailsRef.current) {
      detailsRef.current.open = false;
    }
    setOpen(false);
    summaryRef.current?.focus();
  };

  return (
    <details
      data-slot="version-picker"
      data-state={open ? 'open' : 'closed'}
      ref={detailsRef}
      onToggle={onToggle}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && detailsRef.current?.open) {
          event.preventDefault();
          close();
        }
      }}
      {...props}
    >
      <summary data-slot="version-picker-summary" ref={summaryRef}>
        <span data-slot="version-picker-label">{label}</span>{' '}
        <span data-slot="version-picker-value">{current ? itemLabel(current) : value}</span>
      </summary>
      <ul data-slot="version-picker-list" aria-label={label}>
        {(open || listWhenClosed ? releases : []).map((release) => {
          const selected = release.versionWithPrefix === value;
          return (
            <li key={release.versionWithPrefix}>
              <a
                data-slot="version-picker-item"
                data-state={selected ? 'checked' : 'unchecked'}
                href={href(release)}
                aria-current={selected ? 'true' : undefined}
                onClick={(event) => {
                  onSelect?.(release, event);
                  if (event.defaultPrevented) {
                    close();
                  }
                }}
              >
                {itemLabel(release)}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
