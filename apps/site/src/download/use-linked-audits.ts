/**
 * The known vulnerabilities of the release a shared link named and the page does not offer
 * (release-core's `view.linked`): its line's file, fetched once the link is read.
 */
import * as React from 'react';
import { LineDataError, type LineProblem } from '../about/line-data';
import { type AuditSystem, fetchLineAudits, type LineAudits, type SystemAudit } from './line-audits';

/** What the page knows of the linked release's vulnerabilities. */
export type LinkedAudits =
  | { state: 'loading' }
  /** Its answers on every system, with the line's end-of-life flag and the data's day. */
  | { state: 'loaded'; line: LineAudits; release: Record<AuditSystem, SystemAudit> }
  /** No line file lists it: not a release (`v20.99.0`, `v99.0.0`). */
  | { state: 'unknown' }
  /** The file could not be loaded or is not what the build writes. */
  | { state: 'failed'; problem: LineProblem | undefined };

/** The answer for `version` from its line's file. */
function fromFile(version: string, line: LineAudits): LinkedAudits {
  const release = line.releases[version];
  return release === undefined ? { state: 'unknown' } : { state: 'loaded', line, release };
}

/** The answer when the line's file could not be had. */
function fromError(error: unknown): LinkedAudits {
  if (!(error instanceof LineDataError)) {
    return { state: 'failed', problem: undefined };
  }
  // A line the site has no file for: the version names no release.
  return error.problem.kind === 'status' && error.problem.status === 404 ? { state: 'unknown' } : { state: 'failed', problem: error.problem };
}

/**
 * The linked release's answers: `undefined` without a linked release, `loading` until its line's
 * file arrived. One request per linked release; a new one replaces an answer still on its way.
 */
export function useLinkedAudits(linked: { version: string; line: string } | undefined, fetcher: typeof fetch = globalThis.fetch): LinkedAudits | undefined {
  const [answer, setAnswer] = React.useState<{ version: string; audits: LinkedAudits } | undefined>(undefined);
  const version = linked?.version;
  const line = linked?.line;
  React.useEffect(() => {
    if (version === undefined || line === undefined) {
      return undefined;
    }
    let current = true;
    fetchLineAudits(line, fetcher).then(
      (file) => current && setAnswer({ version, audits: fromFile(version, file) }),
      (error: unknown) => current && setAnswer({ version, audits: fromError(error) }),
    );
    return () => {
      current = false;
    };
  }, [version, line, fetcher]);
  if (version === undefined) {
    return undefined;
  }
  return answer?.version === version ? answer.audits : { state: 'loading' };
}
