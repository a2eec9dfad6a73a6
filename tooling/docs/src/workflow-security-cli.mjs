#!/usr/bin/env node
/**
 * `pnpm workflows:check`'s security check (`workflow-security.mjs`): every workflow under
 * `.github/workflows/` and every composite action under `actions/`. Exit 0 when all pass, 1 with one
 * line a problem (`file:line: rule: message`). `--summary` prints the count of each rule instead,
 * for comparing two versions of the workflows.
 */
import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkWorkflowFile } from './workflow-security.mjs';

const root = process.argv.find((arg, index) => index > 1 && !arg.startsWith('--')) ?? resolve(fileURLToPath(import.meta.url), '../../../..');
const files = globSync(['.github/workflows/*.{yml,yaml}', 'actions/*/action.{yml,yaml}'], { cwd: root }).sort();
const problems = files.flatMap((file) => checkWorkflowFile(file, readFileSync(join(root, file), 'utf8')));
if (process.argv.includes('--summary')) {
  const counts = Object.groupBy(problems, (problem) => problem.rule);
  console.log(`${files.length} files, ${problems.length} problems${Object.entries(counts).map(([rule, list]) => `, ${rule} ${list.length}`).join('')}`);
} else if (problems.length > 0) {
  console.error(`Workflow security: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files.length} files:`);
  for (const problem of problems) {
    console.error(`  ${problem.file}:${problem.line}: ${problem.rule}: ${problem.message}`);
  }
} else {
  console.log(`Workflow security: ${files.length} files pass (pinned actions, least-privilege permissions, no head checkout in privileged workflows, no untrusted input in scripts)`);
}
if (problems.length > 0) {
  process.exitCode = 1;
}
