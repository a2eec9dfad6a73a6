import type { Severity, Vulnerability } from '@node-downloads/release-core';
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

/**
 * Counts advisories per severity, in the given order, leaving out severities with none. The
 * order is the site's (release-core's severity order); this only counts what it is given.
 */
export function countBySeverity(
  vulnerabilities: readonly Pick<Vulnerability, 'severity'>[],
  severityOrder: readonly Severity[],
): { severity: Severity; count: number }[] {
  return severityOrder
    .map((severity) => ({ severity, count: vulnerabilities.filter((entry) => entry.severity === severity).length }))
    .filter((entry) => entry.count > 0);
}
