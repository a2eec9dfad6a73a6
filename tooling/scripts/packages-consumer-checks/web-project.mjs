// A web project with ui, release-core, release-shasums and detect, React 19, TypeScript and Vite,
// type-checked under every module resolution a user may have. Returns the project folder.
import fs from 'node:fs';
import path from 'node:path';
import { check, must, writeJson } from './harness.mjs';
import { FIXTURES, REGISTRY } from './packages.mjs';

export function checkWebProject({ work, source }) {
  const webProject = path.join(work, 'web');
  fs.cpSync(path.join(FIXTURES, 'web'), webProject, { recursive: true });
  writeJson(path.join(webProject, 'package.json'), { name: 'consumer-web', private: true, version: '0.0.0', type: 'module' });
  check('npm install ui, release-core, detect with React 19, TypeScript and Vite (web project)', () => {
    must(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        source('ui'),
        source('release-core'),
        source('release-shasums'),
        source('detect'),
        ...Object.entries(REGISTRY).map(([name, version]) => `${name}@${version}`),
      ],
      { cwd: webProject },
    );
  });
  // `node` (node10) reads no `exports`: release-core's subpaths resolve through its `typesVersions`.
  for (const moduleResolution of ['node16', 'nodenext', 'bundler', 'node10']) {
    check(`tsc --noEmit, strict, skipLibCheck false, moduleResolution ${moduleResolution}`, () => {
      const config = `tsconfig.${moduleResolution}.json`;
      writeJson(path.join(webProject, config), {
        compilerOptions: {
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          target: 'es2022',
          lib: ['es2022', 'dom'],
          types: [],
          module: { node16: 'node16', nodenext: 'nodenext', node10: 'commonjs' }[moduleResolution] ?? 'esnext',
          moduleResolution,
          // TypeScript 6 asks node10 users to acknowledge that it is deprecated.
          ...(moduleResolution === 'node10' ? { ignoreDeprecations: '6.0' } : {}),
        },
        files: ['consumer.ts'],
      });
      must('node', ['node_modules/typescript/bin/tsc', '-p', config], { cwd: webProject });
    });
  }
  return webProject;
}
