/**
 * Requests some paths over and over until a file appears, and counts every answer that is not the
 * one expected (a status other than 200, or no answer): run beside a release and a rollback, it
 * shows whether a switch drops or breaks a single request.
 *
 * `tsx src/request-loop.ts URL --until FILE PATH...`: prints the count of requests and each error
 * (at most 20); exits 1 on any error, or when no request was made.
 */
import fs from 'node:fs';
import { parseArgs, runMain } from './args';
import { request } from './http';
import { DeployError } from './store';

runMain(async () => {
  const args = parseArgs(process.argv.slice(2), ['--until']);
  const [origin, ...paths] = args.positional;
  const until = args.options.get('--until');
  if (origin === undefined || until === undefined || paths.length === 0) {
    throw new DeployError('usage: request-loop.ts URL --until FILE PATH...');
  }
  const encodings = ['identity', 'gzip', 'br'];
  const errors: string[] = [];
  let requests = 0;
  while (!fs.existsSync(until)) {
    const pathname = paths[requests % paths.length]!;
    const encoding = encodings[requests % encodings.length]!;
    requests += 1;
    try {
      const answer = await request(`${origin}${pathname}`, { 'accept-encoding': encoding, connection: 'close' }, 5_000);
      if (answer.status !== 200) {
        errors.push(`${pathname} (${encoding}): status ${answer.status}`);
      }
    } catch (error) {
      errors.push(`${pathname} (${encoding}): ${(error as Error).message}`);
    }
  }
  console.log(`request loop: ${requests} requests of ${paths.length} paths, ${errors.length} errors.`);
  for (const line of errors.slice(0, 20)) {
    console.log(`  ${line}`);
  }
  if (errors.length > 0 || requests === 0) {
    process.exit(1);
  }
});
