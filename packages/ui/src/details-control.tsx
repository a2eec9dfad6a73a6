import type * as React from 'react';
import { MISSING_VALUE, TableCell } from './table';
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

/** A Details text: visible, then what it is about for assistive technology (`Details v20`). */
function DetailsText({ label, subject }: { label: string; subject: string }) {
  return (
    <>
      {label}
      <VisuallyHidden> {subject}</VisuallyHidden>
    </>
  );
}

/** A link to a row's details elsewhere (an advisory's announcement), named by its Details text. */
export function DetailsLink({ label, subject, href }: { label: string; subject: string; href: string }) {
  return (
    <a href={href} data-slot="details-link">
      <DetailsText label={label} subject={subject} />
    </a>
  );
}

/** The Details control of a table row: a button, or a link when the dialog's content has a page. */
export function DetailsControl({ line, codename, label, expanded, onOpen, href }: DetailsControlProps) {
  const content = <DetailsText label={label} subject={line} />;
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

/** The header of a table's Details column: named for assistive technology, empty on screen. */
export function DetailsHeader({ label }: { label: string }) {
  return (
    <th scope="col">
      <VisuallyHidden>{label}</VisuallyHidden>
    </th>
  );
}

/** A row's Details cell: the control that opens its dialog, or a link to its details elsewhere (a dash when it has none). */
export type DetailsCellProps =
  | ({ kind: 'control' } & DetailsControlProps)
  | {
      kind: 'link';
      /** Visible text. */
      label: string;
      /** What the details are about, read after the text. */
      subject: string;
      href: string | undefined;
      /** The column's name, shown before the link when rows become cards. @defaultValue undefined */
      columnLabel?: string | undefined;
    };

/** The last cell of a row of the releases, end-of-life and vulnerabilities tables. */
export function DetailsCell(props: DetailsCellProps) {
  if (props.kind === 'link') {
    const { label, subject, href, columnLabel } = props;
    return <TableCell label={columnLabel}>{href ? <DetailsLink label={label} subject={subject} href={href} /> : MISSING_VALUE}</TableCell>;
  }
  const { kind: _kind, ...control } = props;
  return (
    <TableCell>
      <DetailsControl {...control} />
    </TableCell>
  );
}
