// release-core installed alone, without the checksum lists: the command line falls back to the
// dist index tokens and names the package to install. Returns the project folder.
import fs from 'node:fs';
import path from 'node:path';
import { assert, check, must, run, writeJson } from './harness.mjs';
import { PACKAGES, V0_12_MSI } from './packages.mjs';

export function checkNodeWithoutLists({ work, source }) {
  const bareProject = path.join(work, 'node-without-lists');
  fs.mkdirSync(bareProject);
  writeJson(path.join(bareProject, 'package.json'), { name: 'consumer-node-without-lists', private: true, version: '0.0.0' });
  check('npm install release-core alone (Node project without the checksum lists)', () => {
    must('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', source('release-core')], { cwd: bareProject });
    assert(!fs.existsSync(path.join(bareProject, 'node_modules', PACKAGES['release-shasums'])), 'npm installed release-shasums, an optional peer');
  });
  check('npx node-release without release-shasums: url from the dist index tokens', () => {
    const out = must('npx', ['--no', 'node-release', 'url', '22.1.0', '--os', 'linux', '--platform', 'x64'], { cwd: bareProject });
    assert(out.trim() === 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz', `printed ${JSON.stringify(out)}`);
    const missing = run('npx', ['--no', 'node-release', ...V0_12_MSI], { cwd: bareProject });
    assert(missing.status === 1 && missing.stderr.includes(PACKAGES['release-shasums']), `exit ${missing.status}: ${JSON.stringify(missing.stderr)}`);
    return missing.stderr.trim();
  });
  check('npx node-release without release-shasums: verify exits 1 naming the package to install', () => {
    const result = run('npx', ['--no', 'node-release', 'verify', 'v24.11.1', '--os', 'linux', '--platform', 'x64'], { cwd: bareProject });
    assert(result.status === 1, `exit ${result.status}`);
    assert(result.stderr.includes(`npm install ${PACKAGES['release-shasums']}`), `stderr: ${JSON.stringify(result.stderr)}`);
    return result.stderr.trim();
  });
  return bareProject;
}
