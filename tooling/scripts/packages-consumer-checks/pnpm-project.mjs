// With `--registry`: the four packages added with pnpm from the registry, as a pnpm user installs them.
import fs from 'node:fs';
import path from 'node:path';
import { assert, check, must, writeJson } from './harness.mjs';
import { FIXTURES, REGISTRY } from './packages.mjs';

export function checkPnpmProject({ work, source }) {
  const pnpmProject = path.join(work, 'pnpm');
  fs.mkdirSync(pnpmProject);
  writeJson(path.join(pnpmProject, 'package.json'), { name: 'consumer-pnpm', private: true, version: '0.0.0' });
  check('pnpm add release-core, release-shasums, detect and ui with React 19 from the registry (pnpm project)', () => {
    must('pnpm', ['add', source('release-core'), source('release-shasums'), source('detect'), source('ui'), `react@${REGISTRY.react}`, `react-dom@${REGISTRY['react-dom']}`], {
      cwd: pnpmProject,
      env: { npm_config_strict_peer_dependencies: 'true', pnpm_config_strict_peer_dependencies: 'true' },
    });
  });
  for (const file of fs.readdirSync(path.join(FIXTURES, 'node'))) {
    fs.copyFileSync(path.join(FIXTURES, 'node', file), path.join(pnpmProject, file));
  }
  check('pnpm project: Node ESM import and CommonJS require of the packages', () =>
    [must('node', ['esm.mjs'], { cwd: pnpmProject }).trim(), must('node', ['cjs.cjs'], { cwd: pnpmProject }).trim()].join('; '),
  );
  check('pnpm project: node-release prints the URL', () => {
    const out = must(path.join(pnpmProject, 'node_modules/.bin/node-release'), ['url', '22.1.0', '--os', 'linux', '--platform', 'x64'], { cwd: pnpmProject });
    assert(out.trim() === 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz', `printed ${JSON.stringify(out)}`);
  });
}
