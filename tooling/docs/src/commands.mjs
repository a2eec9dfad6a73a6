/**
 * The check of a command line a doc shows: each script, task, file and `node-release` command or
 * option it names must exist. Commands of other programs (git, curl, nginx…) are not judged.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageByFilter } from './workspace.mjs';

/** pnpm's own commands, which are no scripts. */
const PNPM_COMMANDS = new Set([
  'add', 'approve-builds', 'audit', 'bin', 'config', 'create', 'deploy', 'dlx', 'env', 'exec', 'fetch', 'i', 'import',
  'init', 'install', 'licenses', 'link', 'list', 'ls', 'outdated', 'pack', 'patch', 'peers', 'prune', 'publish', 'rebuild',
  'remove', 'rm', 'root', 'setup', 'store', 'unlink', 'up', 'update', 'why',
]);
/** pnpm options that take a value as the next word. */
const PNPM_VALUE_OPTIONS = new Set(['--filter', '-F', '--dir', '-C', '--reporter', '--workspace-concurrency']);
/** An environment assignment before a command: `NAME=value`. */
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;

/**
 * The words of a command, as a shell splits them (quotes kept together, quotes removed); `$(…)`
 * substitutions are returned apart so that their commands are checked too.
 * @param {string} segment
 */
export function shellWords(segment) {
  const words = [];
  const substitutions = [];
  let word = '';
  let quote = '';
  let started = false;
  for (let index = 0; index < segment.length; index += 1) {
    const char = segment[index];
    if (quote !== "'" && char === '$' && segment[index + 1] === '(') {
      let depth = 0;
      let end = index + 1;
      for (; end < segment.length; end += 1) {
        if (segment[end] === '(') {
          depth += 1;
        } else if (segment[end] === ')') {
          depth -= 1;
          if (depth === 0) {
            break;
          }
        }
      }
      substitutions.push(segment.slice(index + 2, end));
      word += segment.slice(index, end + 1);
      started = true;
      index = end;
    } else if (quote !== '') {
      if (char === quote) {
        quote = '';
      } else {
        word += char;
      }
    } else if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (/\s/.test(char)) {
      if (started) {
        words.push(word);
      }
      word = '';
      started = false;
    } else {
      word += char;
      started = true;
    }
  }
  if (started) {
    words.push(word);
  }
  return { words, substitutions };
}

/** A line cut at `&&`, `||`, `;` and `|` outside quotes and substitutions, comments removed. */
export function segmentsOf(line) {
  const segments = [];
  let current = '';
  let quote = '';
  let depth = 0;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote !== '') {
      if (char === quote) {
        quote = '';
      }
      current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === '(') {
      depth += 1;
      current += char;
    } else if (char === ')') {
      depth -= 1;
      current += char;
    } else if (depth === 0 && char === '#' && (index === 0 || /\s/.test(line[index - 1]))) {
      break;
    } else if (depth === 0 && (char === ';' || char === '|' || char === '&')) {
      segments.push(current);
      current = '';
      if (line[index + 1] === char) {
        index += 1;
      }
    } else {
      current += char;
    }
  }
  segments.push(current);
  return segments.map((segment) => segment.trim()).filter((segment) => segment !== '');
}

/**
 * Checks one command line; returns what it names that does not exist.
 * @param {string} line
 * @param {{ workspace: import('./workspace.mjs').Workspace, docDir: string, env: (name: string) => string | undefined }} context
 *   `env` answers a problem for a variable that is not in the table, else undefined
 * @returns {string[]}
 */
