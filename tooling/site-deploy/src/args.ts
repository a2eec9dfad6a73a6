/** The command lines of the deploy commands: `--name value` options and positional arguments, checked against what each command takes. */
import { DeployError } from './store';

export type ParsedArgs = { options: Map<string, string>; flags: Set<string>; positional: string[] };

/** Parses `args`; `valued` names the options that take a value, `flags` those that take none. Anything else is a {@link DeployError}. */
export function parseArgs(args: readonly string[], valued: readonly string[], flags: readonly string[] = []): ParsedArgs {
  const parsed: ParsedArgs = { options: new Map(), flags: new Set(), positional: [] };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--') {
      continue;
    }
    if (!arg.startsWith('--')) {
      parsed.positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flags.includes(name)) {
      parsed.flags.add(name);
    } else if (valued.includes(name)) {
      const value = inline ?? args[index + 1];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) {
        throw new DeployError(`${name} needs a value`);
      }
      if (inline === undefined) {
        index += 1;
      }
      parsed.options.set(name, value);
    } else {
      throw new DeployError(`Unknown option ${name} (options: ${[...valued, ...flags].join(', ')})`);
    }
  }
  return parsed;
}

/** A whole number option, or `fallback` when absent. */
export function wholeNumber(parsed: ParsedArgs, name: string, fallback: number): number {
  const value = parsed.options.get(name);
  if (value === undefined) {
    return fallback;
  }
  if (!/^\d+$/.test(value)) {
    throw new DeployError(`${name} must be a whole number, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/** Runs a command's main: a {@link DeployError} exits 2 with its message, any other error 1. */
export function runMain(main: () => Promise<void> | void): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(error instanceof DeployError ? error.exitCode : 1);
    });
}
