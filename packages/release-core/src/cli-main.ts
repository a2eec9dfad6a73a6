/**
 * The program of `node-release`, the command line of release-core (`main`, exported by the
 * `@node-downloads/release-core/node` entry; `cli.ts` is the executable that runs it). Resolves
 * version aliases and prints download URLs, install scripts, verify commands and audits from
 * current release data (`loadReleaseData`: live, cached, or the embedded snapshot with a warning),
 * or from the snapshot alone with `--offline`.
 *
 * Exit codes: 0 done; 1 nothing found (no release matches, no such file, a method that does not
 * run there, `verify` without the checksum lists; `audit`: vulnerable or end-of-life); 2 bad usage
 * (unknown command, option or value, with the allowed values; an empty alias); 3 a release newer
 * than the release data used.
 *
 * It imports the library only through its entries (`./index`, `./data`), which the build keeps
 * external, so the command adds no second copy of the library or the data to the package; the
 * data entry is loaded only when the snapshot answers.
 * The published checksum lists come from `@node-downloads/release-shasums`, an optional peer
 * dependency loaded when the program starts: with it, `url` picks files from the published lists
 * and `verify` works; without it, `url` picks from the dist index's file tokens and `verify`
 * exits 1 naming the package to install.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { auditJson, auditText } from './cli-audit';
import type { FetchFunction } from './fetch';
import { embeddedReleaseData, type LoadedReleaseData, loadReleaseData, mirrorIndexUrl } from './release-data';
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
import {
  AliasError,
  InvalidArgumentError,
  listedRelease,
  UnlistedReleaseError,
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
  withPrefix,
  type AliasResolution,
  type Artifact,
  type DownloadKind,
  type InstallMethodId,
  type LineRelease,
  type LineReleaseMatch,
  type OperatingSystem,
  type Platform,
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

/** The package of the published checksum lists, an optional peer dependency of release-core. */
export const SHASUMS_PACKAGE = '@node-downloads/release-shasums';

/** `verify` without the checksum lists: exit code 1, naming the package to install. */
class MissingListsError extends Error {}

/** A release newer than the release data the command used: exit code 3. */
class NewerThanDataError extends Error {}

/** The default folder of the live data cache: `.cache/node-release` in the home folder. */
export function defaultCacheDir(variable: string | undefined): string {
  return variable !== undefined && variable !== '' ? variable : join(homedir(), '.cache', 'node-release');
}

const VERIFY_KINDS = ['installer', 'binary'] as const;

const HELP = `Usage: node-release <command> <alias> [options]

Resolves Node.js version aliases and prints download URLs, install scripts, verify commands
and audits, from current release data: fetched (kept an hour in the cache), or, when the
sources do not answer within 5 s, the data embedded in @node-downloads/release-core, with a
warning naming its date.

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
  --json             print JSON
  --offline          answer from the embedded release data alone
  --mirror URL       a mirror of https://nodejs.org/dist/ to fetch index.json from
                     (default: NODE_MIRROR)
  --os OS            ${Object.keys(OS_VALUES).join(', ')} (default: this system); audit also takes any
  --platform ARCH    ${PLATFORMS.join(', ')} (default: this system)
  --kind KIND        url: ${DOWNLOAD_KINDS.join(', ')}; verify: ${VERIFY_KINDS.join(', ')} (default: binary)
  --file NAME        verify: a file of the release by name, instead of --kind and --platform
  --method METHOD    script: ${METHOD_VALUES.join(', ')} (required)
  --pm MANAGER       script: ${Object.keys(PM_VALUES).join(', ')} (default: npm)
  -h, --help         show this help
  -v, --version      print the version of the program and the date of its release data

Exit codes: 0 done, 1 nothing found (or verify without the checksum lists), 2 bad usage
  (an empty alias too), 3 a release newer than the release data used.
audit: 0 no known vulnerability, 1 vulnerable or end-of-life, 2 bad usage or a version the
  data does not list, 3 a release newer than the data.

Examples:
  node-release resolve lts/* --now 2026-11-22
  node-release resolve supported --json
  node-release url 22 --os linux --platform arm64
  node-release script lts/-1 --os win --method fnm --pm pnpm
  node-release verify v24.11.1 --os linux --platform x64
  node-release audit v20.11.0 --os win
`;

const COMMON = {
  now: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  offline: { type: 'boolean' },
  mirror: { type: 'string' },
} as const;
const TARGET = { os: { type: 'string' }, platform: { type: 'string' } } as const;
type Command = 'resolve' | 'url' | 'script' | 'verify' | 'audit';
const COMMANDS: Record<Command, ParseArgsOptionsConfig> = {
  resolve: COMMON,
  url: { ...COMMON, ...TARGET, kind: { type: 'string' } },
  script: { ...COMMON, ...TARGET, method: { type: 'string' }, pm: { type: 'string' } },
  verify: { ...COMMON, ...TARGET, kind: { type: 'string' }, file: { type: 'string' } },
  audit: { ...COMMON, os: { type: 'string' } },
};
/** An option's value as parseArgs gives it. */
type Values = Record<string, Value>;

