import type { Severity } from '@node-downloads/release-core';
import type * as React from 'react';

/** Texts of the severity chips. */
export type SeverityLabels = {
  /** Name of a severity (`high`). */
  name: (severity: Severity) => string;
  /** A severity with how many advisories have it (`3 high`). */
  count: (severity: Severity, count: number) => string;
};

export const DEFAULT_SEVERITY_LABELS: SeverityLabels = {
  name: (severity) => severity,
  count: (severity, count) => `${count} ${severity}`,
};

export type SeverityChipProps = React.ComponentProps<'span'> & {
  /** Severity shown. */
  severity: Severity;
  /** How many advisories of this severity; without it only the severity is shown. @defaultValue undefined */
  count?: number | undefined;
  /** Texts. @defaultValue English labels */
  labels?: Partial<SeverityLabels> | undefined;
};

/** A chip naming a severity, optionally with a count ("3 high"). */
export function SeverityChip({ severity, count, labels, children, ...props }: SeverityChipProps) {
  const text = { ...DEFAULT_SEVERITY_LABELS, ...labels };
  return (
    <span data-slot="severity-chip" data-severity={severity} {...props}>
      {children ?? (count === undefined ? text.name(severity) : text.count(severity, count))}
    </span>
  );
}
