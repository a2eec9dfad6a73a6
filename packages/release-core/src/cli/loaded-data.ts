/**
 * The release data a command answers from, and what the command line says about it: warnings
 * when the live data is unavailable, the day it is current to, and a version newer than it.
 */
import { AliasError } from '../alias';
import { InvalidArgumentError } from '../errors';
import { UnlistedReleaseError, listedRelease } from '../listed-release';
import { embeddedReleaseData, type LoadedReleaseData, loadReleaseData, mirrorIndexUrl } from '../release-data';
import { withPrefix } from '../version';
import type { CliEnvironment, CliIo } from './environment';
import { NewerThanDataError, UsageError } from './errors';
import type { Values } from './args';

/**
 * The release data a command answers from: live (fetched, or cached), else the embedded snapshot
 * with a warning naming its date; the snapshot alone with `--offline` or without a fetch function.
 * Every problem met on the way is a warning on standard error; the answer goes on.
 */
export async function releaseData(values: Values, io: CliIo, environment: CliEnvironment, advisories: boolean): Promise<LoadedReleaseData> {
  const offline = values['offline'] === true;
  const flag = typeof values['mirror'] === 'string' ? values['mirror'] : undefined;
  if (offline && flag !== undefined) {
    throw new UsageError('--offline answers from the embedded release data: it takes no --mirror');
  }
  const mirror = flag ?? (environment.mirror === '' ? undefined : environment.mirror);
  if (mirror !== undefined && !offline) {
    try {
      mirrorIndexUrl(mirror);
    } catch (error) {
      if (error instanceof InvalidArgumentError) {
        const from = flag === undefined ? 'NODE_MIRROR' : '--mirror';
        throw new UsageError(`invalid ${from} "${mirror}" (expected the http or https address of a copy of https://nodejs.org/dist/, such as https://npmmirror.com/mirrors/node)`);
      }
      throw error;
    }
  }
  const fetch = offline ? undefined : environment.fetch;
  if (fetch === undefined) {
    // The embedded data alone: only `audit` reads the advisories, so the other commands leave them unloaded.
    return embeddedReleaseData({ advisories });
  }
  const loaded = await loadReleaseData({
    fetch,
    now: environment.now ?? new Date(),
    offline,
    mirror: offline ? undefined : mirror,
    cache: environment.cacheDir === undefined ? undefined : { dir: environment.cacheDir },
  });
  for (const problem of loaded.problems) {
    io.stderr(`node-release: warning: ${problem.message}\n`);
  }
  if (fetch !== undefined && loaded.source === 'snapshot') {
    io.stderr(`node-release: warning: live release data unavailable; answering from the embedded release data of ${loaded.asOf}\n`);
  } else if (fetch !== undefined && loaded.problems.length > 0 && loaded.cached) {
    io.stderr(`node-release: warning: answering from the release data fetched at ${loaded.asOf} (the cache)\n`);
  }
  return loaded;
}

/** The day the data is current to, as messages name it. */
export function dataDay(loaded: LoadedReleaseData): string {
  return loaded.asOf.slice(0, 10);
}

/**
 * A failed resolution of a version newer than the data: an exact version (`v26.14.0`) or a partial
 * one (`26.14`, `30`) whose lowest release the data does not list and is newer than every release
 * of its line there: exit code 3, with what to do about it. `undefined` for any other error.
 */
export function newerThanData(
  error: unknown,
  alias: string,
  loaded: LoadedReleaseData,
  values: Values,
  environment: CliEnvironment,
): NewerThanDataError | undefined {
  if (!(error instanceof AliasError) || error.code !== 'NO_MATCH') {
    return undefined;
  }
  const text = alias.trim();
  const partial = /^v?(\d+)(?:\.(\d+))?$/.exec(text);
  const lowest = partial === null ? text : `${partial[1]}.${partial[2] ?? 0}.0`;
  try {
    listedRelease(lowest, loaded.data.index);
    return undefined;
  } catch (unlisted) {
    if (!(unlisted instanceof UnlistedReleaseError) || unlisted.code !== 'NEWER_THAN_DATA') {
      // Not a version (a keyword, a range with operators), or no release: the alias error stands.
      return undefined;
    }
  }
  const what = partial === null ? `${withPrefix(text)} is` : `"${text}" names only releases that are`;
  let advice: string;
  if (loaded.source === 'live') {
    advice = `newer data may list it (its newest release is of ${loaded.newestRelease})`;
  } else if (values['offline'] === true) {
    advice = 'run without --offline';
  } else if (environment.fetch === undefined) {
    advice = 'this is the embedded release data; main answers from live data when given a fetch function';
  } else {
    advice = 'the live release data was unavailable (see the warning above); try again, or give --mirror';
  }
  return new NewerThanDataError(`${what} newer than the release data of ${dataDay(loaded)}: ${advice}`);
}
