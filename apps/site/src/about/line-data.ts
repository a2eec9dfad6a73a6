/**
 * A release line as the about pages' releases dialog loads it: the line's file of the JSON API
 * (`/api/v{major}.json`), fetched when the dialog opens, checked, and turned into what ui's dialog
 * shows; with the checks every per-line file the pages fetch shares, and the split of its
 * advisories the build formats for the vulnerabilities dialog. Runs in the browser; release-core's version rules stay out (the API file carries every
 * link already).
 */
import { advisoryFromJson, RELEASE_STATUSES, splitVulnerabilities, type VulnerabilitySplit } from '@node-downloads/release-core';
import type { ReleaseDetailsLine } from '@node-downloads/ui';
import { apiLinePath } from '../api/paths';
import type { ApiLine } from '../api/releases-api';

/** Why a line's details could not be loaded (a dialog tells it in the page's language). */
export type LineProblem =
  | { kind: 'offline' }
  | { kind: 'status'; status: number }
  | { kind: 'notJson' }
  | { kind: 'notObject' }
  | { kind: 'otherLine'; found: string }
  | { kind: 'field'; field: string }
  | { kind: 'noReleases' };

function reasonOf(problem: LineProblem): string {
  switch (problem.kind) {
    case 'offline':
      return 'the request failed (are you offline?)';
    case 'status':
      return `the server answered ${problem.status}`;
    case 'notJson':
      return 'the answer is not valid JSON';
    case 'notObject':
      return 'the answer is not a JSON object';
    case 'otherLine':
      return `the answer is the file of ${problem.found}`;
    case 'field':
      return `its field ${problem.field} is missing or not what the API documents`;
    case 'noReleases':
      return 'it lists no releases';
    default:
      return problem satisfies never;
  }
}

/** A line's details could not be loaded: the message says which line and why. */
export class LineDataError extends Error {
  override name = 'LineDataError';
  /** Why, in words (`the server answered 404`). */
  readonly reason: string;
  constructor(
    /** The line asked for (`v20`). */
    readonly line: string,
    /** Why, as data. */
    readonly problem: LineProblem,
  ) {
    const reason = reasonOf(problem);
    super(`The details of ${line} could not be loaded: ${reason}.`);
    this.reason = reason;
  }
}

type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isNullableString: Check = (value) => value === null || typeof value === 'string';
/** Whether `value` is a JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first checks of any per-line file the site fetches: the answer is a JSON object and it is
 * the file of `line` (its `line` field names it).
 * @throws LineDataError `notObject` or `otherLine`.
 */
export function expectLineFile(value: unknown, line: string): Record<string, unknown> {
  if (!isRecord(value)) {
    throw new LineDataError(line, { kind: 'notObject' });
  }
  if (value.line !== line) {
    throw new LineDataError(line, { kind: 'otherLine', found: String(JSON.stringify(value.line)) });
  }
  return value;
}

const RELEASE_FIELDS: Record<string, Check> = {
  version: isString,
  date: isString,
  npm: isNullableString,
  v8: isNullableString,
  modules: isNullableString,
  docs: isString,
  changelog: isString,
  page: isString,
};
const VULNERABILITY_FIELDS: Record<string, Check> = {
  id: isString,
  cve: (value) => Array.isArray(value) && value.every(isString),
  severity: (value) => ['critical', 'high', 'medium', 'low', 'unknown'].includes(value as string),
  vulnerable: isString,
  patched: isNullableString,
  description: isNullableString,
  overview: isNullableString,
  url: isNullableString,
};

/** The first field of `record` that fails its check, as a path (`releases[3].docs`). */
function wrongField(record: Record<string, unknown>, fields: Record<string, Check>, at: string): string | undefined {
  return Object.entries(fields).find(([key, check]) => !check(record[key]))?.[0]?.replace(/^/, at);
}

function wrongInList(value: unknown, fields: Record<string, Check>, name: string): string | undefined {
  if (!Array.isArray(value)) {
    return name;
  }
  for (const [index, entry] of value.entries()) {
    const wrong = isRecord(entry) ? wrongField(entry, fields, `${name}[${index}].`) : `${name}[${index}]`;
    if (wrong) {
      return wrong;
    }
  }
  return undefined;
}

/**
 * Checks that `value` is the API file of `line` with every field a dialog reads.
 * @throws LineDataError naming the first missing or mistyped field.
 */
export function parseApiLine(input: unknown, line: string): ApiLine {
  const value = expectLineFile(input, line);
  const wrong =
    wrongField(
      value,
      {
        codename: isNullableString,
        status: (status) => (RELEASE_STATUSES as readonly unknown[]).includes(status),
        firstReleased: isString,
        latest: (latest) => isRecord(latest) && isString(latest.date) && isString(latest.version),
      },
      '',
    ) ??
    wrongInList(value.releases, RELEASE_FIELDS, 'releases') ??
    wrongInList(value.vulnerabilities, VULNERABILITY_FIELDS, 'vulnerabilities');
  if (wrong) {
    throw new LineDataError(line, { kind: 'field', field: wrong });
  }
  if ((value.releases as unknown[]).length === 0) {
    throw new LineDataError(line, { kind: 'noReleases' });
  }
  return value as unknown as ApiLine;
}

/**
 * Fetches and checks the API file of `line`.
 * @throws LineDataError when the request fails, the server answers an error, or the answer is
 * not JSON or not the line's file.
 */
export async function fetchLine(line: string, fetcher: typeof fetch = globalThis.fetch): Promise<ApiLine> {
  return parseApiLine(await fetchLineJson(apiLinePath(line), line, fetcher), line);
}

/**
 * The JSON of a line's file at `path`, not yet checked.
 * @throws LineDataError when the request fails, the server answers an error, or the answer is not JSON.
 */
export async function fetchLineJson(path: string, line: string, fetcher: typeof fetch = globalThis.fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(path);
  } catch {
    throw new LineDataError(line, { kind: 'offline' });
  }
  if (!response.ok) {
    throw new LineDataError(line, { kind: 'status', status: response.status });
  }
  try {
    return await response.json();
  } catch {
    throw new LineDataError(line, { kind: 'notJson' });
  }
}

/** The line as ui's release details show it. */
export function toReleaseDetails(line: ApiLine): ReleaseDetailsLine {
  const newest = line.releases[0]!;
  return {
    line: line.line,
    codename: line.codename ?? undefined,
    status: line.status,
    currentStart: line.firstReleased,
    releaseDate: line.latest.date,
    modules: newest.modules ?? undefined,
    npm: newest.npm ?? undefined,
    v8: newest.v8 ?? undefined,
    minorVersions: line.releases.map((release) => ({
      versionWithPrefix: release.version,
      modules: release.modules ?? undefined,
      npm: release.npm ?? undefined,
      v8: release.v8 ?? undefined,
    })),
  };
}

/** The line's advisories as the vulnerabilities dialog shows them (the API lists them in that order). */
export function lineVulnerabilities(line: ApiLine): VulnerabilitySplit {
  return splitVulnerabilities(line.vulnerabilities.map(advisoryFromJson));
}
