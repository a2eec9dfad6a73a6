// `prepack` of every published package: refuses to pack a package that is not built. Every file
// its package.json names for users (main, module, types, bin, and each path of `exports` but the
// workspace's source condition) must exist; else it exits 1 naming the package and the files.
//
//   node ../../tooling/scripts/prepack-check.mjs   (from a package's folder, as npm and pnpm run prepack)
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/** The workspace's export condition that points at `src/`, which the tarball leaves out. */
const SOURCE_CONDITION = '@node-downloads/source';

/** Every file path a manifest names for its users. */
export function publishedPaths(manifest) {
  const paths = [];
  const walk = (value, key) => {
    if (key === SOURCE_CONDITION) {
      return;
    }
    if (typeof value === 'string') {
      if (value.startsWith('./') && !value.includes('*')) {
        paths.push(value);
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) {
        walk(child, childKey);
      }
    }
  };
  walk(manifest.exports);
  for (const field of ['main', 'module', 'types']) {
    if (typeof manifest[field] === 'string') {
      paths.push(manifest[field]);
    }
  }
  walk(typeof manifest.bin === 'string' ? { bin: manifest.bin } : manifest.bin);
  return [...new Set(paths.map((file) => path.normalize(file)))];
}

/** The files a package in `dir` names but lacks. */
export function missingFiles(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { name: manifest.name, missing: publishedPaths(manifest).filter((file) => !fs.existsSync(path.join(dir, file))) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { name, missing } = missingFiles(process.cwd());
  if (missing.length > 0) {
    console.error(
      `${name} is not built, so it will not be packed: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. Run pnpm --filter ${name} build first.`,
    );
    process.exit(1);
  }
}
