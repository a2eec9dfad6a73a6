// With `--registry`: a local Verdaccio (tooling/scripts/local-registry.mjs) started, and every
// package published to it with `pnpm release`, the release pipeline's own command. The registry's
// start counts as a check of its own. Returns the registry (undefined when it did not start).
import fs from 'node:fs';
import path from 'node:path';
import { startRegistry } from '../local-registry.mjs';
import { assert, check, must, results } from './harness.mjs';
import { PACKAGES, ROOT } from './packages.mjs';

export async function publishToLocalRegistry({ work, source }) {
  const registryDir = path.join(work, 'registry');
  fs.mkdirSync(registryDir);
  const registryStarted = performance.now();
  let registry;
  try {
    registry = await startRegistry(registryDir);
    // Every command from here on (npm, pnpm, npx) uses the local registry.
    Object.assign(process.env, registry.env);
    console.log(`ok   start a local registry at ${registry.url}, proxying ${registry.upstream} [${((performance.now() - registryStarted) / 1000).toFixed(1)} s]`);
    results.passed += 1;
  } catch (error) {
    console.log(`FAIL start a local registry: ${error instanceof Error ? error.message : String(error)}`);
    results.failed += 1;
  }
  check('publish every package to the local registry with pnpm release, as the release pipeline does', () => {
    assert(registry, 'no registry');
    // No git tags: the release pipeline tags what it publishes to the public registry only.
    // No provenance either: every package's publishConfig asks for it, which only the release
    // workflow's OIDC token can sign; under GitHub Actions without `id-token: write` (the test
    // workflow) pnpm would otherwise try to fetch that token first.
    const out = must('pnpm', ['release', '--no-git-tag'], {
      cwd: ROOT,
      env: { CI: 'true', pnpm_config_provenance: 'false', npm_config_provenance: 'false' },
    });
    for (const folder of Object.keys(PACKAGES)) {
      const served = must('npm', ['view', source(folder), 'version'], { cwd: work }).trim();
      assert(served !== '', `the registry does not serve ${source(folder)}\n${out.slice(-2000)}`);
    }
    return Object.keys(PACKAGES).map(source).join(', ');
  });
  return registry;
}
