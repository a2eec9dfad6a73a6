/**
 * The docs cannot lie: every relative link, path, script, command and environment variable that
 * the docs and the READMEs name must exist, and every environment variable the code reads must be
 * in the table of `docs/operating.md`. Problems are `doc:line: what is wrong`.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { checkCommandLine } from './commands.mjs';
import { scanCode } from './env-reads.mjs';
import { readMarkdown } from './markdown.mjs';
import { readWorkspace } from './workspace.mjs';

/** The doc whose table lists every environment variable, and that table's heading. */
export const ENV_DOC = 'docs/operating.md';
export const ENV_HEADING = 'Environment variables';
/** The documents checked: the READMEs, the contributing guide and docs/ (the generated API reference aside). */
export const DOC_GLOBS = ['README.md', 'CONTRIBUTING.md', 'docs/**/*.md', 'packages/*/README.md', 'apps/*/README.md'];
const GENERATED_DOCS = /^docs\/api\//;
/** The READMEs a reader meets first stay short (bytes): detail belongs in docs/ and the API reference. */
export const README_LIMIT = 10 * 1024;
const SHORT_DOCS = /^(?:README\.md|packages\/[^/]+\/README\.md)$/;
/** An environment variable as the docs write it: upper case with an underscore, maybe `=value`. */
const ENV_NAME = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=\S*)?$/;
/** Commands whose scripts, files and options are checked. */
const CHECKED_COMMAND = /^(?:\$\s+)?(?:[A-Z_]+=\S+\s+)*(?:pnpm|bash|sh|node|tsx|node-release|cd)\s/;
/** Extensions that make a word with a slash a file path even where its first folder is unknown. */
const FILE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.sh', '.json', '.md', '.css', '.yaml', '.yml', '.svg', '.html', '.txt']);
/** Folders that exist only after a build or a run: paths into them are not checked. */
const BUILD_OUTPUT = /(?:^|\/)(?:dist|node_modules|\.reports|storybook-static|\.turbo|coverage|test-results)(?:\/|$)/;

/** The documents under `root` that are checked, as paths relative to it. */
export function docFiles(root) {
  return [...new Set(DOC_GLOBS.flatMap((pattern) => globSync(pattern, { cwd: root })))].filter((file) => !GENERATED_DOCS.test(file)).sort();
}

/**
 * A word of a doc read as a repository path, or undefined when it is no path: a relative path
 * with a slash whose first folder exists (at the root or beside the doc) or that ends with a file
 * extension. `file.ts:68` is read as `file.ts`.
 */
