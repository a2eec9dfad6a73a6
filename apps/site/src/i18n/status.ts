import type { ReleaseStatus } from '@node-downloads/release-core';

const STATUS_IDS: Record<ReleaseStatus, string> = {
  Current: 'common.status.current',
  'Active LTS': 'common.status.activeLts',
  'Maintenance LTS': 'common.status.maintenanceLts',
  'End-of-life': 'common.status.eol',
  Pending: 'common.status.pending',
};

/** Id of the message naming a release status (the schedule's terms, as each locale's glossary fixes them). */
export function statusMessageId(status: ReleaseStatus): string {
  return STATUS_IDS[status];
}
