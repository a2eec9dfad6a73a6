// A Node project with release-core, release-shasums and detect: installed sizes, ESM import and
// CommonJS require, and the `node-release` command line through npx. Returns the project folder.
import fs from 'node:fs';
import path from 'node:path';
import { assert, check, must, run, sizes, writeJson } from './harness.mjs';
import { BUDGETS, FIXTURES, format, PACKAGES, V0_12_MSI } from './packages.mjs';
import { dependencyClosure, folderSize } from './measure.mjs';

export function checkNodeProject({ work, source }) {
  const nodeProject = path.join(work, 'node');
  fs.mkdirSync(nodeProject);
  writeJson(path.join(nodeProject, 'package.json'), { name: 'consumer-node', private: true, version: '0.0.0' });
  check('npm install release-core, release-shasums and detect (Node project)', () => {
    must('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', source('release-core'), source('release-shasums'), source('detect')], {
      cwd: nodeProject,
    });
  });
  for (const file of fs.readdirSync(path.join(FIXTURES, 'node'))) {
    fs.copyFileSync(path.join(FIXTURES, 'node', file), path.join(nodeProject, file));
  }
  for (const folder of ['release-core', 'release-shasums', 'detect']) {
    check(`budget: ${PACKAGES[folder]} installed ≤ ${format(BUDGETS[folder].installed)}`, () => {
      const dir = path.join(nodeProject, 'node_modules', PACKAGES[folder]);
      const own = folderSize(dir);
      const deps = [...dependencyClosure(nodeProject, dir).keys()].reduce((total, depDir) => total + folderSize(depDir), 0);
      sizes.push([`${PACKAGES[folder]} installed`, own], [`${PACKAGES[folder]} dependencies installed`, deps]);
      assert(own <= BUDGETS[folder].installed, `${format(own)} is over ${format(BUDGETS[folder].installed)}`);
      return `${format(own)}, dependencies ${format(deps)}`;
    });
  }
  check('Node ESM import of release-core, /data, release-shasums and detect', () => must('node', ['esm.mjs'], { cwd: nodeProject }).trim());
  check('CommonJS require of release-core, /data, release-shasums and detect', () => must('node', ['cjs.cjs'], { cwd: nodeProject }).trim());
  check('import and require in one program: instanceof ReleaseCoreError across the two builds; lts/* from /data/schedule', () =>
    must('node', ['dual.mjs'], { cwd: nodeProject }).trim(),
  );
  check('npx node-release: a good command prints the URL', () => {
    const out = must('npx', ['--no', 'node-release', 'url', '22.1.0', '--os', 'linux', '--platform', 'x64'], { cwd: nodeProject });
    assert(out.trim() === 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz', `printed ${JSON.stringify(out)}`);
  });
  check('npx node-release: a version that is no release exits 1, one newer than the data 3, an empty alias 2, each with a message', () => {
    const lines = [];
    for (const [args, status, named] of [
      [['resolve', '22.1.5', '--offline'], 1, /v22\.1\.5 is not a release/],
      [['resolve', '99.0.0', '--offline'], 3, /v99\.0\.0 is newer than the release data of \d{4}-\d{2}-\d{2}: run without --offline/],
      [['resolve', '', '--offline'], 2, /the alias is empty/],
    ]) {
      const result = run('npx', ['--no', 'node-release', ...args], { cwd: nodeProject });
      assert(result.status === status, `node-release ${args.join(' ')} exited ${result.status}, not ${status}`);
      assert(named.test(result.stderr), `stderr does not say why: ${JSON.stringify(result.stderr)}`);
      lines.push(result.stderr.trim().split('\n')[0]);
    }
    return lines.join('; ');
  });
  check('npx node-release --json: an error is JSON on stdout with its exit code; NODE_RELEASE_OFFLINE=1 is --offline', () => {
    const result = run('npx', ['--no', 'node-release', 'resolve', '99.0.0', '--json'], { cwd: nodeProject, env: { NODE_RELEASE_OFFLINE: '1' } });
    assert(result.status === 3, `exited ${result.status}, not 3`);
    const { error } = JSON.parse(result.stdout);
    assert(error.code === 'NEWER_THAN_DATA' && /run without NODE_RELEASE_OFFLINE/.test(error.message), `printed ${JSON.stringify(result.stdout)}`);
    return error.message;
  });
  check('npx node-release: bad usage exits 2', () => {
    for (const args of [[], ['resolve', 'lts', '--bogus']]) {
      const result = run('npx', ['--no', 'node-release', ...args], { cwd: nodeProject });
      assert(result.status === 2, `node-release ${args.join(' ')} exited ${result.status}`);
      assert(result.stderr.trim() !== '', `node-release ${args.join(' ')} printed no message`);
    }
  });
  check('npx node-release --version prints the packed version', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(nodeProject, 'node_modules', PACKAGES['release-core'], 'package.json'), 'utf8'));
    // After `--`: npx would answer `--version` itself.
    const out = must('npx', ['--no', '--', 'node-release', '--version'], { cwd: nodeProject }).trim();
    assert(new RegExp(`^${version.replaceAll('.', '\\.')} \\(release data of \\d{4}-\\d{2}-\\d{2}\\)$`).test(out), `printed ${JSON.stringify(out)}`);
    return out;
  });
  check('npx node-release with release-shasums: verify and a file only the published lists name', () => {
    const verify = must('npx', ['--no', 'node-release', 'verify', '22.1.0', '--os', 'darwin', '--file', 'node-v22.1.0.pkg'], { cwd: nodeProject });
    assert(verify.includes('| shasum -a 256 -c -'), `verify printed ${JSON.stringify(verify)}`);
    const url = must('npx', ['--no', 'node-release', ...V0_12_MSI], { cwd: nodeProject });
    assert(url.trim() === 'https://nodejs.org/dist/v0.12.18/x64/node-v0.12.18-x64.msi', `url printed ${JSON.stringify(url)}`);
  });
  return nodeProject;
}
