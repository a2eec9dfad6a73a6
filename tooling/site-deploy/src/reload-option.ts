/** The `--reload CMD` / `--no-reload` options both switching commands take. */
import type { ParsedArgs } from './args';
import type { ReloadChoice } from './reload';
import { DeployError } from './store';

export function reloadChoice(args: ParsedArgs): ReloadChoice {
  const command = args.options.get('--reload');
  if (command !== undefined && args.flags.has('--no-reload')) {
    throw new DeployError('--reload and --no-reload exclude one another');
  }
  if (command !== undefined) {
    if (command.trim() === '') {
      throw new DeployError('--reload needs a command');
    }
    return { command };
  }
  return args.flags.has('--no-reload') ? { none: true } : { system: true };
}
