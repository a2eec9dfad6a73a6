import type { Severity } from '@node-downloads/release-core';
import type * as React from 'react';

export type SeverityChipProps = React.ComponentProps<'span'> & {
  /** Severity shown. */
  severity: Severity;
  /** How many advisories of this severity; without it only the severity is shown. @defaultValue undefined */
  count?: number | undefined;
};

/** A chip naming a severity, optionally with a count ("3 high"). */
export function SeverityChip({ severity, count, children, ...props }: SeverityChipProps) {
  return (
    <span data-slot="severity-chip" data-severity={severity} {...props}>
      {children ?? (count === undefined ? severity : `${count} ${severity}`)}
    </span>
  );
}
