// Every package the built code and types import is declared (a dependency or a peer): the web
// project has all three packages, so an undeclared one would resolve here but not for a user.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { assert, check } from './harness.mjs';
import { PACKAGES } from './packages.mjs';

export function checkDeclaredDependencies({ webProject }) {
  for (const name of Object.values(PACKAGES)) {
    check(`${name} declares every package its dist imports`, () => {
      const dir = path.join(webProject, 'node_modules', name);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
      const imported = new Set();
      for (const file of fs.readdirSync(path.join(dir, 'dist'))) {
        const text = fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
        for (const match of text.matchAll(/(?:from\s*|import\s*\(?\s*|require\s*\(\s*)['"]([^'"./][^'"]*)['"]/g)) {
          const specifier = match[1];
          if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
            imported.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
          }
        }
      }
      // A package whose types come from DefinitelyTyped (`semver` in release-core's types, its code
      // bundled) is declared by its `@types/` package.
      const undeclared = [...imported].filter((dependency) => !declared.has(dependency) && !declared.has(`@types/${dependency}`) && dependency !== name);
      assert(undeclared.length === 0, `imported but not declared: ${undeclared.join(', ')}`);
      return [...imported].sort().join(', ') || 'no imports';
    });
  }
}
