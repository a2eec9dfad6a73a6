/**
 * The check that every command a GitHub Actions workflow runs exists: each line of each step's
 * `run:` goes through the docs check's own command-line check (`checkCommandLine`: pnpm scripts
 * and tasks, `bash`/`node` files, `cd` folders), from the step's `working-directory`, and each
 * local action (`uses: ./…`) must be a folder of the repository. Problems name the workflow, the
 * job and the step.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkCommandLine } from './commands.mjs';

/** Shell words that open a compound command; the command follows them. */
const KEYWORDS = /^(?:(?:if|then|else|elif|do|while|until|time|!)\s+)+/;

/**
 * The command lines of a `run:` script: continuation lines joined, comments, blank lines, here-doc
 * bodies and block keywords (`fi`, `done`) left out, an opening keyword (`if`, `then`) stripped.
 * @param {string} script
 * @returns {string[]}
 */
export function commandLines(script) {
  const lines = [];
  let heredoc;
  let pending = '';
  for (const raw of script.split('\n')) {
    if (heredoc !== undefined) {
      if (raw.trim() === heredoc) {
        heredoc = undefined;
      }
      continue;
    }
    const line = pending + raw.trim();
    if (line.endsWith('\\')) {
      pending = `${line.slice(0, -1)} `;
      continue;
    }
    pending = '';
    const marker = /<<-?\s*['"]?(\w+)['"]?/.exec(line);
    if (marker !== null) {
      heredoc = marker[1];
    }
    const command = line.replace(KEYWORDS, '').trim();
    if (command === '' || command.startsWith('#') || /^(?:fi|done|esac|then|else|do)$/.test(command)) {
      continue;
    }
    lines.push(command);
  }
  return lines;
}

/**
 * Checks the workflows under `.github/workflows/` of the workspace.
 * @param {import('./workspace.mjs').Workspace} workspace
 * @returns {string[]} problems, each `workflow: job "…", step "…": what is missing`
 */
export function checkWorkflows(workspace) {
  const root = workspace.root;
  const problems = [];
  const files = globSync('.github/workflows/*.{yml,yaml}', { cwd: root }).sort();
  for (const file of files) {
    const workflow = parse(readFileSync(join(root, file), 'utf8')) ?? {};
    for (const [jobId, job] of Object.entries(workflow.jobs ?? {})) {
      const defaults = job?.defaults?.run?.['working-directory'] ?? workflow.defaults?.run?.['working-directory'] ?? '.';
      for (const [position, step] of (job?.steps ?? []).entries()) {
        const where = `${file}: job "${jobId}", step "${step.name ?? step.uses ?? step.id ?? `#${position + 1}`}"`;
        if (typeof step.uses === 'string' && step.uses.startsWith('./') && !existsSync(join(root, step.uses))) {
          problems.push(`${where}: local action ${step.uses}: no such folder`);
        }
        if (typeof step.run !== 'string') {
          continue;
        }
        const directory = step['working-directory'] ?? defaults;
        for (const line of commandLines(step.run)) {
          const context = { workspace, docDir: join(root, directory), env: () => undefined };
          const prefixed = directory === '.' ? line : `cd ${directory} && ${line}`;
          for (const problem of checkCommandLine(prefixed, context)) {
            problems.push(`${where}: ${problem}`);
          }
        }
      }
    }
  }
  return problems;
}
