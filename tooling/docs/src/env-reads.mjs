/**
 * The environment variables the project's code reads, found in its sources: `process.env.NAME`,
 * `process.env['NAME']`, `env.NAME` on an environment object passed in (`env`, `environment`),
 * `import.meta.env.NAME`, and in shell scripts `${NAME:-…}` and the other forms with a default or
 * a test, which only a variable from outside the script needs. In the GitHub workflows, the
 * secrets and repository variables a step reads (`secrets.NAME`, `vars.NAME`, `env.NAME`): the
 * settings an operator must give the pipeline.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders that hold no source of the project's own. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', '.turbo', 'storybook-static', 'coverage', '.reports', 'test-results', 'playwright-report']);
/** This tool's own folder: its sources and tests hold read patterns as examples, not reads. */
const OWN_FOLDER = 'tooling/docs/';
const CODE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|sh)$/;
/** The pipelines' definitions. */
const WORKFLOW_FILE = /^\.github\/workflows\/[^/]+\.ya?ml$/;
/** Files without an extension that are scripts of the project. */
const EXTENSIONLESS_SCRIPTS = new Set(['.ci/run']);
/** Vite's own `import.meta.env` fields, which are no environment variables. */
const VITE_BUILT_INS = new Set(['MODE', 'BASE_URL', 'PROD', 'DEV', 'SSR']);

const NAME = '[A-Z][A-Z0-9_]*';
const JS_READS = [
  new RegExp(`\\bprocess\\.env\\??\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\bprocess\\.env\\??\\.?\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
  new RegExp(`(?<!meta\\.)\\b(?:env|environment)\\??\\.(${NAME})\\b`, 'g'),
  new RegExp(`(?<!meta\\.)\\b(?:env|environment)\\??\\.?\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
];
const SHELL_READS = [new RegExp(`\\$\\{(${NAME})(?::?[-=?+])`, 'g')];
const WORKFLOW_READS = [new RegExp(`\\b(?:secrets|vars|env)\\.(${NAME})\\b`, 'g')];

/**
 * Every code file of the project under `root`, as paths relative to it: the files git tracks
 * (so a build's temporary output is never read as source), or, outside a git checkout, every
 * file of the tree but for build output and dependencies.
 */
export function codeFiles(root) {
  const isCode = (file) => (CODE_FILE.test(file) || EXTENSIONLESS_SCRIPTS.has(file) || WORKFLOW_FILE.test(file)) && !file.startsWith(OWN_FOLDER);
  try {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    if (existsSync(join(root, '.git'))) {
      return tracked
        .split('\0')
        .filter((file) => file !== '' && isCode(file) && !file.split('/').some((part) => SKIPPED_FOLDERS.has(part)) && existsSync(join(root, file)))
        .sort();
    }
  } catch {
    // Not a git checkout: walk the tree below.
  }
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) {
          walk(join(dir, entry.name));
        }
      } else {
        const file = relative(root, join(dir, entry.name));
        if (isCode(file)) {
          files.push(file);
        }
      }
    }
  };
  walk(root);
  return files.sort();
}

/**
 * The variables one file reads.
 * @param {string} file its path (the extension says whether it is a shell script)
 * @param {string} text its contents
 * @returns {Set<string>}
 */
export function envReadsOf(file, text) {
  const shell = file.endsWith('.sh') || EXTENSIONLESS_SCRIPTS.has(file);
  const workflow = WORKFLOW_FILE.test(file);
  const found = new Set();
  for (const pattern of workflow ? WORKFLOW_READS : shell ? SHELL_READS : JS_READS) {
    for (const match of text.matchAll(pattern)) {
      found.add(match[1]);
    }
  }
  if (!shell && !workflow) {
    for (const match of text.matchAll(new RegExp(`\\bimport\\.meta\\.env\\.(${NAME})\\b`, 'g'))) {
      if (!VITE_BUILT_INS.has(match[1])) {
        found.add(match[1]);
      }
    }
  }
  return found;
}

/**
 * Every variable the code under `root` reads, with the files that read it, and the text of every
 * code file (for names the code reads through a table of names rather than a direct read).
 * @param {string} root
 */
export function scanCode(root) {
  /** @type {Map<string, string[]>} */
  const reads = new Map();
  /** @type {Map<string, string>} */
  const texts = new Map();
  for (const file of codeFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    texts.set(file, text);
    for (const name of envReadsOf(file, text)) {
      reads.set(name, [...(reads.get(name) ?? []), file]);
    }
  }
  return { reads, texts };
}