export function checkCommandLine(line, context) {
  const problems = [];
  let cwd = '.';
  for (const segment of segmentsOf(line.replace(/^\s*\$\s+/, ''))) {
    const { words, substitutions } = shellWords(segment);
    for (const inner of substitutions) {
      problems.push(...checkCommandLine(inner, context));
    }
    if (words[0] === 'env') {
      words.shift();
    }
    while (words.length > 0 && ASSIGNMENT.test(words[0])) {
      const name = words[0].match(ASSIGNMENT)[1];
      // Shell variables of the reader's own (`code=$?`) are no settings of the project.
      const problem = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name) ? context.env(name) : undefined;
      if (problem !== undefined) {
        problems.push(problem);
      }
      words.shift();
    }
    const [command, ...args] = words;
    switch (command) {
      case 'cd': {
        const target = args[0] ?? '.';
        if (!existsSync(join(context.workspace.root, cwd, target))) {
          problems.push(`\`cd ${target}\`: no such folder`);
        } else {
          cwd = join(cwd, target);
        }
        break;
      }
      case 'pnpm': {
        problems.push(...checkPnpm(args, cwd, context.workspace));
        break;
      }
      case 'bash':
      case 'sh':
      case 'node':
      case 'tsx': {
        const file = args.find((arg) => !arg.startsWith('-'));
        if (args.includes('-e') || args.includes('--eval') || file === undefined || !/[./]/.test(file)) {
          break;
        }
        const found = [join(context.workspace.root, cwd, file), join(context.workspace.root, file), join(context.docDir, file)].some((candidate) => existsSync(candidate));
        if (!found) {
          problems.push(`\`${command} ${file}\`: no such file`);
        }
        break;
      }
      case 'node-release': {
        problems.push(...checkReleaseCli(args, context.workspace));
        break;
      }
      default: {
        break;
      }
    }
  }
  return problems;
}

/** A word that stands for one the reader fills in: `<script>`, `{name}`, `…`. */
function isPlaceholder(word) {
  return word !== undefined && /[<>{}…]/.test(word);
}

/** A `pnpm …` command: its script, task or package must exist. */
function checkPnpm(args, cwd, workspace) {
  let filter;
  let recursive = false;
  let rest = [...args];
  while (rest.length > 0 && rest[0].startsWith('-')) {
    const [option, inlineValue] = rest[0].split('=', 2);
    if (option === '-r' || option === '--recursive') {
      recursive = true;
    }
    if (PNPM_VALUE_OPTIONS.has(option) && inlineValue === undefined) {
      if (option === '--filter' || option === '-F') {
        filter = rest[1];
      }
      rest = rest.slice(2);
    } else {
      if (option === '--filter' && inlineValue !== undefined) {
        filter = inlineValue;
      }
      rest = rest.slice(1);
    }
  }
  const [first, ...more] = rest;
  if (first === undefined || PNPM_COMMANDS.has(first) || isPlaceholder(first) || isPlaceholder(filter)) {
    return [];
  }
  if (first === 'turbo') {
    const tasks = more[0] === 'run' ? more.slice(1).filter((word) => !word.startsWith('-') && !word.includes('=')) : [];
    return tasks.filter((task) => !workspace.turboTasks.has(task)).map((task) => `\`pnpm turbo run ${task}\`: turbo.json has no task "${task}"`);
  }
  const explicitRun = first === 'run' || first === 'run-script';
  const script = explicitRun ? more.find((word) => !word.startsWith('-')) : first;
  if (script === undefined || isPlaceholder(script)) {
    return [];
  }
  if (filter !== undefined) {
    const pkg = packageByFilter(workspace, filter);
    if (pkg === undefined) {
      return [`\`pnpm --filter ${filter}\`: no workspace package is named so`];
    }
    return pkg.scripts.has(script) ? [] : [`\`pnpm --filter ${filter} run ${script}\`: ${pkg.name} has no script "${script}"`];
  }
  if (recursive) {
    return workspace.packages.some((pkg) => pkg.scripts.has(script)) ? [] : [`\`pnpm -r ${script}\`: no workspace package has a script "${script}"`];
  }
  const pkg = workspace.packages.find((candidate) => candidate.dir === cwd.replace(/\/$/, '')) ?? workspace.packages[0];
  if (pkg.scripts.has(script) || (!explicitRun && workspace.bins.has(script))) {
    return [];
  }
  return [`\`pnpm ${explicitRun ? 'run ' : ''}${script}\`: ${pkg.dir === '.' ? 'the root package.json' : pkg.name} has no script "${script}"`];
}

/** A `node-release …` command: its command and options must be in the program's help. */
function checkReleaseCli(args, workspace) {
  const { commands, options } = workspace.cli();
  const problems = [];
  const [command] = args;
  if (command !== undefined && !command.startsWith('-') && !commands.has(command)) {
    problems.push(`\`node-release ${command}\`: the command line has no command "${command}" (its --help lists ${[...commands].join(', ')})`);
  }
  for (const option of args.filter((arg) => arg.startsWith('--')).map((arg) => arg.split('=')[0])) {
    if (!options.has(option)) {
      problems.push(`\`node-release … ${option}\`: the command line has no option ${option}`);
    }
  }
  return problems;
}
