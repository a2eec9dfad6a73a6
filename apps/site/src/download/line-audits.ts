/**
 * The known vulnerabilities of every release of one line, on each system: the file the build
 * writes per line (`/download/audit/v20.json`, from release-core's auditor) and the download page
 * fetches when a shared link names a release it does not offer. Checked on arrival: a file that
 * is not what the build writes is refused, never shown as "no vulnerabilities".
 */
import { type AuditUpgrade, OPERATING_SYSTEMS, SEVERITY_ORDER, type SeverityCount } from '@node-downloads/release-core';
import { expectLineFile, fetchLineJson, isRecord, LineDataError } from '../about/line-data';
import { lineAuditsPath } from '../links';

/** One release on one system. */
export type SystemAudit = {
  /** How many advisories of each severity affect it, in the shared severity order; severities with none left out. */
  counts: SeverityCount[];
  /** The release to move to, and whether it is the newest of the same line or of the newest LTS line; null when none. */
  upgrade: AuditUpgrade | null;
};

/** The systems each release is answered for: the four with downloads, and `ANY` (every advisory, whatever its systems). */
export const AUDIT_SYSTEMS = [...OPERATING_SYSTEMS, 'ANY'] as const;

/** One of {@link AUDIT_SYSTEMS}. */
export type AuditSystem = (typeof AUDIT_SYSTEMS)[number];

/** One line's file. */
export type LineAudits = {
  /** `v20` */
  line: string;
  /** Day of the advisories data the answers were computed against (`YYYY-MM-DD`). */
  checked: string;
  /** Whether the line is end-of-life: its releases get no more fixes, whatever the counts. */
  endOfLife: boolean;
  /** Every release of the line (`v20.11.0`), on each of {@link AUDIT_SYSTEMS}. */
  releases: Record<string, Record<AuditSystem, SystemAudit>>;
};

function isCount(value: unknown): boolean {
  return (
    isRecord(value) &&
    (SEVERITY_ORDER as readonly unknown[]).includes(value.severity) &&
    typeof value.count === 'number' &&
    Number.isInteger(value.count) &&
    value.count > 0
  );
}

function isUpgrade(value: unknown): boolean {
  return value === null || (isRecord(value) && typeof value.version === 'string' && (value.kind === 'same-line' || value.kind === 'lts'));
}

/** The first field of one release's entry that is not what the build writes, as a path, or undefined. */
function wrongRelease(version: string, entry: unknown): string | undefined {
  if (!isRecord(entry)) {
    return `releases.${version}`;
  }
  for (const os of AUDIT_SYSTEMS) {
    const audit = entry[os];
    const at = `releases.${version}.${os}`;
    if (!isRecord(audit)) {
      return at;
    }
    if (!Array.isArray(audit.counts) || !audit.counts.every(isCount)) {
      return `${at}.counts`;
    }
    if (!isUpgrade(audit.upgrade)) {
      return `${at}.upgrade`;
    }
  }
  return undefined;
}

/**
 * Checks that `value` is the file of `line`.
 * @throws LineDataError naming the first missing or mistyped field.
 */
export function parseLineAudits(input: unknown, line: string): LineAudits {
  const value = expectLineFile(input, line);
  let wrong: string | undefined;
  if (typeof value.checked !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.checked)) {
    wrong = 'checked';
  } else if (typeof value.endOfLife !== 'boolean') {
    wrong = 'endOfLife';
  } else if (!isRecord(value.releases)) {
    wrong = 'releases';
  } else {
    for (const [version, entry] of Object.entries(value.releases)) {
      wrong = wrongRelease(version, entry);
      if (wrong) {
        break;
      }
    }
  }
  if (wrong) {
    throw new LineDataError(line, { kind: 'field', field: wrong });
  }
  if (Object.keys(value.releases as object).length === 0) {
    throw new LineDataError(line, { kind: 'noReleases' });
  }
  return value as unknown as LineAudits;
}

/**
 * Fetches and checks the file of `line`.
 * @throws LineDataError when the request fails, the server answers an error, or the answer is not the line's file.
 */
export async function fetchLineAudits(line: string, fetcher: typeof fetch = globalThis.fetch): Promise<LineAudits> {
  return parseLineAudits(await fetchLineJson(lineAuditsPath(line), line, fetcher), line);
}
