import type { ReleaseStatus } from '@node-downloads/release-core';
import { StatusBadge } from '@node-downloads/ui';
import { statusMessageId } from '../i18n/status';
import { useI18n } from '../i18n/react';

/** The badge of a release status, named in the page's language. */
export function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  const { t } = useI18n();
  return <StatusBadge status={status} label={t(statusMessageId(status))} eolSuffix={t('archive.eolSuffix')} />;
}
