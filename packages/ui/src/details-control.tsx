import type * as React from 'react';
import { VisuallyHidden } from './visually-hidden';

export type DetailsControlProps = {
  /** The row's line (`v20`), read out after the text and given as `data-line`. */
  line: string;
  /** The line's codename, given as `data-codename` (for a dialog titled before its content loads). @defaultValue undefined */
  codename?: string | undefined;
  /** Visible text. */
  label: string;
  /** Whether the row's dialog is open. */
  expanded: boolean;
  /** Opens the row's dialog, with the control that asked. */
  onOpen: (control: HTMLElement) => void;
  /**
   * A page that shows what the dialog shows: the control is then a link there, so it works
   * without scripts too; a plain click opens the dialog instead when the table runs in the browser.
   * @defaultValue undefined (a button)
   */
  href?: string | undefined;
};

function plainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/** The Details control of a table row: a button, or a link when the dialog's content has a page. */
export function DetailsControl({ line, codename, label, expanded, onOpen, href }: DetailsControlProps) {
  const content = (
    <>
      {label}
      <VisuallyHidden> {line}</VisuallyHidden>
    </>
  );
  if (href !== undefined) {
    return (
      <a
        href={href}
        data-slot="details-button"
        data-line={line}
        data-codename={codename || undefined}
        onClick={(event) => {
          if (plainClick(event)) {
            event.preventDefault();
            onOpen(event.currentTarget);
          }
        }}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      data-slot="details-button"
      data-line={line}
      data-codename={codename || undefined}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {content}
    </button>
  );
}
