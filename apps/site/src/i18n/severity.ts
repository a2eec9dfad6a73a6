import type { Severity } from '@node-downloads/release-core';
import type { SeverityLabels } from '@node-downloads/ui';
import type { MessageId, Translate } from './react';

const NAME_IDS = {
  critical: 'common.severity.critical',
  high: 'common.severity.high',
  medium: 'common.severity.medium',
  low: 'common.severity.low',
  unknown: 'common.severity.unknown',
} as const satisfies Record<Severity, MessageId>;

const COUNT_IDS = {
  critical: 'common.severityCount.critical',
  high: 'common.severityCount.high',
  medium: 'common.severityCount.medium',
  low: 'common.severityCount.low',
  unknown: 'common.severityCount.unknown',
} as const satisfies Record<Severity, MessageId>;

/**
 * The severity chips' texts in the page's language ("high", "3 high"), from the `common`
 * messages every page script carries: the same words on the about pages, their dialogs, the
 * archive pages and the download page.
 */
export function severityLabels(t: Translate): SeverityLabels {
  return {
    name: (severity) => t(NAME_IDS[severity]),
    count: (severity, count) => t(COUNT_IDS[severity], { count }),
  };
}
