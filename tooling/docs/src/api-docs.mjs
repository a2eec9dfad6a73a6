#!/usr/bin/env node
/**
 * The API reference of the published packages, generated from their TSDoc comments into
 * `docs/api/` (Markdown, by TypeDoc and typedoc-plugin-markdown), so it never drifts from the code.
 *
 *   node tooling/docs/src/api-docs.mjs           writes docs/api/
 *   node tooling/docs/src/api-docs.mjs --check   fails (exit 1) naming each file of docs/api/ that
 *                                               differs from what the code generates, is missing
 *                                               or is stale; writes nothing
 *
 * The entry points are each package's `exports` entries with types, read from its package.json
 * (the `@node-downloads/source` condition names the TypeScript source), so a new entry point is
 * documented without touching this script. Each module is named as users import it
 * (`@node-downloads/release-core/data`).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, ReflectionKind } from 'typedoc';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT = join(ROOT, 'docs/api');
/** The packages whose API is documented, in the order of the reference's index. */
export const DOCUMENTED_PACKAGES = ['release-core', 'ui', 'detect', 'release-shasums'];
const SOURCE_CONDITION = '@node-downloads/source';

/** Each `exports` entry with TypeScript source: its import name and its source file. */
export function entryPointsOf(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(pkg.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && target !== null && typeof target[SOURCE_CONDITION] === 'string')
    .filter(([, target]) => /\.tsx?$/.test(target[SOURCE_CONDITION]))
    .map(([subpath, target]) => ({
      name: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
      file: resolve(packageDir, target[SOURCE_CONDITION]),
    }));
}

/** Writes the reference into `out` (emptied first). */
export async function generate(out) {
  const entries = DOCUMENTED_PACKAGES.flatMap((name) => entryPointsOf(join(ROOT, 'packages', name)));
  const app = await Application.bootstrapWithPlugins({
    name: 'Node.js downloads: package API reference',
    entryPoints: entries.map((entry) => entry.file),
    entryPointStrategy: 'resolve',
    tsconfig: join(ROOT, 'tooling/docs/tsconfig.api.json'),
    plugin: ['typedoc-plugin-markdown'],
    out,
    readme: 'none',
    // The reference is read on a code host and in an editor: an index per module, a page per member.
    outputFileStrategy: 'members',
    indexFormat: 'table',
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    classPropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    entryFileName: 'README.md',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    excludeScopesInPaths: true,
    useCodeBlocks: true,
    expandObjects: false,
    sort: ['kind', 'alphabetical'],
    excludePrivate: true,
    excludeInternal: true,
    skipErrorChecking: true,
    githubPages: false,
    disableSources: true,
    validation: { notExported: false, invalidLink: false, notDocumented: false },
    logLevel: 'Warn',
  });
  const project = await app.convert();
  if (project === undefined) {
    throw new Error('TypeDoc could not read the packages (see the messages above)');
  }
  // Each module takes the name users import it by rather than its file's, which TypeDoc gives as
  // the path from the packages' folder without the extension (and without a final `/index`).
  const importName = new Map(
    entries.map((entry) => [
      relative(join(ROOT, 'packages'), entry.file)
        .replace(/\.tsx?$/, '')
        .replace(/\/index$/, ''),
      entry.name,
    ]),
  );
  for (const module of project.getChildrenByKind(ReflectionKind.Module)) {
    const name = importName.get(module.name);
    if (name === undefined) {
      throw new Error(`TypeDoc named a module ${module.name}, which is no entry point of ${DOCUMENTED_PACKAGES.join(', ')}`);
    }
    module.name = name;
  }
  await rm(out, { recursive: true, force: true });
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) {
    throw new Error('TypeDoc reported errors (see above)');
  }
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder) {
  if (!existsSync(folder)) {
    return [];
  }
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(folder, file)).isFile())
    .sort();
}

/**
 * What differs between the reference in `docs` and what the code generates: each file missing,
 * different or stale, as `docs/api/<file>: why`.
 * @param {string} [docs] the reference to compare (default: docs/api/)
 * @returns {Promise<string[]>}
 */
export async function apiDocsProblems(docs = OUT) {
  const scratch = mkdtempSync(join(tmpdir(), 'api-docs-'));
  try {
    const fresh = join(scratch, 'api');
    await generate(fresh);
    const problems = [];
    const actual = new Set(filesUnder(docs));
    for (const file of filesUnder(fresh)) {
      if (!actual.has(file)) {
        problems.push(`docs/api/${file}: missing`);
      } else if ((await readFile(join(fresh, file), 'utf8')) !== (await readFile(join(docs, file), 'utf8'))) {
        problems.push(`docs/api/${file}: differs from what the packages' TSDoc comments generate`);
      }
      actual.delete(file);
    }
    for (const file of actual) {
      problems.push(`docs/api/${file}: no longer generated (stale)`);
    }
    return problems;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Writes docs/api/ whole: generated beside it, then swapped in, so a failure leaves it as it was. */
async function write() {
  const scratch = mkdtempSync(join(tmpdir(), 'api-docs-'));
  try {
    await generate(join(scratch, 'api'));
    await rm(`${OUT}.tmp`, { recursive: true, force: true });
    await cp(join(scratch, 'api'), `${OUT}.tmp`, { recursive: true });
    await rm(OUT, { recursive: true, force: true });
    await rename(`${OUT}.tmp`, OUT);
    console.log(`API reference written: ${relative(ROOT, OUT)}/ (${filesUnder(OUT).length} files)`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  if (!process.argv.includes('--check')) {
    await write();
    return;
  }
  const problems = await apiDocsProblems();
  if (problems.length > 0) {
    console.error(`The API reference is out of date; run \`pnpm docs:api\` and commit docs/api/:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exitCode = 1;
    return;
  }
  console.log(`API reference up to date (docs/api/, ${filesUnder(OUT).length} files)`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
