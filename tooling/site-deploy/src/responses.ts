/**
 * Writes what a server answers for some paths, as it sent it, so two moments can be compared byte
 * for byte (`diff -r`): for each path and each of identity, gzip and br, a file holding the status,
 * Content-Type, Content-Encoding and Cache-Control, then the raw body. CI compares a release's
 * answers before and after a switch away from it and back.
 *
 * `tsx src/responses.ts URL OUT_DIR PATH...`
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, runMain } from './args';
import { request } from './http';
import { DeployError } from './store';

export const ENCODINGS = ['identity', 'gzip', 'br'] as const;

runMain(async () => {
  const [origin, out, ...paths] = parseArgs(process.argv.slice(2), []).positional;
  if (origin === undefined || out === undefined || paths.length === 0) {
    throw new DeployError('usage: responses.ts URL OUT_DIR PATH...');
  }
  fs.mkdirSync(out, { recursive: true });
  for (const pathname of paths) {
    for (const encoding of ENCODINGS) {
      const answer = await request(`${origin}${pathname}`, { 'accept-encoding': encoding }, 10_000);
      const head = ['status', 'content-type', 'content-encoding', 'cache-control']
        .map((name) => `${name}: ${name === 'status' ? answer.status : (answer.headers[name] ?? '')}`)
        .join('\n');
      const name = `${pathname.replace(/[^a-zA-Z0-9.-]+/g, '_')}.${encoding}`;
      fs.writeFileSync(path.join(out, name), Buffer.concat([Buffer.from(`${head}\n\n`), answer.body]));
    }
  }
  console.log(`Saved ${paths.length * ENCODINGS.length} answers of ${origin} into ${out}.`);
});
