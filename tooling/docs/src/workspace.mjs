/**
 * What a command in the docs can name, read from the repository itself: the workspace's packages
 * with their scripts and bins, turbo's tasks, and the `node-release` command line's commands and
 * options (from its own `--help`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * @typedef {{ name: string, dir: string, scripts: Set<string> }} WorkspacePackage
 * @typedef {{ commands: Set<string>, options: Set<string> }} CliVocabulary
 * @typedef {{
 *   root: string,
 *   packages: WorkspacePackage[],
 *   turboTasks: Set<string>,
 *   bins: Set<string>,
 *   cli: () => CliVocabulary,
 * }} Workspace
 */

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The package folders `pnpm-workspace.yaml` lists (its `packages:` globs). */
function packageFolders(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.match(/^packages:\n((?:\s+-\s+.+\n?)+)/m);
  if (block === null) {
    throw new Error('pnpm-workspace.yaml: no `packages:` list');
  }
  const globs = [...block[1].matchAll(/-\s+['"]?([^'"\n]+)['"]?/g)].map((match) => match[1].trim());
  return globs.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((dir) => existsSync(join(root, dir, 'package.json')));
}

/**
 * Reads the workspace under `root`.
 * @param {string} root
 * @param {{ cliHelp?: () => string }} [options] the command line's `--help` text (tests give their own)
 * @returns {Workspace}
 */
export function readWorkspace(root, options = {}) {
  const packages = ['.', ...packageFolders(root)].map((dir) => {
    const pkg = readJson(join(root, dir, 'package.json'));
    return { name: pkg.name, dir: relative(root, join(root, dir)) || '.', scripts: new Set(Object.keys(pkg.scripts ?? {})) };
  });
  const turbo = existsSync(join(root, 'turbo.json')) ? readJson(join(root, 'turbo.json')) : { tasks: {} };
  const bins = new Set();
  const binFolder = join(root, 'node_modules/.bin');
  if (existsSync(binFolder)) {
    for (const name of globSync('*', { cwd: binFolder })) {
      bins.add(name);
    }
  }
  let cli;
  return {
    root,
    packages,
    turboTasks: new Set(Object.keys(turbo.tasks ?? {})),
    bins,
    cli: () => {
      cli ??= cliVocabulary(options.cliHelp?.() ?? releaseCliHelp(root));
      return cli;
    },
  };
}

/** The built `node-release`'s help text; the package must be built. */
function releaseCliHelp(root) {
  const cli = join(root, 'packages/release-core/dist/cli.js');
  if (!existsSync(cli)) {
    throw new Error('packages/release-core/dist/cli.js does not exist: build release-core first (the docs name `node-release` commands, checked against its --help)');
  }
  return execFileSync(process.execPath, [cli, '--help'], { encoding: 'utf8' });
}

/**
 * The commands (the indented first words of the lines under `Commands:`, up to the next blank
 * line) and the options (`--name`, anywhere) a help text lists.
 * @param {string} help
 * @returns {CliVocabulary}
 */
export function cliVocabulary(help) {
  const commands = new Set();
  const options = new Set();
  let inCommands = false;
  for (const line of help.split('\n')) {
    if (/^Commands:\s*$/.test(line)) {
      inCommands = true;
    } else if (line.trim() === '') {
      inCommands = false;
    } else if (inCommands) {
      const command = line.match(/^\s{2}([a-z][a-z-]*)(?:\s|$)/);
      if (command !== null) {
        commands.add(command[1]);
      }
    }
    for (const option of line.matchAll(/(?:^|[\s[(,])(--[a-z][a-z-]*)/g)) {
      options.add(option[1]);
    }
  }
  if (commands.size === 0) {
    throw new Error('the command line\'s --help lists no commands under "Commands:"');
  }
  return { commands, options };
}

/**
 * The package a pnpm `--filter` selects: by name (optionally with turbo/pnpm's `...` suffix or
 * prefix) or by folder (`./apps/site`).
 * @param {Workspace} workspace
 * @param {string} filter
 */
export function packageByFilter(workspace, filter) {
  const bare = filter.replace(/^\.\.\.(?!\/)/, '').replace(/\.\.\.$/, '').replace(/^\^/, '');
  return workspace.packages.find((pkg) => pkg.name === bare || `./${pkg.dir}` === bare || pkg.dir === bare.replace(/^\.\//, '').replace(/\/$/, ''));
}
