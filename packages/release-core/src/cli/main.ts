/**
 * The program of `node-release`, the command line of release-core (`main`, exported by the
 * `@node-downloads/release-core/node` entry; `cli.ts` is the executable that runs it). Resolves
 * version aliases and prints download URLs, install scripts, verify commands and audits from
 * current release data (`loadReleaseData`: live, cached, or the embedded snapshot with a warning),
 * or from the snapshot alone with `--offline`. This file reads the command and hands it to its
 * module (`resolve.ts`, `url.ts`, `script.ts`, `verify.ts`, `audit.ts`), then turns what went
 * wrong into a message and an exit code.
 *
 * Exit codes: 0 done; 1 nothing found (no release matches, no such file, a method that does not
 * run there, `verify` without the checksum lists; `audit`: vulnerable or end-of-life); 2 bad usage
 * (unknown command, option or value, with the allowed values; an empty alias); 3 a release newer
 * than the release data used.
 *
 * The command line imports the library's modules directly; the build puts the modules it shares
 * with the main entry in chunks both entries import, so the package holds one copy of each and
 * the data entry is loaded only when the snapshot answers.
 */
import { AliasError, resolveAlias } from '../alias';
import { NoSuchFileError, ReleaseCoreError } from '../errors';
import { IncompatibleSelectionError } from '../install-script';
import { UnlistedReleaseError } from '../listed-release';
import { buildReleases } from '../releases';
import { parseCommand, quoted } from './args';
import { auditCommand } from './audit';
import type { Command } from './command';
import { type CliEnvironment, type CliIo, processIo } from './environment';
import { MissingListsError, UsageError } from './errors';
import { HELP } from './help';
import { releaseData, withAdvice } from './loaded-data';
import { day } from './options';
import { resolveCommand } from './resolve';
import { scriptCommand } from './script';
import { urlCommand } from './url';
import { verifyCommand } from './verify';
import { printVersion } from './version';

export { type CliEnvironment, type CliIo, defaultCacheDir } from './environment';
export { loadShasums, SHASUMS_PACKAGE } from './shasums';

const COMMANDS: Record<string, Command> = {
  resolve: resolveCommand,
  url: urlCommand,
  script: scriptCommand,
  verify: verifyCommand,
  audit: auditCommand,
};

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
    const code = exitCode(error);
    if (code === undefined) {
      throw error;
    }
    const { message } = error as Error;
    if (wantsJson(argv)) {
      // The answer a script parses: on standard output, where the answer would have been.
      io.stdout(`${JSON.stringify({ error: { code: errorCode(error), message } }, null, 2)}\n`);
      return code;
    }
    const hint = error instanceof UsageError ? '\nRun node-release --help for usage.' : '';
    io.stderr(`node-release: ${message}${hint}\n`);
    return code;
  }
}

/**
 * Whether the command asked for JSON: `--json` among its arguments, before a `--` that ends the
 * options. Read from the arguments themselves, so a command line that does not parse (an unknown
 * option next to `--json`) is answered in JSON too.
 */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

/** The `code` of a failure in JSON: the library error's own, else the command line's (`USAGE`, `MISSING_LISTS`). */
function errorCode(error: unknown): string {
  if (error instanceof ReleaseCoreError) {
    return error.code;
  }
  return error instanceof MissingListsError ? 'MISSING_LISTS' : 'USAGE';
}

/** The exit code of a failure the program explains; `undefined` for a fault of its own. */
function exitCode(error: unknown): number | undefined {
  if (error instanceof UsageError) {
    return 2;
  }
  if (error instanceof UnlistedReleaseError && error.code === 'NEWER_THAN_DATA') {
    return 3;
  }
  if (error instanceof AliasError && (error.code === 'UNKNOWN_ALIAS' || error.code === 'LIST_ALIAS' || error.code === 'EMPTY_ALIAS')) {
    return 2;
  }
  if (error instanceof AliasError || error instanceof NoSuchFileError || error instanceof IncompatibleSelectionError || error instanceof MissingListsError) {
    return 1;
  }
  return error instanceof ReleaseCoreError ? 2 : undefined;
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
  const command = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
  if (command === undefined) {
    throw new UsageError(`unknown command "${first}" (expected one of ${Object.keys(COMMANDS).join(', ')})`);
  }
  const { values, positionals } = parseCommand(first, rest, command.options);
  if (values['help']) {
    io.stdout(HELP);
    return 0;
  }
  if (command.positional === 'version') {
    if (positionals.length > 1) {
      throw new UsageError(`${first}: one version expected, got ${quoted(positionals)}`);
    }
  } else if (positionals.length !== 1 || positionals[0] === undefined) {
    throw new UsageError(positionals.length === 0 ? `${first}: an alias is required, such as lts/* or 22` : `${first}: one alias expected, got ${quoted(positionals)}`);
  }
  const alias = positionals[0] ?? environment.nodeVersion ?? process.version;
  if (alias.trim() === '') {
    // Before any data is loaded: an empty NODE_VERSION in a CI job is a mistake, not "any release".
    const what = command.positional === 'version' ? 'version' : 'alias';
    throw new AliasError('EMPTY_ALIAS', alias, `${first}: the ${what} is ${alias === '' ? 'empty' : 'blank'}: give one, such as lts/* or 22 (an empty one is never read as "any release")`);
  }
  const now = day(values['now'], environment);
  const loaded = await releaseData(values, io, environment, command.advisories);
  const { index, schedule } = loaded.data;
  const releases = buildReleases({ index, schedule, now });
  const resolve = (text: string) => {
    try {
      return resolveAlias(text, { releases });
    } catch (error) {
      throw withAdvice(error, loaded, values, environment, now);
    }
  };
  return command.run({ command: first, alias, values, json: values['json'] === true, io, environment, loaded, releases, resolve });
}
