/**
 * The program of `node-release`, the command line of release-core (`main`, exported by the
 * `@node-downloads/release-core/node` entry; `cli.ts` is the executable that runs it). Resolves version aliases and prints download
 * URLs, install scripts and verify commands from the embedded data snapshot.
 *
 * Exit codes: 0 done; 1 nothing found (no release matches, no such file, a method that does not
 * run there, `verify` without the checksum lists); 2 bad usage (unknown command, option or value,
 * with the allowed values).
 *
 * It imports the library only through its two entries (`./index`, `./data`), which the build
 * keeps external, so the command adds no second copy of the library or the data to the package.
 * The published checksum lists come from `@node-downloads/release-shasums`, an optional peer
 * dependency loaded when the program starts: with it, `url` picks files from the published lists
 * and `verify` works; without it, `url` picks from the dist index's file tokens and `verify`
 * exits 1 naming the package to install.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { auditJson, auditText } from './cli-audit';
import {
  day,
  hostOs,
  hostPlatform,
  METHOD_VALUES,
  OS_VALUES,
  osName,
  PM_VALUES,
  pick,
  pickValue,
  platformOf,
  required,
  UsageError,
  type Value,
} from './cli-options';
import { SNAPSHOT_DATE, advisories, distIndex, schedule } from './data';
import {
  AliasError,
  DOWNLOAD_KINDS,
  assertAvailable,
  IncompatibleSelectionError,
  NoSuchFileError,
  PLATFORMS,
  ReleaseCoreError,
  buildReleases,
  createAuditor,
  disabledReasons,
  downloadUrl,
  installMethodFor,
  installScript,
  offeredFile,
  resolveAlias,
  verifyCommands,
  type Artifact,
  type DownloadKind,
  type InstallMethodId,
  type LineRelease,
  type LineReleaseMatch,
  type OperatingSystem,
  type Platform,
  type ReleaseLine,
  type Shasums,
} from './index';

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
  /** The package's version, printed by `--version` (the executable reads it from package.json). */
  version?: string | undefined;
};

/** The package of the published checksum lists, an optional peer dependency of release-core. */
export const SHASUMS_PACKAGE = '@node-downloads/release-shasums';

/** `verify` without the checksum lists: exit code 1, naming the package to install. */
class MissingListsError extends Error {}

const VERIFY_KINDS = ['installer', 'binary'] as const;

const HELP = `Usage: node-release <command> <alias> [options]

Resolves Node.js version aliases and prints download URLs, install scripts and verify
commands, from the release data embedded in @node-downloads/release-core (current to ${SNAPSHOT_DATE}).

Commands:
  resolve <alias>   the release an alias names (one a line for supported and active)
  url <alias>       the download URL of a file of that release
  script <alias>    the install script of an install method
  verify <alias>    the commands that check a downloaded file and its signature
                    (needs ${SHASUMS_PACKAGE}, the published checksum lists)
  audit [version]   the known vulnerabilities of a release (default: the Node.js running
                    this) on a system; exits 1 when any affects it or its line is end-of-life

url picks the file from the published checksum lists when ${SHASUMS_PACKAGE}
is installed, else from the dist index's file tokens (which miss a few files, such as the
64-bit Windows installers of v0.10 and v0.12).

Aliases: lts/*, lts/-1, lts/<codename>, a codename (iron, Jod), current, latest, node,
  supported, active, a version (22.1.0, v22) or a semver range (^20.10, ">=18 <21").

Options:
  --now YYYY-MM-DD   the day to answer for (default: today): statuses and releases of that day
  --json             resolve, audit: print JSON
  --os OS            ${Object.keys(OS_VALUES).join(', ')} (default: this system); audit also takes any
  --platform ARCH    ${PLATFORMS.join(', ')} (default: this system)
  --kind KIND        url: ${DOWNLOAD_KINDS.join(', ')}; verify: ${VERIFY_KINDS.join(', ')} (default: binary)
  --file NAME        verify: a file of the release by name, instead of --kind and --platform
  --method METHOD    script: ${METHOD_VALUES.join(', ')} (required)
  --pm MANAGER       script: ${Object.keys(PM_VALUES).join(', ')} (default: npm)
  -h, --help         show this help
  -v, --version      print the version of the program and the date of its release data

Exit codes: 0 done, 1 nothing found (or verify without the checksum lists), 2 bad usage.
audit: 0 no known vulnerability, 1 vulnerable or end-of-life, 2 bad usage or a version the
  data does not list.

Examples:
  node-release resolve lts/* --now 2026-11-22
  node-release resolve supported --json
  node-release url 22 --os linux --platform arm64
  node-release script lts/-1 --os win --method fnm --pm pnpm
  node-release verify v24.11.1 --os linux --platform x64
  node-release audit v20.11.0 --os win
`;

