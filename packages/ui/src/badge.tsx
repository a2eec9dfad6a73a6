import type { ReleaseStatus } from '@node-downloads/release-core';
import type * as React from 'react';

/** Visual kinds of a badge. */
export type BadgeKind = 'warning' | 'neutral' | 'info' | 'default';

export type BadgeProps = React.ComponentProps<'span'> & {
  /**
   * Colour scheme of the badge.
   * @defaultValue 'default'
   */
  kind?: BadgeKind;
};

/** A small label with a colour kind. */
export function Badge({ kind = 'default', ...props }: BadgeProps) {
  return <span data-slot="badge" data-kind={kind} {...props} />;
}

/** The badge kind each release status is shown with (neutral for a status it does not know). */
export function badgeKindOfStatus(status: ReleaseStatus): BadgeKind {
  switch (status) {
    case 'End-of-life':
      return 'warning';
    case 'Maintenance LTS':
      return 'neutral';
    case 'Active LTS':
      return 'info';
    case 'Current':
    case 'Pending':
      return 'default';
    default:
      // A status newer than this package (data from a JavaScript caller): neutral, not unstyled.
      return unknownStatus(status, 'neutral');
  }
}

/** The fallback for a status the types rule out but a JavaScript caller may pass. */
function unknownStatus<T>(status: never, fallback: T): T {
  void status;
  return fallback;
}

/** A short token for a status, used in `data-status` attributes (`'unknown'` for a status it does not know). */
export function statusToken(status: ReleaseStatus): string {
  switch (status) {
    case 'End-of-life':
      return 'eol';
    case 'Maintenance LTS':
      return 'maintenance';
    case 'Active LTS':
      return 'active';
    case 'Current':
      return 'current';
    case 'Pending':
      return 'pending';
    default:
      return unknownStatus(status, 'unknown');
  }
}

export type StatusBadgeProps = Omit<BadgeProps, 'kind' | 'children'> & {
  /** The release status to show. */
  status: ReleaseStatus;
  /** The status's name as shown. @defaultValue the status itself (`'Active LTS'`) */
  label?: string | undefined;
  /**
   * Suffix added to End-of-life badges.
   * @defaultValue '(EoL)'
   */
  eolSuffix?: string | undefined;
};

/** Texts of the status badges a component shows. */
export type StatusBadgeLabels = {
  /** Name of a status. */
  name: (status: ReleaseStatus) => string;
  /** Suffix of End-of-life badges. */
  eolSuffix: string;
};

export const DEFAULT_STATUS_BADGE_LABELS: StatusBadgeLabels = { name: (status) => status, eolSuffix: '(EoL)' };

/** The badge of a release status: End-of-life warning with "(EoL)", Maintenance LTS neutral, Active LTS info, others default. */
export function StatusBadge({ status, label = status, eolSuffix = '(EoL)', ...props }: StatusBadgeProps) {
  return (
    <Badge kind={badgeKindOfStatus(status)} data-status={statusToken(status)} {...props}>
      {status === 'End-of-life' ? `${label} ${eolSuffix}` : label}
    </Badge>
  );
}
