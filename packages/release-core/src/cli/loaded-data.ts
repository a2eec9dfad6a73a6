/**
 * The release data a command answers from, and what the command line says about it: warnings
 * when the live data is unavailable, the day it is current to, and a version newer than it.
 */
import { AliasError } from '../alias';
import { InvalidArgumentError } from '../errors';
import { UnlistedReleaseError } from '../listed-release';
import { embeddedReleaseData, type LoadedReleaseData, loadReleaseData, mirrorIndexUrl } from '../release-data';
import { type CliEnvironment, type CliIo, offlineFrom } from './environment';
import { UsageError } from './errors';
import type { Values } from './args';

/**
 * The release data a command answers from: live (fetched, or cached), else the embedded snapshot
 * with a warning naming its date; the snapshot alone with `--offline` or without a fetch function.
 * Every problem met on the way is a warning on standard error; the answer goes on.
 */
export async function releaseData(values: Values, io: CliIo, environment: CliEnvironment, advisories: boolean): Promise<LoadedReleaseData> {
  const fromEnv = offlineFrom(environment.offline);
  const offline = values['offline'] === true || fromEnv;
  const flag = typeof values['mirror'] === 'string' ? values['mirror'] : undefined;
  if (offline && flag !== undefined) {
    const which = values['offline'] === true ? '--offline' : 'NODE_RELEASE_OFFLINE';
    throw new UsageError(`${which} answers from the embedded release data: it takes no --mirror`);
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
 * The library's answer for a version newer than the data (`resolveAlias` throws an
 * `UnlistedReleaseError` `NEWER_THAN_DATA` for an exact version, `v26.14.0`, or a partial one,
 * `26.14` or `30`, whose lowest release is newer than every release of its line): the same error,
 * exit code 3, its message saying what to do about it with these data; a release the data lists
 * but that was not out yet on the day asked (`--now`) is no release that day (`NO_MATCH`). Any
 * other error is returned as it is.
 */
export function withAdvice(error: unknown, loaded: LoadedReleaseData, values: Values, environment: CliEnvironment, now: Date): unknown {
  if (!(error instanceof UnlistedReleaseError) || error.code !== 'NEWER_THAN_DATA') {
    return error;
  }
  const listed = loaded.data.index.find((entry) => entry.version === error.version);
  if (listed !== undefined) {
    // Newer than the releases out on the day asked (`--now`), not than the data: no such release that day.
    return new AliasError('NO_MATCH', error.alias ?? error.version, `${error.version} was not out yet on ${now.toISOString().slice(0, 10)} (released ${listed.date})`);
  }
  const what = error.alias === undefined ? `${error.version} is` : `"${error.alias}" names only releases that are`;
  let advice: string;
  if (loaded.source === 'live') {
    advice = `newer data may list it (its newest release is of ${loaded.newestRelease})`;
  } else if (values['offline'] === true || offlineFrom(environment.offline)) {
    advice = values['offline'] === true ? 'run without --offline' : 'run without NODE_RELEASE_OFFLINE';
  } else if (environment.fetch === undefined) {
    advice = 'this is the embedded release data; main answers from live data when given a fetch function';
  } else {
    advice = 'the live release data was unavailable (see the warning above); try again, or give --mirror';
  }
  // The library's error, its code and class kept: only the advice is the command line's.
  error.message = `${what} newer than the release data of ${dataDay(loaded)}: ${advice}`;
  return error;
}
