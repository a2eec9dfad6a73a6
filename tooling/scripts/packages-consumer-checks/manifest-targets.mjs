// Every file the manifest points at is in the tarball: no condition may name a file left out
// (such as the workspace's `@node-downloads/source` condition pointing at src/).
import fs from 'node:fs';
import path from 'node:path';
import { assert, check } from './harness.mjs';
import { PACKAGES } from './packages.mjs';

export function checkManifestTargets({ webProject }) {
  for (const name of Object.values(PACKAGES)) {
    check(`${name}: every export condition, main, types and bin names a file of the tarball`, () => {
      const dir = path.join(webProject, 'node_modules', name);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const targets = [];
      const walk = (value, where) => {
        if (typeof value === 'string') {
          targets.push([where, value]);
        } else if (value && typeof value === 'object') {
          for (const [key, child] of Object.entries(value)) {
            walk(child, `${where} → ${key}`);
          }
        }
      };
      walk(manifest.exports, 'exports');
      for (const field of ['main', 'module', 'types', 'bin', 'typesVersions']) {
        walk(manifest[field], field);
      }
      const missing = targets.filter(([, target]) => !target.includes('*') && !fs.existsSync(path.join(dir, target)));
      assert(missing.length === 0, `not in the tarball: ${missing.map(([where, target]) => `${where}: ${target}`).join('; ')}`);
      return `${targets.length} targets`;
    });
  }
}
