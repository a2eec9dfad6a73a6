import type { ReleaseLine, ReleaseStatus } from '@node-downloads/release-core';
import { StatusBadge } from '@node-downloads/ui';
import { statusMessageId } from '../i18n/status';
import { useI18n } from '../i18n/react';

/**
 * The badge of a release status, named in the page's language; a line in its alpha phase
 * (release-core's `isAlphaPhase`) is "Pending (alpha)".
 */
export function ReleaseStatusBadge({ status, alpha = false }: { status: ReleaseStatus; alpha?: boolean }) {
  const { t } = useI18n();
  const label = alpha ? t('common.status.pendingAlpha') : t(statusMessageId(status));
  return <StatusBadge status={status} label={label} eolSuffix={t('archive.eolSuffix')} />;
}

/** Said on the pages of a line in its alpha phase: what its prerelease builds are for. */
export function AlphaNote({ release }: { release: Pick<ReleaseLine, 'line' | 'alpha' | 'currentStart'> }) {
  const { rich, date } = useI18n();
  return (
    <p className="lead" data-slot="alpha-note">
      {rich('archive.alphaNote', { line: release.line, date: date(release.alpha ?? release.currentStart) })}
    </p>
  );
}