const COMMON = { now: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;
const TARGET = { os: { type: 'string' }, platform: { type: 'string' } } as const;
type Command = 'resolve' | 'url' | 'script' | 'verify' | 'audit';
const COMMANDS: Record<Command, ParseArgsOptionsConfig> = {
  resolve: { ...COMMON, json: { type: 'boolean' } },
  url: { ...COMMON, ...TARGET, kind: { type: 'string' } },
  script: { ...COMMON, ...TARGET, method: { type: 'string' }, pm: { type: 'string' } },
  verify: { ...COMMON, ...TARGET, kind: { type: 'string' }, file: { type: 'string' } },
  audit: { ...COMMON, os: { type: 'string' }, json: { type: 'boolean' } },
};
/** An option's value as parseArgs gives it. */
type Values = Record<string, Value>;

/** A usage error: exit code 2. */

/**
 * Runs the command line with its arguments (without `node` and the script) and returns the exit
 * code. Never throws for bad input and never calls `process.exit`.
 * @example
 * main(['resolve', 'lts/*', '--now', '2026-11-22']) // prints v26.13.0, returns 0
 */
export function main(argv: readonly string[], io: CliIo = processIo(), environment: CliEnvironment = {}): number {
  try {
    return run(argv, io, environment);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`node-release: ${error.message}\nRun node-release --help for usage.\n`);
      return 2;
    }
    if (error instanceof AliasError && (error.code === 'UNKNOWN_ALIAS' || error.code === 'LIST_ALIAS')) {
      io.stderr(`node-release: ${error.message}\n`);
      return 2;
    }
    if (
      error instanceof AliasError ||
      error instanceof NoSuchFileError ||
      error instanceof IncompatibleSelectionError ||
      error instanceof MissingListsError
    ) {
      io.stderr(`node-release: ${error.message}\n`);
      return 1;
    }
    if (error instanceof ReleaseCoreError) {
      io.stderr(`node-release: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

/** Runs a command; returns its exit code (0 unless `audit` finds the release vulnerable). */
function run(argv: readonly string[], io: CliIo, environment: CliEnvironment): number {
  const [first, ...rest] = argv;
  if (first === undefined) {
    throw new UsageError(`a command is required: ${Object.keys(COMMANDS).join(', ')}`);
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    io.stdout(HELP);
    return 0;
  }
  if (first === '--version' || first === '-v') {
    if (environment.version === undefined) {
      throw new UsageError('--version: the version of this program is not known here');
    }
    io.stdout(`${environment.version} (release data of ${SNAPSHOT_DATE})\n`);
    return 0;
  }
  if (!(first in COMMANDS)) {
    throw new UsageError(`unknown command "${first}" (expected one of ${Object.keys(COMMANDS).join(', ')})`);
  }
  const command = first as Command;
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options: COMMANDS[command], allowPositionals: true, strict: true });
  } catch (error) {
    const known = Object.keys(COMMANDS[command]).map((name) => `--${name}`);
    // parseArgs explains at length how to pass a positional starting with "-"; its first sentence is the point.
    const reason = (error as Error).message.split(/\.\s|\n/)[0];
    throw new UsageError(`${command}: ${reason} (options of ${command}: ${known.join(', ')})`);
  }
  const { values, positionals } = parsed;
  if (values['help']) {
    io.stdout(HELP);
    return 0;
  }
  if (command === 'audit') {
    return audit(positionals, values, io, environment);
  }
  if (positionals.length !== 1 || positionals[0] === undefined) {
    throw new UsageError(
      positionals.length === 0 ? `${command}: an alias is required, such as lts/* or 22` : `${command}: one alias expected, got ${positionals.map((text) => `"${text}"`).join(' ')}`,
    );
  }
  const alias = positionals[0];
  const releases = buildReleases({ index: distIndex, schedule, now: day(values['now'], environment) });

  if (command === 'resolve') {
    const resolution = resolveAlias(alias, { releases });
    const matches = resolution.kind === 'list' ? resolution.matches : [{ release: resolution.release, minor: resolution.minor }];
    if (values['json']) {
      const described = matches.map(describe);
      io.stdout(`${JSON.stringify(resolution.kind === 'list' ? described : described[0], null, 2)}\n`);
    } else {
      io.stdout(matches.map((match) => `${match.minor.versionWithPrefix}\n`).join(''));
    }
    return 0;
  }

  const match = one(alias, releases, command);
  const os = pick('--os', values['os'], OS_VALUES) ?? environment.host?.os ?? hostOs();
  if (os === undefined) {
    throw new UsageError(`${command}: --os is required on this system (expected one of ${Object.keys(OS_VALUES).join(', ')})`);
  }
  const platform = platformOf(values['platform']) ?? environment.host?.platform ?? hostPlatform(os);
  const { release, minor } = match;

  if (command === 'url') {
    const kind: DownloadKind = pickValue('--kind', values['kind'], DOWNLOAD_KINDS) ?? 'binary';
    const url =
      kind === 'source' || kind === 'shasum'
        ? // The same file for every system.
          downloadUrl({ version: minor.version, os, platform: platform ?? 'x64', kind })
        : buttonFile(minor, os, required(platform, command), kind, environment.shasums).url;
    io.stdout(`${url}\n`);
    return 0;
  }

  if (command === 'script') {
    const methodName = values['method'];
    if (methodName === undefined) {
      throw new UsageError(`script: --method is required (expected one of ${METHOD_VALUES.join(', ')})`);
    }
    const installMethod = pickValue('--method', methodName, METHOD_VALUES)!.toUpperCase() as InstallMethodId;
    const packageManager = pick('--pm', values['pm'], PM_VALUES) ?? 'NPM';
    const method = installMethodFor(installMethod);
    const reasons = disabledReasons(method, { os, platform, installMethod, version: minor.version, releaseStatus: release.status });
    if (reasons.length > 0) {
      throw new IncompatibleSelectionError(
        `${method.name} cannot install ${minor.versionWithPrefix} on ${osName(os)}${platform ? ` ${platform}` : ''}: ${reasons.map((reason) => reason.message).join('; ')}`,
      );
    }
    // The page shows the method's support link under the script; here the comment names it.
    const comments = { installFirst: (tool: string) => `${tool} must be installed first: see ${method.url}` };
    io.stdout(`${installScript({ release, version: minor.version, os, installMethod, packageManager, comments }).code}\n`);
    return 0;
  }

  // verify
  const kind = pickValue('--kind', values['kind'], VERIFY_KINDS) ?? 'binary';
  const { shasums } = environment;
  if (shasums === undefined) {
    throw new MissingListsError(
      `verify needs the published checksum lists, which are not installed: npm install ${SHASUMS_PACKAGE}`,
    );
  }
  const file =
    typeof values['file'] === 'string' ? values['file'] : buttonFile(minor, os, required(platform, command), kind, shasums).fileName;
  io.stdout(`${verifyCommands({ release: minor, file, os, shasums }).code}\n`);
  return 0;
}

/**
 * `audit [version]`: the known vulnerabilities of one release (the Node.js running the command
 * when none is given) on `--os` (default this system; `any` for every system). Exit 1 when it is
 * vulnerable, 0 when not; a version the data does not list is bad usage.
 */
function audit(positionals: readonly string[], values: Values, io: CliIo, environment: CliEnvironment): number {
  if (positionals.length > 1) {
    throw new UsageError(`audit: one version expected, got ${positionals.map((text) => `"${text}"`).join(' ')}`);
  }
  const version = positionals[0] ?? environment.nodeVersion ?? process.version;
  const releases = buildReleases({ index: distIndex, schedule, now: day(values['now'], environment) });
  let match: LineReleaseMatch;
  try {
    match = one(version, releases, 'audit');
  } catch (error) {
    if (error instanceof AliasError) {
      throw new UsageError(`audit: ${error.message} (the release data is current to ${SNAPSHOT_DATE})`);
    }
    throw error;
  }
  const osValue = values['os'];
  // `any`: every system; no --os: this system, as the other commands.
  const os =
    typeof osValue === 'string' && osValue.toLowerCase() === 'any'
      ? undefined
      : (pick('--os', osValue, { ...OS_VALUES, any: undefined }) ?? environment.host?.os ?? hostOs());
  const answer = createAuditor({ releases, advisories }).audit(match.minor.version, os);
  io.stdout(values['json'] ? auditJson(answer, SNAPSHOT_DATE) : auditText(answer, SNAPSHOT_DATE));
  return answer.vulnerable ? 1 : 0;
}

/**
 * The file the download page's button offers, by the download plan's rule (`offeredFile`), with
 * the published file names when the checksum lists are installed; a release listed without files
 * gets the file the naming rules expect. The reason when there is none.
 */
function buttonFile(
  minor: LineRelease,
  os: OperatingSystem,
  platform: Platform,
  kind: 'installer' | 'binary',
  shasums: Shasums | undefined,
): Pick<Artifact, 'fileName' | 'url'> {
  assertAvailable(os, platform, minor.version);
  const offer = offeredFile(minor, os, platform, kind, { shasums });
  switch (offer.state) {
    case 'file':
    case 'expected': {
      return offer.artifact;
    }
    case 'none': {
      const lists = shasums === undefined ? ` in the dist index's file tokens (install ${SHASUMS_PACKAGE} to look in the published checksum lists)` : '';
      throw new NoSuchFileError(`${minor.versionWithPrefix} has no ${kind} for ${osName(os)} ${platform}${lists}`);
    }
    default: {
      return offer satisfies never;
    }
  }
}

function one(alias: string, releases: readonly ReleaseLine[], command: string): LineReleaseMatch {
  const resolution = resolveAlias(alias, { releases });
  if (resolution.kind === 'list') {
    throw new UsageError(`${command}: "${alias}" names several releases; give one, such as lts/* or 22`);
  }
  return { release: resolution.release, minor: resolution.minor };
}

function describe({ release, minor }: LineReleaseMatch) {
  return {
    version: minor.versionWithPrefix,
    line: release.line,
    status: release.status,
    lts: release.isLts,
    codename: release.codename ?? null,
    date: minor.date,
    npm: minor.npm ?? null,
    v8: minor.v8 ?? null,
    endOfLife: release.endOfLife ?? null,
  };
}

function processIo(): CliIo {
  return { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) };
}

/**
 * The published checksum lists when `@node-downloads/release-shasums` is installed, else
 * `undefined`. Any other failure to load them (a broken install, lists that do not validate) is
 * thrown, not taken for a missing package.
 */
export async function loadShasums(
  load: (specifier: string) => Promise<unknown> = (specifier) => import(specifier),
): Promise<Shasums | undefined> {
  try {
    return ((await load(SHASUMS_PACKAGE)) as { shasums: Shasums }).shasums;
  } catch (error) {
    // Node names the package it could not find in quotes; a package the lists import is another one.
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ERR_MODULE_NOT_FOUND' && message.includes(`'${SHASUMS_PACKAGE}'`)) {
      return undefined;
    }
    throw error;
  }
}
