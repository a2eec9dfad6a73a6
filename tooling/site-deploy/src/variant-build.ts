/**
 * Makes "build B" of the release check in CI from a copy of a build: one page added, one page
 * changed (each with fresh `.br` and `.gz` siblings, as the build writes them), and a health file
 * naming another build (one second later, same commit). Prints B's build id.
 *
 * `tsx src/variant-build.ts DIR ADDED_PATH CHANGED_PATH` (DIR: the copy, changed in place).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildId, HEALTH_PATH } from '../../../apps/site/src/api/health';
import { parseArgs, runMain } from './args';
import { DeployError } from './store';

function writeWithSiblings(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written anew (not in place): the copy may share its files with the build by hard links.
  for (const target of [file, `${file}.gz`, `${file}.br`]) {
    fs.rmSync(target, { force: true });
  }
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
}

function pageFile(dir: string, route: string): string {
  return path.join(dir, route.replace(/^\//, ''), 'index.html');
}

runMain(() => {
  const [dir, added, changed] = parseArgs(process.argv.slice(2), []).positional;
  if (dir === undefined || added === undefined || changed === undefined) {
    throw new DeployError('usage: variant-build.ts DIR ADDED_PATH CHANGED_PATH');
  }
  const changedFile = pageFile(dir, changed);
  const original = fs.readFileSync(changedFile, 'utf8');
  if (!original.includes('</main>')) {
    throw new Error(`variant-build: ${changedFile} has no </main>`);
  }
  writeWithSiblings(changedFile, original.replace('</main>', '<p>Changed in build B.</p></main>'));
  writeWithSiblings(pageFile(dir, added), original.replace('</main>', '<p>Added in build B.</p></main>'));
  const healthFile = path.join(dir, HEALTH_PATH);
  const health = JSON.parse(fs.readFileSync(healthFile, 'utf8')) as { commit: string; builtAt: string };
  const builtAt = new Date(new Date(health.builtAt).getTime() + 1000);
  const build = buildId(builtAt, health.commit);
  writeWithSiblings(healthFile, `${JSON.stringify({ ...health, build, builtAt: builtAt.toISOString() }, null, 2)}\n`);
  console.log(build);
});
