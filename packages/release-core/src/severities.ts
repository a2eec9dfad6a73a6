/**
 * Severities and how lists of vulnerabilities are split and counted by them: what the pages need
 * of the advisories in a browser. Kept apart from `vulnerabilities.ts`, which decides which
 * advisories affect which line with semver's ranges, so that a page splitting or counting a
 * line's vulnerabilities does not load semver.
 */

import { expectArray, expectString } from './arguments';
import type { Severity, Vulnerability } from './types';

/**
 * Severities from most to least severe; the one order every list of vulnerabilities follows.
 * @example
 * SEVERITY_ORDER[0] // → 'critical'
 */
export const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low', 'unknown'] as const satisfies readonly Severity[];

/**
 * The severity a text names, in any letter case and with surrounding spaces ignored, or
 * `undefined` when it names none.
 * @example
 * toSeverity(' High ') // → 'high'
 * toSeverity('moderate') // → undefined
 */
export function toSeverity(text: string): Severity | undefined {
  expectString('toSeverity', 'text', text);
  const normalized = text.trim().toLowerCase();
  return SEVERITY_ORDER.find((severity) => severity === normalized);
}

/**
 * Compares two severities for sorting, most severe first.
 * @example
 * (['low', 'critical', 'unknown', 'high'] as const).toSorted(compareSeverity)
 * // → ['critical', 'high', 'low', 'unknown']
 */
export function compareSeverity(a: Severity, b: Severity): number {
  return SEVERITY_ORDER.indexOf(a) - SEVERITY_ORDER.indexOf(b);
}

/** Vulnerabilities split as the vulnerabilities dialog shows them. */
export type VulnerabilitySplit = {
  /** Those with a known severity, in the order received. */
  known: Vulnerability[];
  /** Those of unknown severity, shown in a collapsible section. */
  unknown: Vulnerability[];
  /** Whether the unknown section starts open: only when every vulnerability is of unknown severity. */
  unknownOpen: boolean;
};

/**
 * Splits off the vulnerabilities of unknown severity. Their section starts open only when there
 * are no others to show.
 * @example
 * splitVulnerabilities(list) // → { known: [critical…, low…], unknown: [unknown…], unknownOpen: false }
 */
export function splitVulnerabilities(list: readonly Vulnerability[]): VulnerabilitySplit {
  expectArray('splitVulnerabilities', 'list', list);
  const known = list.filter((vulnerability) => vulnerability.severity !== 'unknown');
  const unknown = list.filter((vulnerability) => vulnerability.severity === 'unknown');
  return { known, unknown, unknownOpen: unknown.length > 0 && known.length === 0 };
}

/** How many vulnerabilities of one severity a line has. */
export type SeverityCount = { severity: Severity; count: number };

/**
 * Counts per severity for the chips of the end-of-life table: one entry per severity present, in
 * {@link SEVERITY_ORDER}; severities with no vulnerability are left out.
 * @example
 * severityCounts(list) // → [{ severity: 'high', count: 3 }, { severity: 'low', count: 1 }]
 */
export function severityCounts(list: readonly Vulnerability[]): SeverityCount[] {
  expectArray('severityCounts', 'list', list);
  return SEVERITY_ORDER.map((severity) => ({
    severity,
    count: list.filter((vulnerability) => vulnerability.severity === severity).length,
  })).filter((entry) => entry.count > 0);
}
