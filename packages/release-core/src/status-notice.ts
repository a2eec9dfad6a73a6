import { expectArray, expectObject } from './arguments';
import type { ReleaseLine } from './types';

/** The page a release's status notice links to: the end-of-life page, or the Current line's download page. */
export type StatusNoticeLink = 'eol' | 'current';

/** What {@link statusNoticeLink} reads of a release line. */
export type StatusNoticeLine = Pick<ReleaseLine, 'line' | 'status'>;

/**
 * Where the status notice of a release leads (SPEC §4): an End-of-life release's warning to the
 * end-of-life page; an LTS release's notice to the Current line's download page, but only when a
 * line other than its own is Current, so the link always leads to a newer release (with no Current
 * line, that page offers the same LTS release and says no line is Current). Nowhere otherwise, and
 * for the statuses that have no notice.
 * @example
 * statusNoticeLink({ line: 'v26', status: 'Active LTS' }, [{ line: 'v27', status: 'Current' }, { line: 'v26', status: 'Active LTS' }])
 * // → 'current'
 * statusNoticeLink({ line: 'v26', status: 'Active LTS' }, [{ line: 'v26', status: 'Active LTS' }])
 * // → undefined
 */
export function statusNoticeLink(release: StatusNoticeLine, releases: readonly StatusNoticeLine[]): StatusNoticeLink | undefined {
  expectObject('statusNoticeLink', 'release', release);
  expectArray('statusNoticeLink', 'releases', releases);
  switch (release.status) {
    case 'End-of-life': {
      return 'eol';
    }
    case 'Active LTS':
    case 'Maintenance LTS': {
      return releases.some((line) => line.status === 'Current' && line.line !== release.line) ? 'current' : undefined;
    }
    case 'Current':
    case 'Pending': {
      return undefined;
    }
    default: {
      return release.status satisfies never;
    }
  }
}
