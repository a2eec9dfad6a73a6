import { expectArray, expectObject } from './arguments';
import type { ReleaseLine } from './types';

/** The page a release's status notice links to: the end-of-life page, or the Current line's download page. */
export type StatusNoticeLink = 'eol' | 'current';

/** What {@link statusNotice} reads of a release line. */
export type StatusNoticeLine = Pick<ReleaseLine, 'line' | 'status'>;

/**
 * The status notice of a release, as decided: the end-of-life warning (`kind: 'eol'`, linking to
 * the end-of-life page) or the long-term-support info (`kind: 'lts'`, with its status, linking to
 * the Current line's download page or nowhere). A page renders it as given.
 */
export type StatusNoticeDecision =
  | { kind: 'eol'; status: 'End-of-life'; link: 'eol' }
  | { kind: 'lts'; status: 'Active LTS' | 'Maintenance LTS'; link: 'current' | undefined };

/**
 * The notice a release's status calls for (SPEC §4): an End-of-life release gets a warning that
 * links to the end-of-life page; an Active or Maintenance LTS release an info that links to the
 * Current download page, always: with no Current line, that page says when the next line becomes
 * Current and names its alpha builds. Current and Pending releases get none (`undefined`). The
 * `releases` are read only for their shape (kept for callers).
 * @example
 * statusNotice({ line: 'v26', status: 'Active LTS' }, [{ line: 'v27', status: 'Current' }, { line: 'v26', status: 'Active LTS' }])
 * // → { kind: 'lts', status: 'Active LTS', link: 'current' }
 * statusNotice({ line: 'v26', status: 'Active LTS' }, [{ line: 'v26', status: 'Active LTS' }])
 * // → { kind: 'lts', status: 'Active LTS', link: 'current' }
 * statusNotice({ line: 'v20', status: 'End-of-life' }, [])
 * // → { kind: 'eol', status: 'End-of-life', link: 'eol' }
 */
export function statusNotice(release: StatusNoticeLine, releases: readonly StatusNoticeLine[]): StatusNoticeDecision | undefined {
  expectObject('statusNotice', 'release', release);
  expectArray('statusNotice', 'releases', releases);
  switch (release.status) {
    case 'End-of-life': {
      return { kind: 'eol', status: release.status, link: 'eol' };
    }
    case 'Active LTS':
    case 'Maintenance LTS': {
      return { kind: 'lts', status: release.status, link: 'current' };
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
