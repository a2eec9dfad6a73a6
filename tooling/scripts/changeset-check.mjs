// A change to what a package ships comes with a changeset. Compares the working tree with a base
// commit: every published package whose `src/` (tests, type tests, benchmarks and stories aside)
// or `package.json` changed must be named by a changeset added since the base. A "Version
// Packages" change (it consumes changesets and writes the changelogs) needs none.
//
// The base: CHANGESET_BASE when set (the test workflow sets a pull request's base
// commit); else, on a branch other than main, where it forked from main (origin/main when the
// clone has it); on main itself there is nothing to compare with, and the check says so and passes
// (every change reached main through a pull request checked against its base).
//
//   node tooling/scripts/changeset-check.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readChangesets } from '@changesets/read';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const gitOk = (...args) => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};

/** Files that change what a package ships, and those that do not. */
const NOT_SHIPPED = /\.(test|test-d|bench|stories)\.tsx?$/;

function base() {
  const given = process.env.CHANGESET_BASE?.trim();
  if (given) {
    return { ref: given, why: 'CHANGESET_BASE' };
  }
  const branch = gitOk('rev-parse', '--abbrev-ref', 'HEAD');
  for (const main of ['origin/main', 'main']) {
    if (gitOk('rev-parse', '--verify', '--quiet', main) === undefined) {
      continue;
    }
    const fork = gitOk('merge-base', 'HEAD', main);
    if (fork !== undefined && fork !== git('rev-parse', 'HEAD') && branch !== 'main') {
      return { ref: fork, why: `where ${branch} forked from ${main}` };
    }
  }
  return undefined;
}

const from = base();
if (from === undefined) {
  console.log('Changesets: on main with no base to compare with; pull requests are checked against their base.');
  process.exit(0);
}
const changed = git('diff', '--name-only', from.ref).split('\n').filter(Boolean);
const status = git('diff', '--name-status', from.ref);
if (/^D\t\.changeset\/[^/]+\.md$/m.test(status) && changed.some((file) => /^packages\/[^/]+\/CHANGELOG\.md$/.test(file))) {
  console.log('Changesets: a version change (changesets consumed into the changelogs); none needed.');
  process.exit(0);
}
const needing = new Map();
for (const file of changed) {
  const match = /^packages\/([^/]+)\/(src\/.+|package\.json)$/.exec(file);
  if (match === null || NOT_SHIPPED.test(file)) {
    continue;
  }
  const manifestPath = path.join(root, 'packages', match[1], 'package.json');
  if (!fs.existsSync(manifestPath)) {
    continue;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  if (!manifest.private) {
    needing.set(manifest.name, [...(needing.get(manifest.name) ?? []), file]);
  }
}
const named = new Set((await readChangesets(root, from.ref)).flatMap((changeset) => changeset.releases.map((release) => release.name)));
const missing = [...needing].filter(([name]) => !named.has(name));
if (missing.length > 0) {
  console.error(`Changes to published packages without a changeset (compared with ${from.ref.slice(0, 12)}, ${from.why}):`);
  for (const [name, files] of missing) {
    console.error(`  ${name}: ${files.slice(0, 5).join(', ')}${files.length > 5 ? `, and ${files.length - 5} more` : ''}`);
  }
  console.error('Run pnpm changeset to add one that says what users get.');
  process.exit(1);
}
console.log(`Changesets: ${needing.size} changed package(s), each named by a changeset added since ${from.ref.slice(0, 12)} (${from.why}).`);
