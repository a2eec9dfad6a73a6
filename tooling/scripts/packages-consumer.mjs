// The published packages as npm users get them. Packs release-core, release-shasums, detect and ui,
// installs the tarballs with npm into fresh projects in a temporary folder outside the workspace
// (no workspace links, no hoisting help) and checks them there:
// - Node ESM import and CommonJS require of release-core (with `/data`), release-shasums and
//   detect; the `node-release` command line through npx (a good command, an unknown version,
//   bad usage), with the checksum lists installed and, in a second project that has release-core
//   alone, without them (`url` from the dist index tokens, `verify` asking for release-shasums);
// - `tsc --noEmit` (strict, skipLibCheck false) under moduleResolution node16, nodenext, bundler and
//   node10 over a file using the main APIs of all four packages and release-core's subpaths;
// - ui with React 19 from the registry: renderToString of every exported component with real data
//   from the snapshot, a `vite build` of a small app with ui's stylesheet, one copy of React;
// - every package a built file imports is a declared dependency or peer dependency;
// - every `js example` code block of the four package READMEs, run as a module, printing what its
//   `// prints:` comments say (release-core's where release-core alone is installed);
// - what each tarball holds (LICENSE, README, no inlined data), that every target of every
//   `exports` condition, `main`, `types` and `bin` is a file of the tarball, and the size budgets below;
// - `node-release --version` prints the packed version;
// - a page with one deferred ui Select loads no Radix before the first interaction (Radix loads
//   when the select is reached) and at most 5 KB (gzip) more than a page with one Badge;
// - every size and format figure of the READMEs (FIGURES below) against the packed tarballs.
// With `--registry` the packages go through a real registry first, as users install them: a local
// Verdaccio (tooling/scripts/local-registry.mjs) gets every package from `pnpm release`, the
// release pipeline's own command; the tarballs checked are the ones the registry serves, every
// project installs the packages from it by name and version, and one more project installs them
// with pnpm.
// Prints one line per check (`ok` / `FAIL`), the sizes, and `packages consumer: N passed, N failed`;
// with CI_REPORTS set it also writes `.reports/packages-consumer.json` for the CI summary.
// Exits 1 when a check fails. `--keep` keeps the temporary folder for a look.
// Each check is a module of tooling/scripts/packages-consumer-checks/, run here in order.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPackages } from './packages-consumer-checks/build.mjs';
import { checkDeclaredDependencies } from './packages-consumer-checks/declared-dependencies.mjs';
import { results, sizes, writeJson } from './packages-consumer-checks/harness.mjs';
import { publishToLocalRegistry } from './packages-consumer-checks/local-registry.mjs';
import { checkManifestTargets } from './packages-consumer-checks/manifest-targets.mjs';
import { checkNodeProject } from './packages-consumer-checks/node-project.mjs';
import { checkNodeWithoutLists } from './packages-consumer-checks/node-without-lists.mjs';
import { format, PACKAGES, ROOT } from './packages-consumer-checks/packages.mjs';
import { checkPnpmProject } from './packages-consumer-checks/pnpm-project.mjs';
import { checkReadmeExamples } from './packages-consumer-checks/readme-examples.mjs';
import { checkReadmeFigures } from './packages-consumer-checks/readme-figures.mjs';
import { checkTarballs } from './packages-consumer-checks/tarballs.mjs';
import { checkUiInApp } from './packages-consumer-checks/ui-in-app.mjs';
import { checkWebProject } from './packages-consumer-checks/web-project.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'packages-consumer-'));
const tarballs = {};
const started = Date.now();
const viaRegistry = process.argv.includes('--registry');
let registry;
/** What a project installs a package from: its name and version on the registry, or its tarball. */
const source = (folder) => {
  if (!viaRegistry) {
    return tarballs[folder];
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages', folder, 'package.json'), 'utf8'));
  return `${PACKAGES[folder]}@${version}`;
};

try {
  buildPackages();
  if (viaRegistry) {
    registry = await publishToLocalRegistry({ work, source });
  }
  checkTarballs({ work, tarballs, source, viaRegistry });
  const nodeProject = checkNodeProject({ work, source });
  const bareProject = checkNodeWithoutLists({ work, source });
  if (viaRegistry) {
    checkPnpmProject({ work, source });
  }
  const webProject = checkWebProject({ work, source });
  checkUiInApp({ webProject });
  checkDeclaredDependencies({ webProject });
  checkManifestTargets({ webProject });
  checkReadmeFigures({ tarballs, nodeProject, webProject });
  checkReadmeExamples({ nodeProject, bareProject, webProject });
} finally {
  registry?.stop();
  if (process.argv.includes('--keep')) {
    console.log(`kept ${work}`);
  } else {
    // Every command ran to its end (spawnSync); the retries cover a late write by a process one
    // of them left behind (a Vite or npm helper).
    fs.rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  }
}

console.log('sizes:');
for (const [label, bytes] of sizes) {
  console.log(`  ${label}: ${format(bytes)}`);
}
console.log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`packages consumer: ${results.passed} passed, ${results.failed} failed`);
if (process.env.CI_REPORTS) {
  fs.mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
  writeJson(path.join(ROOT, '.reports/packages-consumer.json'), { ...results, skipped: 0 });
}
process.exit(results.failed > 0 ? 1 : 0);
