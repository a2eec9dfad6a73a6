/**
 * What `node-release audit` prints: the audit of one release (release-core's `createAuditor`) as
 * text for a person or a CI log, or as JSON for a script.
 */
import { advisoryJson } from '../advisory-json';
import type { ReleaseAudit, ReleaseVulnerability } from '../audit';
import { OPERATING_SYSTEMS, systemFor } from '../catalogue';
import type { OperatingSystem } from '../types';

/** "Windows only", "macOS, Linux and AIX only"; nothing for an advisory of every system. */
function systemsNote(systems: readonly OperatingSystem[]): string {
  if (systems.length === OPERATING_SYSTEMS.length) {
    return '';
  }
  if (systems.length === 0) {
    return ' (none of Windows, macOS, Linux and AIX)';
  }
  const names = systems.map((os) => systemFor(os).name);
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return ` (${listed} only)`;
}

function line(vulnerability: ReleaseVulnerability): string {
  const ids = vulnerability.cve.length > 0 ? vulnerability.cve.join(', ') : `NSWG-COR-${vulnerability.id}`;
  const fixed = vulnerability.patchedIn ? `fixed in ${vulnerability.patchedIn}` : 'no fix in this line';
  const what = vulnerability.description ?? '';
  return `  ${vulnerability.severity.padEnd(8)} ${ids}${systemsNote(vulnerability.systems)}: ${what} (${fixed})\n`;
}

/**
 * The audit as text: the verdict, the counts, one line per advisory, what to move to and the
 * date of the data it was checked against.
 * @example
 * auditText(auditor.audit('v26.13.0', 'LINUX'), '2026-11-16')
 * // → 'v26.13.0 on Linux: no known vulnerabilities (advisories data of 2026-11-16).\n'
 */
export function auditText(audit: ReleaseAudit, dataDate: string): string {
  const where = audit.os === undefined ? 'on any system' : `on ${systemFor(audit.os).name}`;
  const total = audit.vulnerabilities.length;
  const counts = audit.counts.map(({ severity, count }) => `${count} ${severity}`).join(', ');
  let text =
    total === 0
      ? `${audit.version} ${where}: no known vulnerabilities (advisories data of ${dataDate}).\n`
      : `${audit.version} ${where}: ${total} known ${total === 1 ? 'vulnerability' : 'vulnerabilities'} (${counts}; advisories data of ${dataDate}).\n`;
  if (audit.endOfLife) {
    text += `${audit.line} is end-of-life: it gets no more fixes, so it is vulnerable whatever the count.\n`;
  }
  text += audit.vulnerabilities.map(line).join('');
  if (audit.upgrade) {
    const why = audit.upgrade.kind === 'same-line' ? `the newest ${audit.line} release, which fixes all of these` : 'the newest release of the newest LTS line';
    text += `Move to ${audit.upgrade.version} (${why}).\n`;
  }
  return text;
}

/**
 * The audit as JSON: the library's answer, each advisory as `advisoryJson` writes it (as the
 * site's API does) with what the audit adds (its systems, the fixing release, the identical
 * advisories counted with it); the date of the advisories data, and where the data came from
 * (`dataSource`: `live` or `snapshot`; `dataAsOf`: when it was fetched, or the snapshot's day).
 */
export function auditJson(audit: ReleaseAudit, dataDate: string, about: { source: string; asOf: string }): string {
  const vulnerabilities = audit.vulnerabilities.map((vulnerability) => ({
    ...advisoryJson(vulnerability),
    affectedEnvironments: vulnerability.affectedEnvironments,
    systems: vulnerability.systems,
    patchedIn: vulnerability.patchedIn,
    sameAs: vulnerability.sameAs,
  }));
  const fields = { ...audit, os: audit.os ?? null, vulnerabilities, upgrade: audit.upgrade ?? null, dataDate, dataSource: about.source, dataAsOf: about.asOf };
  return `${JSON.stringify(fields, null, 2)}\n`;
}
