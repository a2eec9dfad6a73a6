// After `changeset version` (`pnpm version-packages`): puts each released package's new changelog
// entry at the level of its release. changesets files the lines about the workspace packages a
// dependent now requires (tooling/scripts/changelog.mjs) under "Patch Changes" even in a major
// release, and writes "No changes in this release." for a package released only because its
// `fixed` group (.changeset/config.json) moves together. Here a major or minor entry gets those
// lines under its own heading, and an entry with no change says why the package was released
// and which packages of the group it follows. A package's previous version is the one in git's
// HEAD (run it before committing the Version Packages change).
//
//   node tooling/scripts/changelog-levels.mjs [ROOT]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const HEADINGS = { major: '### Major Changes', minor: '### Minor Changes', patch: '### Patch Changes' };
const NO_CHANGES = 'No changes in this release.';
const REQUIRES = /^- Requires `/;

/** The level of the bump from `from` to `to`, as a user of `^from` sees it. */
export function bumpLevel(from, to) {
  const diff = semver.diff(from, to);
  if (diff === 'major' || (semver.major(from) === 0 && diff === 'minor')) {
    return 'major';
  }
  return diff === 'minor' ? 'minor' : 'patch';
}

/** Splits an entry body into its heading sections (`### …` → lines), keeping their order. */
function sections(body) {
  const result = [];
  let current = { heading: '', lines: [] };
  for (const line of body.split('\n')) {
    if (line.startsWith('### ')) {
      result.push(current);
      current = { heading: line, lines: [] };
    } else {
      current.lines.push(line);
    }
  }
  result.push(current);
  return result;
}

function trimBlank(lines) {
  const copy = [...lines];
  while (copy.length > 0 && copy[0].trim() === '') { copy.shift(); }
  while (copy.length > 0 && copy.at(-1).trim() === '') { copy.pop(); }
  return copy;
}

/**
 * The entry body with the `Requires` lines of the patch section under `level`'s heading (a major or
 * minor release); a patch section left empty goes.
 */
export function relevel(body, level) {
  if (level === 'patch') {
    return body;
  }
  const parts = sections(body);
  const patch = parts.find((part) => part.heading === HEADINGS.patch);
  const moved = patch ? trimBlank(patch.lines).filter((line) => REQUIRES.test(line)) : [];
  if (moved.length === 0) {
    return body;
  }
  patch.lines = patch.lines.filter((line) => !REQUIRES.test(line));
  let own = parts.find((part) => part.heading === HEADINGS[level]);
  if (own === undefined) {
    own = { heading: HEADINGS[level], lines: [] };
    parts.splice(parts.indexOf(patch), 0, own);
  }
  own.lines = [...trimBlank(own.lines), ...moved];
  return parts
    .filter((part) => part.heading === '' || trimBlank(part.lines).length > 0)
    .map((part) => (part.heading === '' ? trimBlank(part.lines).join('\n') : `${part.heading}\n\n${trimBlank(part.lines).join('\n')}`))
    .filter((text) => text !== '')
    .join('\n\n');
}

/** The sentence that replaces "No changes in this release." for a package its fixed group carried. */
export function fixedGroupReason(version, causes) {
  const named = causes.map((name) => `\`${name}\``).join(', ');
  return `No change of its own: released as ${version} only because the published packages share one version (the \`fixed\` group of \`.changeset/config.json\`)${causes.length > 0 ? `, for the changes in ${named}` : ''}. Code that works with the previous version works with this one.`;
}

function git(root, ...args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** Rewrites the new entries under `root`; returns the packages whose entry it changed. */
export function fixChangelogs(root) {
  const config = JSON.parse(fs.readFileSync(path.join(root, '.changeset/config.json'), 'utf8'));
  const released = [];
  for (const name of fs.readdirSync(path.join(root, 'packages'))) {
    const manifestFile = path.join('packages', name, 'package.json');
    if (!fs.existsSync(path.join(root, manifestFile))) { continue; }
    const manifest = JSON.parse(fs.readFileSync(path.join(root, manifestFile), 'utf8'));
    let previous;
    try {
      previous = JSON.parse(git(root, 'show', `HEAD:${manifestFile}`)).version;
    } catch {
      continue;
    }
    if (manifest.private || previous === manifest.version) { continue; }
    const changelogFile = path.join(root, 'packages', name, 'CHANGELOG.md');
    const text = fs.readFileSync(changelogFile, 'utf8');
    const start = text.indexOf(`## ${manifest.version}\n`);
    if (start < 0) { continue; }
    const next = text.indexOf('\n## ', start + 1);
    const end = next < 0 ? text.length : next + 1;
    const body = text.slice(start + `## ${manifest.version}\n`.length, end).trim();
    released.push({ name: manifest.name, version: manifest.version, level: bumpLevel(previous, manifest.version), changelogFile, text, start, end, body });
  }
  const changed = [];
  for (const release of released) {
    let body = relevel(release.body, release.level);
    if (body === NO_CHANGES) {
      const group = (config.fixed ?? []).find((members) => members.includes(release.name)) ?? [];
      const causes = released.filter((other) => other !== release && group.includes(other.name) && other.body !== NO_CHANGES && !/^### \w+ Changes\n\n(- Requires `[^\n]*\n?)+$/.test(other.body)).map((other) => other.name);
      body = fixedGroupReason(release.version, causes);
    }
    if (body !== release.body) {
      fs.writeFileSync(release.changelogFile, `${release.text.slice(0, release.start)}## ${release.version}\n\n${body}\n${release.end < release.text.length ? '\n' : ''}${release.text.slice(release.end)}`);
      changed.push(release.name);
    }
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  const changed = fixChangelogs(root);
  console.log(changed.length > 0 ? `Changelog entries set at their release's level: ${changed.join(', ')}` : 'Changelog entries: nothing to move.');
}
