import type { ReleaseStatus } from '@node-downloads/release-core';
import type { MessageId } from './react';

const STATUS_IDS = {
  Current: 'common.status.current',
  'Active LTS': 'common.status.activeLts',
  'Maintenance LTS': 'common.status.maintenanceLts',
  'End-of-life': 'common.status.eol',
  Pending: 'common.status.pending',
} as const satisfies Record<ReleaseStatus, MessageId>;

/** Id of the message naming a release status (the schedule's terms, as each locale's glossary fixes them). */
export function statusMessageId(status: ReleaseStatus): (typeof STATUS_IDS)[ReleaseStatus] {
  return STATUS_IDS[status];
}
