// Proves that changelogs say what changed (docs/releasing.md): in a temporary copy of the
// workspace's manifests, changelogs and changesets settings, committed to a fresh git repository,
// each scenario writes one changeset and runs what the Version Packages pull request runs
// (`changeset version`, then tooling/scripts/changelog-levels.mjs), and checks the new entries:
// a dependent whose peer range moved says what it now requires under its release's own level,
// and a package the fixed group carried says so instead of "No changes". Exits 1 naming the
// scenario, the package and what its entry lacks.
//
//   node tooling/scripts/release-changelogs.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixChangelogs } from './changelog-levels.mjs';
import { copyWorkspace } from './release-ranges.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const changesetBin = path.join(root, 'node_modules/@changesets/cli/bin.js');

/** The newest entry of a package's changelog in `dir`, heading included. */
function newestEntry(dir, folder) {
  const text = fs.readFileSync(path.join(dir, 'packages', folder, 'CHANGELOG.md'), 'utf8');
  const start = text.indexOf('\n## ') + 1;
  const next = text.indexOf('\n## ', start);
  return text.slice(start, next < 0 ? undefined : next).trim();
}

function run(bumps, summary) {
  const dir = copyWorkspace();
  try {
    const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
    git('init', '--quiet');
    git('add', '-A');
    git('-c', 'user.name=release check', '-c', 'user.email=release-check@localhost', 'commit', '--quiet', '-m', 'before');
    const releases = Object.entries(bumps).map(([pkg, bump]) => `"${pkg}": ${bump}`).join('\n');
    fs.writeFileSync(path.join(dir, '.changeset/scenario.md'), `---\n${releases}\n---\n\n${summary}\n`);
    execFileSync(process.execPath, [changesetBin, 'version'], { cwd: dir, stdio: 'pipe' });
    fixChangelogs(dir);
    return Object.fromEntries(['release-core', 'release-shasums', 'detect', 'ui'].map((folder) => [folder, newestEntry(dir, folder)]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const problems = [];
function expectEntry(scenario, folder, entry, expected) {
  if (entry !== expected) {
    problems.push(`${scenario}: ${folder}'s entry is\n${entry.replace(/^/gm, '    ')}\n  instead of\n${expected.replace(/^/gm, '    ')}`);
  }
}

const REASON = (version, causes) =>
  `No change of its own: released as ${version} only because the published packages share one version (the \`fixed\` group of \`.changeset/config.json\`), for the changes in ${causes}. Code that works with the previous version works with this one.`;

// A breaking release of release-core: ui and release-shasums must say they now require 2.0.0, as
// a major change (not under "Patch Changes"); detect, carried by the group, says why it is
// released at all (not "No changes in this release.").
const major = run({ '@node-downloads/release-core': 'major' }, 'Drops the deprecated `statusOf`.');
// release-core names release-shasums as an optional peer: its range moves with the group too.
expectEntry(
  'major',
  'release-core',
  major['release-core'],
  '## 2.0.0\n\n### Major Changes\n\n- Drops the deprecated `statusOf`.\n- Requires `@node-downloads/release-shasums` `^2.0.0` (its 2.0.0 release; the earlier major versions no longer satisfy it).',
);
for (const folder of ['ui', 'release-shasums']) {
  expectEntry(
    'major',
    folder,
    major[folder],
    '## 2.0.0\n\n### Major Changes\n\n- Requires `@node-downloads/release-core` `^2.0.0` (its 2.0.0 release; the earlier major versions no longer satisfy it).',
  );
}
expectEntry('major', 'detect', major.detect, `## 2.0.0\n\n${REASON('2.0.0', '`@node-downloads/release-core`')}`);

// A patch of detect: every other package is carried, none requires anything new.
const patch = run({ '@node-downloads/detect': 'patch' }, 'Windows on ARM under Firefox is detected as arm64.');
expectEntry('patch', 'detect', patch.detect, '## 1.0.1\n\n### Patch Changes\n\n- Windows on ARM under Firefox is detected as arm64.');
for (const folder of ['release-core', 'release-shasums', 'ui']) {
  expectEntry('patch', folder, patch[folder], `## 1.0.1\n\n${REASON('1.0.1', '`@node-downloads/detect`')}`);
}

if (problems.length > 0) {
  console.error(`Changelogs that do not say what changed:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('2 release scenarios through changeset version and changelog-levels: peer requirements at the release\'s level, carried packages say why.');
