import { LinkedRelease, type LinkedReleaseProps } from './linked-release';
import { useLinkedAudits } from './use-linked-audits';

/**
 * The shared link's older release with its known vulnerabilities as they arrive: loaded on
 * demand (see `LinkedReleaseSlot`), so a page opened without such a link never carries it.
 */
export default function LinkedReleasePanel({ linked, os }: Omit<LinkedReleaseProps, 'audits'>) {
  const audits = useLinkedAudits(linked);
  return audits ? <LinkedRelease linked={linked} audits={audits} os={os} /> : null;
}
