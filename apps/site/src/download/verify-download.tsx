import { useDetailsOpen } from '@node-downloads/ui';
import * as React from 'react';
import { ON_DEMAND, preloadOnDemand } from '../client/on-demand';
import { useI18n } from '../i18n/react';
import type { VerifyDownloadProps } from './verify-commands';

const VerifyCommands = React.lazy(() => import('./verify-commands'));

/**
 * "Verify your download", closed until opened (so its height is fixed while the selection
 * changes): release-core's verify commands for the file of a download button, in the shell of the
 * selected system. When the system has both an installer and a binary, radio buttons pick the file.
 * The commands are only rendered while it is open, so the page has one code box until then, and
 * their code (`verify-commands.tsx`) loads when the box first opens (the box says it is loading
 * meanwhile), all its files at once: one round trip.
 */
export function VerifyDownload(props: VerifyDownloadProps) {
  const { t } = useI18n();
  const { ref, open, onToggle } = useDetailsOpen();
  if (open) {
    preloadOnDemand(ON_DEMAND.verify);
  }
  return (
    <details className="verify-details" data-slot="verify-download" ref={ref} onToggle={onToggle}>
      <summary>{t('download.verify.summary')}</summary>
      {open ? (
        <React.Suspense fallback={<p>{t('download.verify.loading')}</p>}>
          <VerifyCommands {...props} />
        </React.Suspense>
      ) : null}
    </details>
  );
}
