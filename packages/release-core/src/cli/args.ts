/**
 * Reading a command's arguments: the options every command takes, those of the commands that
 * name a system, and `parseArgs` with a usage error that names the command's options.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { UsageError } from './errors';
import type { Value } from './options';

/** The options of every command. */
export const COMMON = {
  now: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  offline: { type: 'boolean' },
  mirror: { type: 'string' },
} as const satisfies ParseArgsOptionsConfig;

/** The options of the commands that answer for a system. */
export const TARGET = { os: { type: 'string' }, platform: { type: 'string' } } as const satisfies ParseArgsOptionsConfig;

/** An option's value as parseArgs gives it. */
export type Values = Record<string, Value>;

/** A command's options and positionals, read strictly: an unknown option is a usage error. */
export function parseCommand(command: string, args: readonly string[], options: ParseArgsOptionsConfig): { values: Values; positionals: string[] } {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    const known = Object.keys(options).map((name) => `--${name}`);
    // parseArgs explains at length how to pass a positional starting with "-"; its first sentence is the point.
    const reason = (error as Error).message.split(/\.\s|\n/)[0];
    throw new UsageError(`${command}: ${reason} (options of ${command}: ${known.join(', ')})`);
  }
}

/** The quoted positionals, as a usage error lists them. */
export function quoted(positionals: readonly string[]): string {
  return positionals.map((text) => `"${text}"`).join(' ');
}
