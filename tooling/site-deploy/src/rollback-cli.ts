/**
 * `pnpm site:rollback --root DIR [--to ID] [--reload CMD | --no-reload]`
 *
 * Serves the release before the current one (or release ID) again, its nginx configuration
 * included, and reloads nginx (see `reload.ts`). With no earlier release, or an unknown ID: exit 2,
 * naming the releases that exist, nothing switched.
 */
import { parseArgs, runMain } from './args';
import { reload } from './reload';
import { reloadChoice } from './reload-option';
import { rollback } from './rollback';
import { DeployError } from './store';

runMain(() => {
  const args = parseArgs(process.argv.slice(2), ['--root', '--to', '--reload'], ['--no-reload']);
  const root = args.options.get('--root');
  if (root === undefined || args.positional.length > 0) {
    throw new DeployError('usage: site:rollback --root DIR [--to ID] [--reload CMD | --no-reload]');
  }
  const choice = reloadChoice(args);
  const result = rollback({ root, to: args.options.get('--to') });
  console.log(`Rolled back from ${result.from} to ${result.to}.`);
  console.log(reload(choice));
});
