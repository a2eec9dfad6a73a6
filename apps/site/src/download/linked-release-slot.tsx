import * as React from 'react';
import { preload } from 'react-dom';
import type { LinkedReleaseProps } from './linked-release';
import { ON_DEMAND, preloadOnDemand } from '../client/on-demand';
import { lineAuditsPath } from '../links';

const LinkedReleasePanel = React.lazy(() => import('./linked-release-panel'));

/**
 * Where a shared link's older release is shown. Its code loads on demand, only for such a link (the
 * warm-up at idle leaves it out): the panel's files, what they import included, and the line's
 * file are asked for at the same moment (preloads the panel's requests then take), so all arrive
 * in one round trip rather than the file after the code, and the code after its imports.
 */
export function LinkedReleaseSlot({ linked, os }: Omit<LinkedReleaseProps, 'audits'>) {
  preloadOnDemand(ON_DEMAND.linkedRelease);
  preload(lineAuditsPath(linked.line), { as: 'fetch', crossOrigin: 'anonymous' });
  return (
    <React.Suspense fallback={null}>
      <LinkedReleasePanel linked={linked} os={os} />
    </React.Suspense>
  );
}
