import { describe, expect, it } from 'vitest';
import { envReadsOf } from './env-reads.mjs';

describe('the environment variables a file reads', () => {
  it('finds direct reads, reads through an environment object and Vite reads in code', () => {
    const code = [
      'const out = process.env.SITE_OUT_DIR;',
      "const ci = process.env['CI'];",
      'export function binary(env = process.env) { return env.NGINX_BIN ?? env?.["NGINX_CONF"]; }',
      'const origin = environment.SITE_ORIGIN;',
      'if (import.meta.env.DEV && import.meta.env.VITE_FLAG) {}',
      'const notARead = { CONSTANT_NAME: 1 };',
    ].join('\n');
    expect([...envReadsOf('scripts/build.ts', code)].sort()).toEqual(['CI', 'NGINX_BIN', 'NGINX_CONF', 'SITE_ORIGIN', 'SITE_OUT_DIR', 'VITE_FLAG']);
  });

  it('finds in shell scripts the variables read with a default or a test, not those the script sets', () => {
    const script = `runs=\${LIGHTHOUSE_RUNS:-3}
export SITE_NOW="\${SITE_NOW:-2026-11-22}"
: "\${TOKEN:?a token is needed}"
ROOT=$PWD
echo "$ROOT \${ROOT}"`;
    expect([...envReadsOf('tooling/ci.d/check.sh', script)].sort()).toEqual(['LIGHTHOUSE_RUNS', 'SITE_NOW', 'TOKEN']);
    expect([...envReadsOf('.ci/run', `x=\${SITE_NOW:-today}`)]).toEqual(['SITE_NOW']);
  });
});

describe('the settings a workflow reads', () => {
  it('finds the secrets, repository variables and environment a step reads', () => {
    const workflow = `jobs:
  deploy:
    steps:
      - run: pnpm build
        env:
          SITE_ORIGIN: \${{ vars.SITE_ORIGIN }}
          NPM_CONFIG_PROVENANCE: true
      - with:
          apiToken: \${{ secrets.CLOUDFLARE_API_TOKEN }}
        if: \${{ env.REFRESH_FAILED == 'true' }}`;
    expect([...envReadsOf('.github/workflows/site.yml', workflow)].sort()).toEqual(['CLOUDFLARE_API_TOKEN', 'REFRESH_FAILED', 'SITE_ORIGIN']);
  });
});
