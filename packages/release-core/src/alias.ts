/**
 * Version aliases as version managers (nvm, fnm, n) and CI configurations write them — `lts/*`,
 * `lts/-1`, `iron`, `current`, `latest`, `22`, `^20.10` — resolved against release lines built at
 * a given moment, so the answer is the one a visitor would have got on that day.
 */
import SemVer from 'semver/classes/semver.js';
import satisfies from 'semver/functions/satisfies.js';
import maxSatisfying from 'semver/ranges/max-satisfying.js';
import validRange from 'semver/ranges/valid.js';
import { ReleaseCoreError } from './errors';
import { buildReleases } from './releases';
import { newestStableRelease } from './alpha-phase';
import { findMinorRelease } from './release-lookup';
import { newerThanData } from './newer-than-data';
import { MAX_VERSION_LENGTH } from './version';
import type { DistIndexEntry, LineReleaseMatch, ReleaseLine, ReleaseStatus, Schedule } from './types';
import { expectObject, expectReleaseLines, expectString } from './arguments';

/** Why an alias could not be resolved. */
export type AliasErrorCode =
  /**
   * An empty or blank alias (`''`, `'  '`): an unset `NODE_VERSION` in a CI job, not a request for
   * the newest release (semver reads an empty range as `*`, which is never taken here).
   */
  | 'EMPTY_ALIAS'
  /** Not an alias, LTS codename, version or semver range. */
  | 'UNKNOWN_ALIAS'
  /** A valid alias or range that no release matches on that day. */
  | 'NO_MATCH'
  /** `current` on a day when no line is Current (between a line becoming LTS and the next one's start). */
  | 'NO_CURRENT_LINE'
  /** A list alias (`supported`, `active`) where one release was asked for. */
  | 'LIST_ALIAS'
  /**
   * The alias lands on a line whose releases are all prereleases (a line in its alpha phase, or
   * past its scheduled start in a stale snapshot): it names no stable release. The message names
   * the line and the exact prerelease version to ask for instead.
   */
  | 'NO_STABLE_RELEASE';

/**
 * An alias that names no release: unknown, matching nothing on that day, `current` while no line
 * is Current, or a list alias where one release was asked for. The message names the alias and
 * says why.
 * @example
 * new AliasError('NO_MATCH', '^30', 'No release satisfies "^30"; the newest release is v26.13.0')
 */
export class AliasError extends ReleaseCoreError {
  declare readonly code: AliasErrorCode;
  /** The alias, as received. */
  readonly alias: string;

  constructor(code: AliasErrorCode, alias: string, message: string) {
    super(code, message);
    this.alias = alias;
  }
}

/**
 * What aliases are resolved against: release lines as `buildReleases` built them at your `now`,
 * or the data and the moment, which builds them (statuses and the releases out by then).
 */
export type AliasInput =
  | { releases: readonly ReleaseLine[] }
  | { index: readonly DistIndexEntry[]; schedule: Schedule; now: Date };

/** The aliases that name several releases. */
export const LIST_ALIASES = ['supported', 'active'] as const;

/** A list alias. */
export type ListAlias = (typeof LIST_ALIASES)[number];

/** What an alias names: one release, or a list of releases (newest line first). */
export type AliasResolution =
  | { kind: 'release'; alias: string; release: ReleaseLine; minor: LineReleaseMatch['minor'] }
  | { kind: 'list'; alias: ListAlias; matches: LineReleaseMatch[] };

const LIST_STATUSES: Record<ListAlias, readonly ReleaseStatus[]> = {
  // Pending lines are left out: they only have prereleases, which nobody supports.
  supported: ['Current', 'Active LTS', 'Maintenance LTS'],
  active: ['Current', 'Active LTS'],
};

const EXACT_VERSION = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** `lts/-N`: N is a count of at least 1, without a leading zero (as nvm and node-version-alias take it). */
const PREVIOUS_LTS = /^lts\/-([1-9]\d*)$/;
/** Anything else written as `lts/-` and digits: `lts/-0`, `lts/-01`. */
const PREVIOUS_LTS_SHAPE = /^lts\/-\d+$/;
const ACCEPTED =
  'lts/*, lts/-1, lts/<codename>, a codename such as iron, current, latest, node, supported, active, a version such as 22.1.0 or 22, or a semver range such as ^20.10';

