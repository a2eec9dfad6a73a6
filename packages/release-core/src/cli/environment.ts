/**
 * What the command line takes from the machine it runs on, given by the executable (`cli.ts`) or
 * by a script calling `main`: where it writes, the day, the host system, the release data's
 * sources and the checksum lists.
 */
import { homedir } from 'node:os';
import { isAbsolute, join, win32 } from 'node:path';
import { InvalidArgumentError } from '../errors';
import { UsageError } from './errors';
import type { FetchFunction } from '../fetch';
import type { OperatingSystem, Platform, Shasums } from '../types';

/** Where the command writes. */
export type CliIo = { stdout: (text: string) => void; stderr: (text: string) => void };

/** What the command would otherwise take from the machine it runs on. */
export type CliEnvironment = {
  /** The day when `--now` is not given. */
  now?: Date | undefined;
  /** The system `--os` and `--platform` default to. */
  host?: { os?: OperatingSystem | undefined; platform?: Platform | undefined } | undefined;
  /** The version of the Node.js running the command, which `audit` checks when given none (default: `process.version`). */
  nodeVersion?: string | undefined;
  /**
   * The published checksum lists (`shasums` of `@node-downloads/release-shasums`), when installed:
   * `verify` needs them and `url` prefers them to the dist index's file tokens.
   */
  shasums?: Shasums | undefined;
  /**
   * Loads the published checksum lists when a command needs them (`url`, `verify`) and `shasums`
   * is not given: the executable passes {@link loadShasums}, so other commands never load them.
   */
  loadShasums?: (() => Promise<Shasums | undefined>) | undefined;
  /** The package's version, printed by `--version` (the executable reads it from package.json). */
  version?: string | undefined;
  /**
   * The fetch function for live release data (the executable passes the platform's). Without it
   * every command answers from the embedded snapshot, as with `--offline`, and says nothing of it.
   */
  fetch?: FetchFunction | undefined;
  /** A mirror of the distribution server when `--mirror` is not given (the executable passes `NODE_MIRROR`). */
  mirror?: string | undefined;
  /** The folder of the live data cache (the executable's: {@link defaultCacheDir}); none: no cache. */
  cacheDir?: string | undefined;
  /**
   * Answer from the embedded data, as with `--offline`: `true`, or the text of a
   * `NODE_RELEASE_OFFLINE` variable (the executable passes it): `1` or `true` (any case) mean
   * offline; empty, `0` and `false` do not; any other text is a usage error (exit code 2).
   */
  offline?: boolean | string | undefined;
};

/**
 * The folder of the live data cache: `NODE_RELEASE_CACHE_DIR` when set, else the platform's cache
 * folder with `node-release` in it: `%LOCALAPPDATA%` on Windows, `~/Library/Caches` on macOS,
 * `$XDG_CACHE_HOME` elsewhere when it is an absolute path (the XDG rule: a relative one is
 * ignored), else `~/.cache`.
 * @example
 * defaultCacheDir({ XDG_CACHE_HOME: '/tmp/cache' }, 'linux') // → '/tmp/cache/node-release'
 * defaultCacheDir({}, 'darwin') // → '/Users/me/Library/Caches/node-release'
 */
export function defaultCacheDir(env: Readonly<Record<string, string | undefined>> = process.env, platform: string = process.platform): string {
  if (typeof env !== 'object' || env === null || Array.isArray(env)) {
    throw new InvalidArgumentError('defaultCacheDir', 'env', 'must be an object of environment variables, such as process.env');
  }
  if (typeof platform !== 'string' || platform === '') {
    throw new InvalidArgumentError('defaultCacheDir', 'platform', 'must be a platform name, such as process.platform');
  }
  const text = (name: string): string | undefined => (typeof env[name] === 'string' && env[name] !== '' ? env[name] : undefined);
  const own = text('NODE_RELEASE_CACHE_DIR');
  if (own !== undefined) {
    return own;
  }
  if (platform === 'win32') {
    return win32.join(text('LOCALAPPDATA') ?? win32.join(homedir(), 'AppData', 'Local'), 'node-release', 'Cache');
  }
  if (platform === 'darwin') {
    return join(homedir(), 'Library', 'Caches', 'node-release');
  }
  const xdg = text('XDG_CACHE_HOME');
  return join(xdg !== undefined && isAbsolute(xdg) ? xdg : join(homedir(), '.cache'), 'node-release');
}

/** Whether the environment's `offline` asks for the embedded data alone (see {@link CliEnvironment}). */
export function offlineFrom(value: boolean | string | undefined): boolean {
  if (typeof value !== 'string') {
    return value === true;
  }
  const text = value.trim().toLowerCase();
  if (text === '1' || text === 'true') {
    return true;
  }
  if (text === '' || text === '0' || text === 'false') {
    return false;
  }
  throw new UsageError(`invalid NODE_RELEASE_OFFLINE "${value}" (expected 1 or true to answer from the embedded release data; 0, false or unset to fetch)`);
}

/** The process's standard output and error. */
export function processIo(): CliIo {
  return { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) };
}
