/**
 * `pnpm site:release --root DIR [--from BUILD_DIR] [--keep N] [--listen PORT] [--server-name NAME]
 *   [--brotli auto|on|off] [--reload CMD | --no-reload]`
 *
 * Copies the build (default: SITE_OUT_DIR, else apps/site/dist) into DIR/releases/<id> with its
 * nginx server block, switches DIR/current to it, keeps the newest N releases (default 5), and
 * reloads nginx (see `reload.ts`). Exit 2 on bad input, with nothing switched.
 */
import path from 'node:path';
import { outDirFromEnvironment } from '../../../apps/site/scripts/lib/out-dir';
import { findBrotliModule } from '../../../apps/site/scripts/serve/nginx-config';
import { parseArgs, runMain, wholeNumber } from './args';
import { reloadChoice } from './reload-option';
import { reload } from './reload';
import { DEFAULT_KEEP, release } from './release';
import { DeployError, namedIds, listReleases } from './store';

runMain(() => {
  const args = parseArgs(process.argv.slice(2), ['--root', '--from', '--keep', '--listen', '--server-name', '--brotli', '--reload'], ['--no-reload']);
  const root = args.options.get('--root');
  if (root === undefined || args.positional.length > 0) {
    throw new DeployError('usage: site:release --root DIR [--from BUILD_DIR] [--keep N] [--listen PORT] [--server-name NAME] [--brotli auto|on|off] [--reload CMD | --no-reload]');
  }
  const brotliFlag = args.options.get('--brotli') ?? 'auto';
  if (brotliFlag !== 'auto' && brotliFlag !== 'on' && brotliFlag !== 'off') {
    throw new DeployError(`--brotli must be auto, on or off, got ${brotliFlag}`);
  }
  const choice = reloadChoice(args);
  const from = args.options.get('--from') ?? outDirFromEnvironment(process.env);
  const started = performance.now();
  const result = release({
    root,
    from,
    keep: wholeNumber(args, '--keep', DEFAULT_KEEP),
    nginx: {
      listen: args.options.get('--listen'),
      serverName: args.options.get('--server-name'),
      brotli: brotliFlag === 'auto' ? findBrotliModule() !== undefined : brotliFlag === 'on',
    },
  });
  const { figures } = result;
  console.log(
    `Released ${result.id} from ${path.resolve(from)} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${figures.files} files, ${figures.linked} shared with ${result.previous ?? 'no earlier release'} by hard links, ${figures.copied} copied (${(figures.bytesCopied / 1e6).toFixed(1)} MB); ${result.carried} assets of the previous release carried over.`,
  );
  console.log(`${path.join(path.resolve(root), 'current')} -> releases/${result.id}${result.removed.length > 0 ? `; removed ${result.removed.join(', ')}` : ''}.`);
  console.log(`Releases: ${namedIds(listReleases(root).ids, result.id)}.`);
  console.log(reload(choice));
});
