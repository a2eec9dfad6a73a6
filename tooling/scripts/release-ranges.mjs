// Proves that a release never breaks a user: in a temporary copy of the workspace's manifests and
// changesets settings (no pending changesets), each scenario writes one changeset, runs
// `changeset version`, and checks every package the release changes. A package's published peer
// range (`workspace:` ranges resolved the way pnpm publishes them) must still accept the version
// of each peer its previous release was published against, unless the package's own bump is
// breaking-level (major from 1.0.0 on, minor on 0.x). Exits 1 naming the scenario, the package
// and the range when one does not hold.
//
//   node tooling/scripts/release-ranges.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const changesetBin = path.join(root, 'node_modules/@changesets/cli/bin.js');

/** The publishable packages: packages/* not marked private. */
function packages(dir) {
  return fs
    .readdirSync(path.join(dir, 'packages'))
    .map((name) => path.join('packages', name, 'package.json'))
    .filter((file) => fs.existsSync(path.join(dir, file)))
    .map((file) => ({ file, manifest: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/** A range as pnpm publishes it: `workspace:^` → `^<version>`, `workspace:*` → `<version>`. */
export function publishedRange(range, version) {
  if (!range.startsWith('workspace:')) {
    return range;
  }
  const rest = range.slice('workspace:'.length);
  if (rest === '*') {
    return version;
  }
  if (rest === '^' || rest === '~') {
    return `${rest}${version}`;
  }
  return rest;
}

/** Whether going from `from` to `to` is a breaking-level bump for users of `^from`. */
export function isBreaking(from, to) {
  return !semver.satisfies(to, `^${from}`);
}

/**
 * A temporary copy of what `changeset version` reads and writes: the changesets settings and
 * changelog generator, the root and package manifests and the packages' changelogs.
 */
export function copyWorkspace() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-ranges-'));
  for (const file of ['.changeset/config.json', 'tooling/scripts/changelog.mjs', 'package.json', 'pnpm-workspace.yaml']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  for (const { file } of packages(root)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
    const changelog = path.join(path.dirname(file), 'CHANGELOG.md');
    if (fs.existsSync(path.join(root, changelog))) {
      fs.copyFileSync(path.join(root, changelog), path.join(dir, changelog));
    }
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Runs one scenario; returns the problems found. */
function scenario(name, bumps) {
  const dir = copyWorkspace();
  try {
    const before = new Map(packages(dir).map(({ manifest }) => [manifest.name, manifest]));
    const releases = Object.entries(bumps)
      .map(([pkg, bump]) => `"${pkg}": ${bump}`)
      .join('\n');
    fs.writeFileSync(path.join(dir, '.changeset/scenario.md'), `---\n${releases}\n---\n\n${name}\n`);
    execFileSync(process.execPath, [changesetBin, 'version'], { cwd: dir, stdio: 'pipe' });
    const after = new Map(packages(dir).map(({ manifest }) => [manifest.name, manifest]));
    const problems = [];
    for (const [pkg, manifest] of after) {
      const previous = before.get(pkg);
      if (previous.version === manifest.version) {
        continue;
      }
      for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {})) {
        const peerBefore = before.get(peer);
        const peerAfter = after.get(peer);
        if (peerBefore === undefined) {
          continue;
        }
        const oldRange = publishedRange(previous.peerDependencies?.[peer] ?? '*', peerBefore.version);
        const newRange = publishedRange(range, peerAfter.version);
        const oldest = semver.minVersion(oldRange);
        if (oldest !== null && !semver.satisfies(oldest, newRange) && !isBreaking(previous.version, manifest.version)) {
          problems.push(
            `${name}: ${pkg} ${previous.version} → ${manifest.version} (not breaking-level) would publish the peer ${peer}@"${newRange}", which refuses ${oldest.version} that ${previous.version} accepted ("${oldRange}")`,
          );
        }
      }
    }
    return problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = packages(root).map(({ manifest }) => manifest.name);
  const problems = [];
  let count = 0;
  for (const pkg of names) {
    for (const bump of ['patch', 'minor', 'major']) {
      problems.push(...scenario(`a ${bump} release of ${pkg}`, { [pkg]: bump }));
      count += 1;
    }
  }
  if (problems.length > 0) {
    console.error(`Releases that would break users:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`${count} release scenarios, each through changeset version: no package narrows a peer range without a breaking-level bump.`);
}
