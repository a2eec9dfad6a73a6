#!/usr/bin/env node
/**
 * `pnpm workflows:check`'s command check: every script, file and folder the workflows under
 * `.github/workflows/` run exists (`workflows.mjs`). Exit 0 when so, 1 naming the workflow, job,
 * step and what is missing.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWorkspace } from './workspace.mjs';
import { checkWorkflows } from './workflows.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const problems = checkWorkflows(readWorkspace(root));
if (problems.length > 0) {
  console.error(`The workflows run ${problems.length} command${problems.length === 1 ? '' : 's'} that do not exist:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Workflows check: every script, file and folder the workflows run exists');
}
