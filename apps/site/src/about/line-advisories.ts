/**
 * A release line's advisories as the end-of-life page's vulnerabilities dialog shows them, their
 * Markdown formatted by the build (`/about/advisories/v18.json`, see `lineAdvisoriesPath`): the
 * file's shape, what the build writes into it, and the browser's check when the dialog loads it.
 * No Markdown parser here; the browser only renders the trees.
 */
import { parseVersion, type ReleaseAudit, SEVERITY_ORDER } from '@node-downloads/release-core';
import { advisoryTreeProblem, type FormattedVulnerability } from '@node-downloads/ui';
import { lineAdvisoriesPath } from '../links';
import { expectLineFile, fetchLineJson, isRecord, LineDataError } from './line-data';

/** An advisory with what the dialog reads of it: the raw Markdown stays out, its formatted `text` is in. */
export type LineAdvisory = Pick<FormattedVulnerability, 'id' | 'cve' | 'severity' | 'vulnerable' | 'url' | 'text'>;

/** The line's last stable release and how many known advisories affect it (release-core's auditor, on any system). */
export type LastReleaseCount = { version: string; count: number };

/**
 * The file of a line's advisories: known and unknown severity apart, in the order the dialog lists
 * them, and its last release's count when the line has a stable release (absent for alphas only).
 */
export type LineAdvisories = { line: string; known: LineAdvisory[]; unknown: LineAdvisory[]; lastRelease?: LastReleaseCount | undefined };

const advisory = ({ id, cve, severity, vulnerable, url, text }: FormattedVulnerability): LineAdvisory => ({ id, cve, severity, vulnerable, url, text });

/**
 * The file of `line`'s advisories, from its advisories split and formatted (the build runs
 * `formatAdvisories(lineVulnerabilities(apiLine))`), with its last release's count
 * ({@link lastReleaseCount}). Fields without a value stay out of the JSON.
 */
export function lineAdvisoriesFile(
  line: string,
  { known, unknown }: { known: readonly FormattedVulnerability[]; unknown: readonly FormattedVulnerability[] },
  lastRelease?: LastReleaseCount | undefined,
): LineAdvisories {
  return { line, known: known.map(advisory), unknown: unknown.map(advisory), ...(lastRelease ? { lastRelease } : {}) };
}

/**
 * The newest stable release of a line's releases (newest first, as the API lists them) and the
 * number of advisories that affect it, as the auditor answers for any system: the line's count
 * says what affected its releases, this one what affects whoever runs its last release.
 * Undefined for a line with prereleases only.
 */
export function lastReleaseCount(
  releases: readonly { version: string }[],
  audit: (version: string) => Pick<ReleaseAudit, 'vulnerabilities'>,
): LastReleaseCount | undefined {
  const last = releases.find((release) => parseVersion(release.version).prerelease.length === 0);
  return last === undefined ? undefined : { version: last.version, count: audit(last.version).vulnerabilities.length };
}

type Check = (value: unknown) => string | undefined;
const passes = (ok: (value: unknown) => boolean): Check => (value) => (ok(value) ? undefined : '');
const isString = (value: unknown) => typeof value === 'string';

const ADVISORY_FIELDS: Record<keyof LineAdvisory, Check> = {
  id: passes(isString),
  cve: passes((value) => Array.isArray(value) && value.every(isString)),
  severity: passes((value) => (SEVERITY_ORDER as readonly unknown[]).includes(value)),
  vulnerable: passes(isString),
  url: passes((value) => value === undefined || isString(value)),
  text: (value) => (value === undefined ? undefined : advisoryTreeProblem(value)),
};

/** The first wrong part of a list of advisories, as a path (`known[2].text[0].children[1].href`). */
function wrongAdvisory(value: unknown, name: 'known' | 'unknown'): string | undefined {
  if (!Array.isArray(value)) {
    return name;
  }
  for (const [index, entry] of value.entries()) {
    const at = `${name}[${index}]`;
    if (!isRecord(entry)) {
      return at;
    }
    for (const [field, check] of Object.entries(ADVISORY_FIELDS)) {
      const wrong = check(entry[field]);
      if (wrong !== undefined) {
        return `${at}.${field}${wrong}`;
      }
    }
  }
  return undefined;
}

function wrongLastRelease(value: unknown): string | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (!isRecord(value)) {
    return 'lastRelease';
  }
  if (typeof value.version !== 'string') {
    return 'lastRelease.version';
  }
  return Number.isSafeInteger(value.count) && (value.count as number) >= 0 ? undefined : 'lastRelease.count';
}

/**
 * Checks that `input` is the advisories file of `line`, every advisory with the fields and the
 * formatted text the dialog shows.
 * @throws LineDataError naming the first missing or mistyped part.
 */
export function parseLineAdvisories(input: unknown, line: string): LineAdvisories {
  const value = expectLineFile(input, line);
  const wrong = wrongAdvisory(value.known, 'known') ?? wrongAdvisory(value.unknown, 'unknown') ?? wrongLastRelease(value.lastRelease);
  if (wrong !== undefined) {
    throw new LineDataError(line, { kind: 'field', field: wrong });
  }
  return value as unknown as LineAdvisories;
}

/**
 * Fetches and checks the advisories file of `line`: one request, nothing to parse but JSON.
 * @throws LineDataError when the request fails, the server answers an error, or the answer is
 * not JSON or not the line's file.
 */
export async function fetchLineAdvisories(line: string, fetcher: typeof fetch = globalThis.fetch): Promise<LineAdvisories> {
  return parseLineAdvisories(await fetchLineJson(lineAdvisoriesPath(line), line, fetcher), line);
}
