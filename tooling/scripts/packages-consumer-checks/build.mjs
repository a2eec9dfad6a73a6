// The packages built as the release builds them, before anything is packed.
import { check, must, } from './harness.mjs';
import { PACKAGES, ROOT } from './packages.mjs';

export function buildPackages() {
  check('build the packages', () => {
    must('pnpm', ['turbo', 'run', 'build', ...Object.values(PACKAGES).map((name) => `--filter=${name}`), '--output-logs=errors-only'], {
      cwd: ROOT,
      env: { TURBO_TELEMETRY_DISABLED: '1' },
    });
  });
}