/**
 * Runs the command line with its arguments (without `node` and the script) and resolves to the
 * exit code. Never throws for bad input and never calls `process.exit`. Answers from live data
 * when `environment.fetch` is given (the snapshot with a warning when the sources fail), else from
 * the embedded snapshot.
 * @example
 * await main(['resolve', 'lts/*', '--now', '2026-11-22']) // prints v26.13.0, resolves to 0
 */
export async function main(argv: readonly string[], io: CliIo = processIo(), environment: CliEnvironment = {}): Promise<number> {
  try {
    return await run(argv, io, environment);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`node-release: ${error.message}\nRun node-release --help for usage.\n`);
      return 2;
    }
    if (error instanceof NewerThanDataError) {
      io.stderr(`node-release: ${error.message}\n`);
      return 3;
    }
    if (error instanceof AliasError && (error.code === 'UNKNOWN_ALIAS' || error.code === 'LIST_ALIAS' || error.code === 'EMPTY_ALIAS')) {
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

/** Runs a command; resolves to its exit code (0 unless `audit` finds the release vulnerable). */
async function run(argv: readonly string[], io: CliIo, environment: CliEnvironment): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    throw new UsageError(`a command is required: ${Object.keys(COMMANDS).join(', ')}`);
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    io.stdout(HELP);
    return 0;
  }
  if (first === '--version' || first === '-v') {
    return printVersion(rest, io, environment);
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
  const json = values['json'] === true;
  if (command === 'audit') {
    if (positionals.length > 1) {
      throw new UsageError(`audit: one version expected, got ${positionals.map((text) => `"${text}"`).join(' ')}`);
    }
  } else if (positionals.length !== 1 || positionals[0] === undefined) {
    throw new UsageError(
      positionals.length === 0 ? `${command}: an alias is required, such as lts/* or 22` : `${command}: one alias expected, got ${positionals.map((text) => `"${text}"`).join(' ')}`,
    );
  }
  const alias = positionals[0] ?? environment.nodeVersion ?? process.version;
  if (alias.trim() === '') {
    // Before any data is loaded: an empty NODE_VERSION in a CI job is a mistake, not "any release".
    throw new AliasError('EMPTY_ALIAS', alias, `${command}: the ${command === 'audit' ? 'version' : 'alias'} is ${alias === '' ? 'empty' : 'blank'}: give one, such as lts/* or 22 (an empty one is never read as "any release")`);
  }
  const now = day(values['now'], environment);
  const loaded = await releaseData(values, io, environment, command === 'audit');
  const { index, schedule } = loaded.data;
  const releases = buildReleases({ index, schedule, now });
  const resolve = (text: string) => {
    try {
      return resolveAlias(text, { releases });
    } catch (error) {
      throw newerThanData(error, text, loaded, values, environment) ?? error;
    }
  };

  if (command === 'audit') {
    let match: LineReleaseMatch;
    try {
      match = one(resolve(alias), alias, 'audit');
    } catch (error) {
      if (error instanceof AliasError) {
        throw new UsageError(`audit: ${error.message} (the release data is of ${dataDay(loaded)})`);
      }
      throw error;
    }
    const osValue = values['os'];
    // `any`: every system; no --os: this system, as the other commands.
    const os =
      typeof osValue === 'string' && osValue.toLowerCase() === 'any'
        ? undefined
        : (pick('--os', osValue, { ...OS_VALUES, any: undefined }) ?? environment.host?.os ?? hostOs());
    const answer = createAuditor({ releases, advisories: loaded.data.advisories }).audit(match.minor.version, os);
    const about = { source: loaded.source, asOf: loaded.asOf };
    io.stdout(json ? auditJson(answer, dataDay(loaded), about) : auditText(answer, dataDay(loaded)));
    return answer.vulnerable ? 1 : 0;
  }

  if (command === 'resolve') {
    const resolution = resolve(alias);
    const matches = resolution.kind === 'list' ? resolution.matches : [{ release: resolution.release, minor: resolution.minor }];
    if (json) {
      const described = matches.map(describe);
      io.stdout(`${JSON.stringify(resolution.kind === 'list' ? described : described[0], null, 2)}\n`);
    } else {
      io.stdout(matches.map((match) => `${match.minor.versionWithPrefix}\n`).join(''));
    }
    return 0;
  }

  const match = one(resolve(alias), alias, command);
  const os = pick('--os', values['os'], OS_VALUES) ?? environment.host?.os ?? hostOs();
  if (os === undefined) {
    throw new UsageError(`${command}: --os is required on this system (expected one of ${Object.keys(OS_VALUES).join(', ')})`);
  }
  const platform = platformOf(values['platform']) ?? environment.host?.platform ?? hostPlatform(os);
  const { release, minor } = match;
  const lists = async (): Promise<Shasums | undefined> => environment.shasums ?? (await environment.loadShasums?.());

  if (command === 'url') {
    const kind: DownloadKind = pickValue('--kind', values['kind'], DOWNLOAD_KINDS) ?? 'binary';
    let file: Pick<Artifact, 'fileName' | 'url'> & { derived: boolean };
    if (kind === 'source' || kind === 'shasum') {
      // The same file for every system.
      const url = downloadUrl({ version: minor.version, os, platform: platform ?? 'x64', kind, index });
      file = { url, fileName: url.slice(url.lastIndexOf('/') + 1), derived: false };
    } else {
      file = buttonFile(minor, os, required(platform, command), kind, await lists());
    }
    if (json) {
      const fields = { version: minor.versionWithPrefix, os: osName(os), platform: platform ?? null, kind, ...file };
      io.stdout(`${JSON.stringify(fields, null, 2)}\n`);
    } else {
      io.stdout(`${file.url}\n`);
    }
    if (file.derived) {
      io.stderr(`node-release: note: the release data lists no files of ${minor.versionWithPrefix}; ${file.fileName} is the file the naming rules expect${minor.filesDerivedFrom ? ` (from the files of ${withPrefix(minor.filesDerivedFrom)})` : ''}, not one known to be published\n`);
    }
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
    const script = installScript({ release, version: minor.version, os, installMethod, packageManager, comments });
    if (json) {
      const fields = {
        version: minor.versionWithPrefix,
        os: osName(os),
        platform: platform ?? null,
        method: installMethod.toLowerCase(),
        packageManager: packageManager.toLowerCase(),
        language: script.language,
        code: script.code,
      };
      io.stdout(`${JSON.stringify(fields, null, 2)}\n`);
    } else {
      io.stdout(`${script.code}\n`);
    }
    return 0;
  }

  // verify
  const kind = pickValue('--kind', values['kind'], VERIFY_KINDS) ?? 'binary';
  const shasums = await lists();
  if (shasums === undefined) {
    throw new MissingListsError(
      `verify needs the published checksum lists, which are not installed: npm install ${SHASUMS_PACKAGE}`,
    );
  }
  const file =
    typeof values['file'] === 'string' ? values['file'] : buttonFile(minor, os, required(platform, command), kind, shasums).fileName;
  const commands = verifyCommands({ release: minor, file, os, shasums });
  if (json) {
    const { steps, code, url, checksumsUrl, signature, sha256 } = commands;
    io.stdout(`${JSON.stringify({ version: minor.versionWithPrefix, os: osName(os), file, url, checksumsUrl, signature, sha256: sha256 ?? null, steps, code }, null, 2)}\n`);
  } else {
    io.stdout(`${commands.code}\n`);
  }
  return 0;
}