/**
 * Resolves a version alias to the release it names, or to the list of releases for `supported`
 * and `active`. Statuses are those of the release lines at their `now` (from the schedule).
 *
 * - `lts/*` (or `lts`): the newest release of the newest LTS line; `lts/-1`, `lts/-2`, … the
 *   newest release of the 1st, 2nd, … LTS line before it, End-of-life lines included (as nvm
 *   counts them). The count is at least 1 and has no leading zero: `lts/-0` and `lts/-01` are
 *   `UNKNOWN_ALIAS`.
 * - An LTS codename, with or without `lts/`, in any case (`lts/iron`, `iron`, `Jod`): the newest
 *   release of that line, once it is LTS.
 * - `current`: the newest release of the line whose status is Current. When no line is Current
 *   (from a new even line becoming LTS until the next line's start, as on 2026-11-22) this throws
 *   an {@link AliasError} `NO_CURRENT_LINE` whose message names the newest release instead of
 *   silently answering with an LTS release: use `latest` for "the newest release".
 * - `latest` and `node`: the newest stable release of all lines.
 * - `supported`: the newest release of every line that is Current, Active LTS or Maintenance LTS;
 *   `active`: of every line that is Current or Active LTS. Pending lines (alpha builds only) are in
 *   neither list.
 * - A prerelease is never the answer to any of the aliases above: when `current`, `lts/*`,
 *   `lts/-n` or a codename lands on a line whose releases are all prereleases (v27 past its
 *   scheduled start in a snapshot that has only its alphas), this throws an {@link AliasError}
 *   `NO_STABLE_RELEASE` naming the line and the exact prerelease version to ask for.
 * - An exact version (`22.1.0`, `v22.1.0`, `27.0.0-alpha.0.1.1`): that release.
 * - A partial version or any semver range (`22`, `v22.3`, `^20.10`, `>=18 <21`): the newest
 *   release that satisfies it; prereleases only when the range names one (semver's rule).
 *
 * Throws an {@link AliasError}: `EMPTY_ALIAS` for an empty or blank alias (never read as "any
 * release"), `UNKNOWN_ALIAS` for anything else, `NO_MATCH` when nothing matches on that day,
 * `NO_CURRENT_LINE` as above. An exact or partial version newer than every release of its line
 * (`v26.14.0`, `26.14`, `30` in a snapshot whose newest v26 is v26.13.0) is not `NO_MATCH` but an
 * `UnlistedReleaseError` `NEWER_THAN_DATA` naming the day of the data: newer data may list
 * it (the command line's exit code 3). Never returns an empty list.
 * @example
 * const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22') });
 * resolveAlias('lts/-1', { releases }) // → { kind: 'release', release: { line: 'v24', … }, minor: { version: '24.22.0', … } }
 * resolveAlias('supported', { releases }).matches.map((match) => match.minor.version) // → ['26.13.0', '24.22.0', '22.23.2']
 */
