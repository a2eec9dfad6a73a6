/**
 * What a command is given once its arguments are read and its release data loaded, and the steps
 * the commands that answer for one release on one system share: the release, the system and the
 * CPU platform.
 */
import type { ParseArgsOptionsConfig } from 'node:util';
import type { AliasResolution } from '../alias';
import type { LoadedReleaseData } from '../release-data';
import type { LineReleaseMatch, OperatingSystem, Platform, ReleaseLine, Shasums } from '../types';
import type { Values } from './args';
import type { CliEnvironment, CliIo } from './environment';
import { UsageError } from './errors';
import { hostOs, hostPlatform, OS_VALUES, pick, platformOf } from './options';

/** A command's input. */
export type CommandContext = {
  /** The command's name, as messages name it. */
  command: string;
  /** The alias (or, for `audit`, the version) it answers for. */
  alias: string;
  values: Values;
  json: boolean;
  io: CliIo;
  environment: CliEnvironment;
  loaded: LoadedReleaseData;
  releases: readonly ReleaseLine[];
  /** Resolves an alias in the data, a version newer than the data failing with exit code 3. */
  resolve: (text: string) => AliasResolution;
};

/** One command of the program. */
export type Command = {
  /** Its options, as `parseArgs` takes them. */
  options: ParseArgsOptionsConfig;
  /** `alias`: exactly one positional is required; `version`: at most one, the running Node.js by default. */
  positional: 'alias' | 'version';
  /** Whether it reads the advisories (the others leave them unloaded). */
  advisories: boolean;
  /** Runs it; resolves to its exit code. */
  run: (context: CommandContext) => Promise<number> | number;
};

/** One release of a resolution, or a usage error for an alias that names several. */
export function one(resolution: AliasResolution, alias: string, command: string): LineReleaseMatch {
  if (resolution.kind === 'list') {
    throw new UsageError(`${command}: "${alias}" names several releases; give one, such as lts/* or 22`);
  }
  return { release: resolution.release, minor: resolution.minor };
}

/** The release, system and platform a command answers for (`--os` and `--platform`, else the host's). */
export type Target = LineReleaseMatch & { os: OperatingSystem; platform: Platform | undefined };

/** The release the alias names and the system of `--os` and `--platform` (else this system's). */
export function target({ command, alias, values, environment, resolve }: CommandContext): Target {
  const match = one(resolve(alias), alias, command);
  const os = pick('--os', values['os'], OS_VALUES) ?? environment.host?.os ?? hostOs();
  if (os === undefined) {
    throw new UsageError(`${command}: --os is required on this system (expected one of ${Object.keys(OS_VALUES).join(', ')})`);
  }
  const platform = platformOf(values['platform']) ?? environment.host?.platform ?? hostPlatform(os);
  return { ...match, os, platform };
}

/** The published checksum lists: given, else loaded when installed. */
export async function checksumLists(environment: CliEnvironment): Promise<Shasums | undefined> {
  return environment.shasums ?? (await environment.loadShasums?.());
}
