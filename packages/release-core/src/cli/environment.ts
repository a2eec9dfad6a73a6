/**
 * What the command line takes from the machine it runs on, given by the executable (`cli.ts`) or
 * by a script calling `main`: where it writes, the day, the host system, the release data's
 * sources and the checksum lists.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
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
  /** The folder of the live data cache (the executable's: `NODE_RELEASE_CACHE_DIR`, else `.cache/node-release` in the home folder); none: no cache. */
  cacheDir?: string | undefined;
};

/** The default folder of the live data cache: `.cache/node-release` in the home folder. */
export function defaultCacheDir(variable: string | undefined): string {
  return variable !== undefined && variable !== '' ? variable : join(homedir(), '.cache', 'node-release');
}

/** The process's standard output and error. */
export function processIo(): CliIo {
  return { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) };
}