export function resolveAlias(alias: string, input: AliasInput): AliasResolution {
  expectObject('resolveAlias', 'input', input);
  if ('releases' in input) {
    expectReleaseLines('resolveAlias', 'input.releases', input.releases);
  }
  if (typeof alias !== 'string') {
    throw new AliasError('UNKNOWN_ALIAS', String(alias), `An alias must be a string, received ${typeof alias}`);
  }
  if (alias.length > MAX_VERSION_LENGTH) {
    throw new AliasError('UNKNOWN_ALIAS', alias, `Alias is longer than ${MAX_VERSION_LENGTH} characters (${alias.length})`);
  }
  const text = alias.trim();
  if (text === '') {
    throw new AliasError(
      'EMPTY_ALIAS',
      alias,
      `The alias is ${alias === '' ? 'empty' : 'blank'}: give a version, range or alias, such as lts/* or 22 (an empty one is never read as "any release")`,
    );
  }
  const releases = 'releases' in input ? input.releases : buildReleases(input);
  const key = text.toLowerCase();
  const one = (release: ReleaseLine): AliasResolution => ({ kind: 'release', alias, release, minor: newestOf(release) });

  if (key === 'supported' || key === 'active') {
    const statuses = LIST_STATUSES[key];
    // A line with prereleases only is Pending (see buildReleases), so it is never listed.
    const lines = releases.filter((release) => statuses.includes(release.status) && release.prereleaseOnly !== true);
    if (lines.length === 0) {
      throw new AliasError('NO_MATCH', alias, `No release line is ${statuses.join(', ')} ("${key}" lists those lines)`);
    }
    return { kind: 'list', alias: key, matches: lines.map((release) => ({ release, minor: newestOf(release) })) };
  }
  if (key === 'current') {
    const current = releases.find((release) => release.status === 'Current');
    if (current) {
      return one(current);
    }
    const scheduledCurrent = releases.find((release) => release.scheduled?.status === 'Current');
    if (scheduledCurrent) {
      throw noStableRelease(alias, scheduledCurrent, 'is Current by the schedule');
    }
    const newest = releases
      .slice(0, 2)
      .map((release) => `${release.line}: ${release.status}`)
      .join(', ');
    const latest = newestStable(releases);
    throw new AliasError(
      'NO_CURRENT_LINE',
      alias,
      `No release line is Current (${newest})${latest ? `; "latest" names the newest release, ${latest.minor.versionWithPrefix}` : ''}`,
    );
  }
  if (key === 'latest' || key === 'node') {
    const latest = newestStable(releases);
    if (!latest) {
      throw new AliasError('NO_MATCH', alias, `"${text}" names the newest stable release, and there is none`);
    }
    return { kind: 'release', alias, ...latest };
  }
  // The LTS lines as the schedule counts them: a line it makes LTS that has prereleases only is
  // counted (so `lts/-1` keeps naming the same line), and naming it is an error.
  const lts = releases.filter((release) => release.isLts || release.scheduled?.isLts === true);
  const stableOne = (release: ReleaseLine, why: string): AliasResolution => {
    if (release.prereleaseOnly === true) {
      throw noStableRelease(alias, release, why);
    }
    return one(release);
  };
  if (key === 'lts/*' || key === 'lts') {
    const newest = lts[0];
    if (!newest) {
      throw new AliasError('NO_MATCH', alias, `"${text}" names the newest LTS line, and no line is LTS yet`);
    }
    return stableOne(newest, 'is the newest LTS line by the schedule');
  }
  const previous = PREVIOUS_LTS.exec(key);
  if (previous) {
    const back = Number(previous[1]);
    const line = lts[back];
    if (!line) {
      throw new AliasError('NO_MATCH', alias, `"${text}" names the LTS line ${back} before the newest, but there are only ${lts.length} LTS lines`);
    }
    return stableOne(line, `is LTS line ${back} before the newest by the schedule`);
  }
  if (PREVIOUS_LTS_SHAPE.test(key)) {
    throw new AliasError('UNKNOWN_ALIAS', alias, `"${text}" is not an LTS count: write lts/-1, lts/-2, … (at least 1, no leading zero) or lts/* for the newest LTS line`);
  }
  const codename = key.startsWith('lts/') ? key.slice(4) : key;
  const named = releases.find((release) => release.codename?.toLowerCase() === codename);
  if (named) {
    if (named.scheduled?.isLts === true) {
      return stableOne(named, `(${named.codename}) is LTS by the schedule`);
    }
    if (!named.isLts) {
      throw new AliasError('NO_MATCH', alias, `${named.line} (${named.codename}) is not an LTS line yet: its status is ${named.status}`);
    }
    return one(named);
  }
  if (key.startsWith('lts/')) {
    const known = lts.map((release) => release.codename?.toLowerCase()).filter(Boolean);
    throw new AliasError('UNKNOWN_ALIAS', alias, `No LTS line is called "${text.slice(4)}" (LTS codenames: ${known.join(', ')})`);
  }
  if (EXACT_VERSION.test(text)) {
    const match = findMinorRelease(releases, text);
    if (!match) {
      throw newerThanData(text, releases) ?? new AliasError('NO_MATCH', alias, `${text.startsWith('v') ? text : `v${text}`} is not a release${newestHint(releases)}`);
    }
    return { kind: 'release', alias, ...match };
  }
  const range = validRange(text);
  if (range === null) {
    throw new AliasError('UNKNOWN_ALIAS', alias, `Unknown alias "${text}": expected ${ACCEPTED}`);
  }
  const match = newestSatisfying(releases, range);
  if (match) {
    return { kind: 'release', alias, ...match };
  }
  const prerelease = newestPrereleaseOf(releases, range);
  const hint = prerelease
    ? `; only the prerelease ${prerelease.minor.versionWithPrefix} does, ask for it exactly`
    : newestHint(releases);
  // A prerelease that satisfies it is the more useful answer (`27` while v27 is in its alphas).
  throw (prerelease ? undefined : newerThanData(text, releases)) ?? new AliasError('NO_MATCH', alias, `No release satisfies "${text}"${hint}`);
}

