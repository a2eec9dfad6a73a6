/**
 * Security advisories as the end-of-life table shows them: which advisories affect which release
 * line, in which order, and how they split into known and unknown severity.
 */

import Range from 'semver/classes/range.js';
import { DataValidationError } from './errors';
import { lineRange } from './releases';
import type { AdvisoryRecord, ReleaseLine, Vulnerability } from './types';
import { expectArray, expectObject, expectString } from './arguments';
import { compareSeverity, SEVERITY_ORDER, toSeverity } from './severities';

/**
 * Turns an advisory record into the vulnerability the site shows; `url` is the advisory's
 * announcement (`ref`). Throws a {@link DataValidationError} when the severity names none of
 * {@link SEVERITY_ORDER} (records from `parseAdvisories` always pass).
 * @example
 * toVulnerability({ id: '194', cve: ['CVE-2026-58045'], vulnerable: '22.x', severity: 'medium', ref: 'https://example.org/a' })
 * // → { id: '194', cve: ['CVE-2026-58045'], severity: 'medium', vulnerable: '22.x', url: 'https://example.org/a', … }
 */
export function toVulnerability(record: AdvisoryRecord): Vulnerability {
  expectObject('toVulnerability', 'record', record);
  const severity = toSeverity(record.severity);
  if (severity === undefined) {
    throw new DataValidationError({
      file: 'advisories',
      record: `NSWG-COR-${record.id}`,
      field: 'severity',
      message: `must be one of ${SEVERITY_ORDER.join(', ')} (got ${JSON.stringify(record.severity)})`,
    });
  }
  return {
    id: record.id,
    cve: record.cve,
    severity,
    vulnerable: record.vulnerable,
    patched: record.patched,
    description: record.description,
    overview: record.overview,
    url: record.ref,
    affectedEnvironments: record.affectedEnvironments,
  };
}

/** Most severe first; within a severity the newest advisory (highest id) first. */
function compareVulnerabilities(a: Vulnerability, b: Vulnerability): number {
  return compareSeverity(a.severity, b.severity) || Number(b.id) - Number(a.id);
}

type PreparedAdvisory = { vulnerability: Vulnerability; range: Range };

/**
 * What makes two advisory records one advisory published twice: everything but their ids (the
 * data holds CVE-2024-27980 as NSWG-COR-141 and NSWG-COR-150). The one rule for every place that
 * counts advisories: lines, dialogs, pages, the API and a release's audit.
 */
export function advisoryIdentity(record: AdvisoryRecord): string {
  const { cve, vulnerable, patched, ref, description, overview, severity, affectedEnvironments } = record;
  return JSON.stringify([
    [...cve].sort(),
    vulnerable,
    patched ?? null,
    ref ?? null,
    description ?? null,
    overview ?? null,
    severity.toLowerCase(),
    [...(affectedEnvironments ?? ['all'])].sort(),
  ]);
}

/**
 * The advisories with each one that repeats an earlier one in all but its id left out (the data
 * holds CVE-2024-27980 twice, as NSWG-COR-141 and NSWG-COR-150): a vulnerability counts once.
 * The first of the identical records, in the order given, is kept.
 * @example
 * distinctAdvisories(advisories).length // → 193 (of 194 records)
 */
export function distinctAdvisories(advisories: readonly AdvisoryRecord[]): AdvisoryRecord[] {
  expectArray('distinctAdvisories', 'advisories', advisories);
  for (const [index, record] of advisories.entries()) {
    expectObject('distinctAdvisories', `advisories[${index}]`, record);
  }
  const seen = new Set<string>();
  return advisories.filter((record) => {
    const content = advisoryIdentity(record);
    if (seen.has(content)) {
      return false;
    }
    seen.add(content);
    return true;
  });
}

function prepare(advisories: readonly AdvisoryRecord[]): PreparedAdvisory[] {
  const ranges = new Map<string, Range>();
  return distinctAdvisories(advisories).map((record) => {
    let range = ranges.get(record.vulnerable);
    if (range === undefined) {
      range = new Range(record.vulnerable);
      ranges.set(record.vulnerable, range);
    }
    return { vulnerability: toVulnerability(record), range };
  });
}

function affecting(prepared: readonly PreparedAdvisory[], line: string): Vulnerability[] {
  const lineVersions = new Range(lineRange(line));
  // Many advisories share one range text (`20.x || 22.x || 24.x`): decide each range once.
  const verdicts = new Map<Range, boolean>();
  const affects = (range: Range): boolean => {
    let verdict = verdicts.get(range);
    if (verdict === undefined) {
      verdict = range.intersects(lineVersions);
      verdicts.set(range, verdict);
    }
    return verdict;
  };
  return prepared
    .filter((advisory) => affects(advisory.range))
    .map((advisory) => advisory.vulnerability)
    .sort(compareVulnerabilities);
}

/**
 * The vulnerabilities of one release line (`v22`, `v0.12`): every advisory whose `vulnerable`
 * range intersects the line's range ({@link lineRange}), identical advisories once
 * ({@link distinctAdvisories}). Sorted most severe first, then newest first.
 * @example
 * vulnerabilitiesForLine(advisories, 'v0.12').map((vulnerability) => `${vulnerability.id} ${vulnerability.severity}`)
 * // → ['8 critical', '54 high']
 */
export function vulnerabilitiesForLine(advisories: readonly AdvisoryRecord[], line: string): Vulnerability[] {
  expectArray('vulnerabilitiesForLine', 'advisories', advisories);
  expectString('vulnerabilitiesForLine', 'line', line);
  return affecting(prepare(advisories), line);
}

/**
 * The vulnerabilities of every release line, keyed by `ReleaseLine.line`; each list sorted as in
 * {@link vulnerabilitiesForLine}. Every release gets an entry, empty when nothing affects it.
 * @example
 * vulnerabilitiesByLine(advisories, releases).get('v26')?.length // → 21
 */
export function vulnerabilitiesByLine(
  advisories: readonly AdvisoryRecord[],
  releases: readonly ReleaseLine[],
): Map<string, Vulnerability[]> {
  expectArray('vulnerabilitiesByLine', 'advisories', advisories);
  expectArray('vulnerabilitiesByLine', 'releases', releases);
  const prepared = prepare(advisories);
  return new Map(releases.map((release) => [release.line, affecting(prepared, release.line)]));
}
