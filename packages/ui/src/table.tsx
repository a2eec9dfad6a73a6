import type * as React from 'react';

/**
 * A data table that turns into one card per row when its container is narrow. Give every cell a
 * `label` (its column name) so the cards stay readable.
 */
export function Table({ children, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container">
      <table data-slot="table" {...props}>
        {children}
      </table>
    </div>
  );
}

export type TableCellProps = React.ComponentProps<'td'> & {
  /** Column name, shown before the value when rows become cards. @defaultValue undefined */
  label?: string | undefined;
};

/** A body cell that carries its column name for the narrow (card) layout. */
export function TableCell({ label, ...props }: TableCellProps) {
  return <td data-slot="table-cell" data-label={label} {...props} />;
}

/** The dash shown for a missing value. */
export const MISSING_VALUE = '—';

/**
 * A value the release data does not have (npm, V8 or the native API version of recent releases):
 * unknown, which is not the same as absent, so it is said in words rather than with a dash.
 */
export function NotInData({ label }: { label: string }) {
  return <span data-slot="not-in-data">{label}</span>;
}
