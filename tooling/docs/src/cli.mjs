#!/usr/bin/env node
/**
 * `pnpm docs:check`'s first half: runs the docs check over the repository and prints each problem
 * as `doc:line: what is wrong`. Exit 0 when there is none, 1 when there are problems, 2 when the
 * check itself could not run (a file it needs is missing or does not parse).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocs, docFiles } from './check-docs.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
try {
  const problems = checkDocs(root);
  if (problems.length > 0) {
    console.error(`The docs name ${problems.length} thing${problems.length === 1 ? '' : 's'} that do not exist:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`Docs check: ${docFiles(root).length} documents, every link, path, script, command and environment variable they name exists`);
  }
} catch (error) {
  console.error(`docs check could not run: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
}
