import * as React from 'react';
import { preload } from 'react-dom';
import type { LinkedReleaseProps } from './linked-release';
import { lineAuditsPath } from '../links';

const LinkedReleasePanel = React.lazy(() => import('./linked-release-panel'));

/**
 * Where a shared link's older release is shown. Its code loads on demand, only for such a link;
 * the line's file is asked for at the same moment (a preload the panel's request then takes), so
 * both arrive in one round trip rather than the file after the code.
 */
export function LinkedReleaseSlot({ linked, os }: Omit<LinkedReleaseProps, 'audits'>) {
  preload(lineAuditsPath(linked.line), { as: 'fetch', crossOrigin: 'anonymous' });
  return (
    <React.Suspense fallback={null}>
      <LinkedReleasePanel linked={linked} os={os} />
    </React.Suspense>
  );
}