export function pathOf(word, root, docDir) {
  const value = word.replace(/:\d+(?::\d+)?$/, '').replace(/[.,;:]+$/, '');
  if (!value.includes('/') || /[\s{}<>$~`@"'=]|:\/\//.test(value) || value.startsWith('/') || value.startsWith('-')) {
    return undefined;
  }
  const first = value.replace(/^\.\//, '').split('/')[0];
  const knownFolder = first !== '' && first !== '..' && (existsSync(join(root, first)) || existsSync(join(root, docDir, first)));
  if (!knownFolder && !FILE_EXTENSIONS.has(extname(value)) && !value.startsWith('../')) {
    return undefined;
  }
  return value;
}

/** Whether a path (maybe a glob) names something, at the root or beside the doc. */
function pathExists(value, root, docDir) {
  if (BUILD_OUTPUT.test(value)) {
    return true;
  }
  const bases = [root, join(root, docDir)];
  if (value.includes('*')) {
    return bases.some((base) => globSync(value.replace(/\/$/, ''), { cwd: base }).length > 0);
  }
  return bases.some((base) => existsSync(join(base, value)));
}

/**
 * The variables of the environment table: name → its line in the doc.
 * @returns {{ names: Map<string, number>, problem: string | undefined }}
 */
export function readEnvTable(root) {
  const file = join(root, ENV_DOC);
  if (!existsSync(file)) {
    return { names: new Map(), problem: `${ENV_DOC}: missing (it holds the table of every environment variable the code reads)` };
  }
  const table = readMarkdown(readFileSync(file, 'utf8')).tables.find((candidate) => candidate.heading === ENV_HEADING);
  if (table === undefined) {
    return { names: new Map(), problem: `${ENV_DOC}: no table under the heading "${ENV_HEADING}"` };
  }
  const names = new Map();
  table.firstColumnCode.forEach((codes, index) => {
    for (const name of codes) {
      names.set(name, table.line + 2 + index);
    }
  });
  return { names, problem: undefined };
}

/**
 * Checks every doc under `root`.
 * @param {string} root
 * @param {{ workspace?: import('./workspace.mjs').Workspace, docs?: string[] }} [options]
 * @returns {string[]} the problems, `doc:line: what is wrong`
 */
export function checkDocs(root, options = {}) {
  const workspace = options.workspace ?? readWorkspace(root);
  const docs = options.docs ?? docFiles(root);
  const problems = [];
  const envTable = readEnvTable(root);
  if (envTable.problem !== undefined) {
    problems.push(envTable.problem);
  }
  const { reads, texts } = scanCode(root);
  // Upper-case names the code declares (`export const SNAPSHOT_DATE`) are constants, not variables.
  const declared = new Set(
    [...texts]
      .filter(([file]) => !file.endsWith('.sh'))
      .flatMap(([, text]) => [...text.matchAll(/\b(?:const|let|var|function|class|type|interface|enum)\s+([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1])),
  );
  const envProblem = (name) => (envTable.names.has(name) ? undefined : `${name} is not in the table of environment variables (${ENV_DOC}, "${ENV_HEADING}")`);
  const anchorCache = new Map();
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) {
      anchorCache.set(file, readMarkdown(readFileSync(file, 'utf8')).anchors);
    }
    return anchorCache.get(file);
  };

  for (const doc of docs) {
    const docDir = dirname(doc);
    const text = readFileSync(join(root, doc), 'utf8');
    const facts = readMarkdown(text);
    const at = (line, message) => problems.push(`${doc}:${line}: ${message}`);
    const bytes = Buffer.byteLength(text);
    if (SHORT_DOCS.test(doc) && bytes > README_LIMIT) {
      problems.push(`${doc}: ${bytes} bytes, over the ${README_LIMIT} a README may have (move detail to docs/ or the API reference)`);
    }
    const context = { workspace, docDir: join(root, docDir), env: envProblem };

    for (const { line, value } of facts.links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value === '') {
        continue;
      }
      const [target, anchor] = value.split('#', 2);
      const file = target === '' ? join(root, doc) : join(root, docDir, decodeURIComponent(target.split('?')[0]));
      if (!existsSync(file)) {
        at(line, `link to ${target}: no such file or folder`);
      } else if (anchor !== undefined && anchor !== '' && file.endsWith('.md') && !anchorsOf(file).has(anchor)) {
        at(line, `link to ${value}: ${relative(root, file)} has no heading with the anchor #${anchor}`);
      }
    }

    for (const { line, value } of facts.inlineCode) {
      const env = value.match(ENV_NAME);
      if (env !== null && declared.has(env[1]) && !value.includes('=')) {
        continue;
      }
      if (env !== null) {
        const problem = envProblem(env[1]);
        if (problem !== undefined) {
          at(line, problem);
        }
      } else if (CHECKED_COMMAND.test(`${value} `)) {
        for (const problem of checkCommandLine(value, context)) {
          at(line, problem);
        }
      } else {
        const path = pathOf(value, root, docDir);
        if (path !== undefined && !pathExists(path, root, docDir)) {
          at(line, `\`${value}\`: no such file or folder (at the repository root or beside ${doc})`);
        }
      }
    }

    for (const { line, value } of facts.shellLines) {
      for (const problem of checkCommandLine(value, context)) {
        at(line, problem);
      }
    }
  }

  // Both ways: what the code reads is in the table, and what the table lists is read by the code.
  for (const [name, files] of [...reads].sort(([a], [b]) => a.localeCompare(b))) {
    if (!envTable.names.has(name)) {
      problems.push(`${name}: read by ${files.join(', ')}, but not in the table of environment variables (${ENV_DOC}, "${ENV_HEADING}")`);
    }
  }
  for (const [name, line] of envTable.names) {
    // Read through a table of names (`{ index: 'RELEASE_DATA_INDEX_URL' }`), by a shell line, or
    // set for a tool in a workflow step's `env:` (`NPM_CONFIG_PROVENANCE: true`).
    const mentioned = new RegExp(`['"\`]${name}['"\`]|\\$\\{?${name}\\b|^\\s+${name}:`, 'm');
    if (!reads.has(name) && ![...texts.values()].some((text) => mentioned.test(text))) {
      problems.push(`${ENV_DOC}:${line}: ${name} is in the table, but no code reads it`);
    }
  }
  return problems;
}
