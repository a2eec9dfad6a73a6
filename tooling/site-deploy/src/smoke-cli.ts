/**
 * `pnpm site:smoke URL [--expect-build ID] [--timeout S] [--locales en,ja] [--no-brotli]`
 *
 * Checks the site served at URL (see `smoke.ts`): prints one line per failure and exits 1 on any,
 * 0 when all is well; an address that does not answer fails within the time limit (default 120 s),
 * naming the address. `--no-brotli` for a server without brotli (pages must then still come gzipped).
 */
import { parseArgs, runMain, wholeNumber } from './args';
import { isLocale } from './pages';
import { smoke } from './smoke';
import { DeployError } from './store';

/** The default time limit of a whole check, in seconds. */
const DEFAULT_TIMEOUT = 120;

runMain(async () => {
  const args = parseArgs(process.argv.slice(2), ['--expect-build', '--timeout', '--locales'], ['--no-brotli']);
  const [origin] = args.positional;
  if (origin === undefined || args.positional.length > 1) {
    throw new DeployError('usage: site:smoke URL [--expect-build ID] [--timeout S] [--locales en,ja] [--no-brotli]');
  }
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new DeployError(`Not an address: ${JSON.stringify(origin)} (expected one like http://127.0.0.1:8080)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DeployError(`Not an http(s) address: ${origin}`);
  }
  const timeoutSeconds = wholeNumber(args, '--timeout', DEFAULT_TIMEOUT);
  if (timeoutSeconds < 1) {
    throw new DeployError('--timeout must be 1 second or more');
  }
  const localeList = args.options.get('--locales')?.split(',').map((locale) => locale.trim());
  const unknown = localeList?.filter((locale) => !isLocale(locale)) ?? [];
  if (unknown.length > 0) {
    throw new DeployError(`Unknown locale ${unknown.join(', ')} in --locales`);
  }
  const started = performance.now();
  const failures = await smoke({
    origin: url.origin,
    expectBuild: args.options.get('--expect-build'),
    timeoutSeconds,
    locales: localeList?.filter(isLocale),
    brotli: !args.flags.has('--no-brotli'),
  });
  for (const line of failures) {
    console.log(`FAIL ${line}`);
  }
  const took = ((performance.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    console.log(`site:smoke ${url.origin}: ${failures.length} failure${failures.length === 1 ? '' : 's'} (${took} s).`);
    process.exit(1);
  }
  console.log(`site:smoke ${url.origin}: every check passed (${took} s).`);
});