/**
 * Resolves an alias that names one release (see {@link resolveAlias}); a list alias (`supported`,
 * `active`) throws an {@link AliasError} `LIST_ALIAS`, a version newer than the data an
 * `UnlistedReleaseError` `NEWER_THAN_DATA`.
 * @example
 * resolveVersion('^20.10', { releases }).minor.versionWithPrefix // → 'v20.20.2'
 * resolveVersion('Jod', { releases }).release.line // → 'v22'
 * resolveVersion('v26.14.0', { releases }) // throws UnlistedReleaseError NEWER_THAN_DATA: 'v26.14.0 is newer than the release data of 2026-11-16 …'
 */
export function resolveVersion(alias: string, input: AliasInput): LineReleaseMatch {
  expectObject('resolveVersion', 'input', input);
  const resolution = resolveAlias(alias, input);
  if (resolution.kind === 'list') {
    throw new AliasError('LIST_ALIAS', alias, `"${alias}" names a list of releases, not one: use resolveAlias for it`);
  }
  return { release: resolution.release, minor: resolution.minor };
}

/**
 * Whether an alias names a list of releases rather than one.
 * @example
 * isListAlias('Supported') // → true
 */
export function isListAlias(alias: string): boolean {
  expectString('isListAlias', 'alias', alias);
  return (LIST_ALIASES as readonly string[]).includes(alias.trim().toLowerCase());
}

function noStableRelease(alias: string, release: ReleaseLine, why: string): AliasError {
  return new AliasError(
    'NO_STABLE_RELEASE',
    alias,
    `"${alias.trim()}" lands on ${release.line}, which ${why}, but every release of ${release.line} in the release data is a prerelease (newest ${release.versionWithPrefix}): ask for "${release.version}" exactly to get it`,
  );
}

/** The newest release of a line: its `version` (newest stable, or newest prerelease when it has only those). */
function newestOf(release: ReleaseLine): LineReleaseMatch['minor'] {
  // `version` is always one of the line's releases (buildReleases picks it from them).
  return release.minorVersions.find((minor) => minor.version === release.version) ?? release.minorVersions[0]!;
}

function newestSatisfying(releases: readonly ReleaseLine[], range: string): LineReleaseMatch | undefined {
  const byVersion = new Map<string, LineReleaseMatch>();
  for (const release of releases) {
    for (const minor of release.minorVersions) {
      byVersion.set(minor.version, { release, minor });
    }
  }
  const best = maxSatisfying([...byVersion.keys()], range);
  return best === null ? undefined : byVersion.get(best);
}

/** The newest prerelease of a version the range takes (27.0.0-alpha.0 for `27`), for a hint. */
function newestPrereleaseOf(releases: readonly ReleaseLine[], range: string): LineReleaseMatch | undefined {
  for (const release of releases) {
    for (const minor of release.minorVersions) {
      const parsed = new SemVer(minor.version);
      if (parsed.prerelease.length > 0 && satisfies(`${parsed.major}.${parsed.minor}.${parsed.patch}`, range)) {
        return { release, minor };
      }
    }
  }
  return undefined;
}

function newestStable(releases: readonly ReleaseLine[]): LineReleaseMatch | undefined {
  for (const release of releases) {
    const minor = newestStableRelease(release);
    if (minor !== undefined) {
      return { release, minor };
    }
  }
  return undefined;
}

function newestHint(releases: readonly ReleaseLine[]): string {
  const latest = newestStable(releases);
  return latest ? `; the newest release is ${latest.minor.versionWithPrefix}` : '';
}