/** `--version [--json]`: the program's version and the date of its embedded release data. */
async function printVersion(rest: readonly string[], io: CliIo, environment: CliEnvironment): Promise<number> {
  const json = rest.length === 1 && rest[0] === '--json';
  if (rest.length > 0 && !json) {
    throw new UsageError(`--version takes no arguments but --json, got ${rest.map((text) => `"${text}"`).join(' ')}`);
  }
  if (environment.version === undefined) {
    throw new UsageError('--version: the version of this program is not known here');
  }
  const { SNAPSHOT_DATE } = await import('./data');
  io.stdout(json ? `${JSON.stringify({ version: environment.version, snapshotDate: SNAPSHOT_DATE }, null, 2)}\n` : `${environment.version} (release data of ${SNAPSHOT_DATE})\n`);
  return 0;
}

/**
 * The release data a command answers from: live (fetched, or cached), else the embedded snapshot
 * with a warning naming its date; the snapshot alone with `--offline` or without a fetch function.
 * Every problem met on the way is a warning on standard error; the answer goes on.
 */
async function releaseData(values: Values, io: CliIo, environment: CliEnvironment, advisories: boolean): Promise<LoadedReleaseData> {
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
function dataDay(loaded: LoadedReleaseData): string {
  return loaded.asOf.slice(0, 10);
}

/**
 * A failed resolution of a version newer than the data: an exact version (`v26.14.0`) or a partial
 * one (`26.14`, `30`) whose lowest release the data does not list and is newer than every release
 * of its line there: exit code 3, with what to do about it. `undefined` for any other error.
 */
function newerThanData(
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

/**
 * The file the download page's button offers, by the download plan's rule (`offeredFile`), with
 * the published file names when the checksum lists are installed; a release listed without files
 * gets the file the naming rules expect, marked `derived`. The reason when there is none.
 */
function buttonFile(
  minor: LineRelease,
  os: OperatingSystem,
  platform: Platform,
  kind: 'installer' | 'binary',
  shasums: Shasums | undefined,
): Pick<Artifact, 'fileName' | 'url'> & { derived: boolean } {
  assertAvailable(os, platform, minor.version);
  const offer = offeredFile(minor, os, platform, kind, { shasums });
  switch (offer.state) {
    case 'file': {
      // Files of a neighbouring release (the release is listed without its own): derived by rule.
      const derived = minor.filesDerived && shasums?.[minor.versionWithPrefix] === undefined;
      return { fileName: offer.artifact.fileName, url: offer.artifact.url, derived };
    }
    case 'expected': {
      return { fileName: offer.artifact.fileName, url: offer.artifact.url, derived: true };
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

function one(resolution: AliasResolution, alias: string, command: string): LineReleaseMatch {
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
