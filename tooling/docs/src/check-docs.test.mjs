import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs, pathOf } from './check-docs.mjs';
import { readWorkspace } from './workspace.mjs';

const HELP = `Usage: node-release <command> <alias> [options]

Commands:
  resolve <alias>   the release an alias names
  audit [version]   the known vulnerabilities of a release

Options:
  --now YYYY-MM-DD   the day to answer for
  --json             print JSON
`;

const OPERATING = `# Operating

## Environment variables

| name | default | effect | read by |
|---|---|---|---|
| \`SITE_NOW\` | today | the build's day | \`apps/site/scripts/build.ts\` |
| \`RELEASE_DATA_INDEX_URL\` | the dist index | a mirror | \`apps/site/scripts/refresh.ts\` |
`;

let root;

/** A small repository: a workspace of one app, turbo tasks, code that reads variables, and the docs given. */
function repository(docs, code = {}) {
  root = mkdtempSync(join(tmpdir(), 'docs-check-'));
  const files = {
    'package.json': JSON.stringify({ name: 'root', scripts: { build: 'turbo run build', 'docs:check': 'node x' } }),
    'pnpm-workspace.yaml': 'packages:\n  - apps/*\n',
    'turbo.json': JSON.stringify({ tasks: { build: {}, test: {} } }),
    'apps/site/package.json': JSON.stringify({ name: '@scope/site', scripts: { build: 'x', serve: 'y' } }),
    'apps/site/scripts/build.ts': 'const now = process.env.SITE_NOW;\nexport const SNAPSHOT_DATE = "2026-11-16";\n',
    'apps/site/scripts/refresh.ts': "const names = { index: 'RELEASE_DATA_INDEX_URL' };\n",
    'tooling/dev.sh': '#!/bin/sh\n',
    'docs/operating.md': OPERATING,
    ...code,
    ...docs,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return checkDocs(root, { workspace: readWorkspace(root, { cliHelp: () => HELP }) });
}

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the docs check', () => {
  it('passes docs whose every script, path, link, command and variable exists', () => {
    const problems = repository({
      'README.md': [
        '# Project',
        '',
        'See [operating](docs/operating.md#environment-variables) and `apps/site/scripts/build.ts:3`, `apps/*/package.json`, `apps/site/dist/index.html`.',
        'Aliases such as `lts/*` and media types such as `text/html` are no paths; `SNAPSHOT_DATE` is a constant of the code.',
        '',
        '```sh',
        'bash tooling/dev.sh start   # builds and serves',
        'SITE_NOW=2026-11-22 pnpm --filter @scope/site run build && pnpm turbo run build test',
        'cd apps/site && pnpm serve',
        'eval "$(bash tooling/dev.sh --env)"',
        'node-release resolve lts/* --now 2026-11-22 --json',
        'pnpm --filter <package> run <script>',
        'code=$?',
        '```',
      ].join('\n'),
    });
    expect(problems).toEqual([]);
  });

  it('names the doc and line of a script that no package has', () => {
    const problems = repository({ 'docs/guide.md': '# Guide\n\nRun `pnpm --filter @scope/site run deploy` or `pnpm docs:api`.\n' });
    expect(problems).toEqual([
      'docs/guide.md:3: `pnpm --filter @scope/site run deploy`: @scope/site has no script "deploy"',
      'docs/guide.md:3: `pnpm docs:api`: the root package.json has no script "docs:api"',
    ]);
  });

  it('names a package filter, a turbo task and a script file that do not exist', () => {
    const problems = repository({
      'docs/guide.md': '# Guide\n\n```bash\npnpm --filter @scope/web run build\npnpm turbo run lint\nbash tooling/ci.d/missing.sh\n```\n',
    });
    expect(problems).toEqual([
      'docs/guide.md:4: `pnpm --filter @scope/web`: no workspace package is named so',
      'docs/guide.md:5: `pnpm turbo run lint`: turbo.json has no task "lint"',
      'docs/guide.md:6: `bash tooling/ci.d/missing.sh`: no such file',
    ]);
  });

  it('names a path, a glob and a link that do not exist, and an anchor no heading has', () => {
    const problems = repository({
      'docs/guide.md': '# Guide\n\n`apps/site/scripts/serve.ts` and `apps/*/src`.\n\n[a](missing.md), [b](operating.md#deploying), [c](#guide)\n',
    });
    expect(problems).toEqual([
      'docs/guide.md:5: link to missing.md: no such file or folder',
      'docs/guide.md:5: link to operating.md#deploying: docs/operating.md has no heading with the anchor #deploying',
      'docs/guide.md:3: `apps/site/scripts/serve.ts`: no such file or folder (at the repository root or beside docs/guide.md)',
      'docs/guide.md:3: `apps/*/src`: no such file or folder (at the repository root or beside docs/guide.md)',
    ]);
  });

  it('names a variable a doc mentions that the table lacks', () => {
    const problems = repository({ 'docs/guide.md': '# Guide\n\nSet `SITE_ORIGIN=https://example.org` first.\n' });
    expect(problems).toEqual(['docs/guide.md:3: SITE_ORIGIN is not in the table of environment variables (docs/operating.md, "Environment variables")']);
  });

  it('names a variable the code reads that the table lacks, with the files that read it', () => {
    const problems = repository(
      {},
      {
        'apps/site/scripts/nginx.ts': 'export function binary(env = process.env) { return env.NGINX_BIN ?? "nginx"; }\n',
        'tooling/ci.d/lighthouse.sh': `runs=\${LIGHTHOUSE_RUNS:-3}\nlocal_only=\${runs}\n`,
      },
    );
    expect(problems).toEqual([
      'LIGHTHOUSE_RUNS: read by tooling/ci.d/lighthouse.sh, but not in the table of environment variables (docs/operating.md, "Environment variables")',
      'NGINX_BIN: read by apps/site/scripts/nginx.ts, but not in the table of environment variables (docs/operating.md, "Environment variables")',
    ]);
  });

  it('names a row of the table that no code reads', () => {
    const problems = repository({
      'docs/operating.md': `${OPERATING}| \`SITE_COLOUR\` | blue | nothing | nobody |\n`,
    });
    expect(problems).toEqual(['docs/operating.md:9: SITE_COLOUR is in the table, but no code reads it']);
  });

  it('names a README over 10 KB', () => {
    const problems = repository({ 'README.md': `# R\n\n${'A sentence of the kind that grows. '.repeat(300)}\n` });
    expect(problems).toEqual(['README.md: 10506 bytes, over the 10240 a README may have (move detail to docs/ or the API reference)']);
  });

  it('fails when the table of variables is missing', () => {
    const problems = repository({ 'docs/operating.md': '# Operating\n\nNothing here.\n' });
    expect(problems[0]).toBe('docs/operating.md: no table under the heading "Environment variables"');
  });

  it('names a command or an option of node-release that its help does not list', () => {
    const problems = repository({ 'docs/cli.md': '# CLI\n\n```sh\nnode-release versions --json\nnode-release audit v20.11.0 --offline\n```\n' });
    expect(problems).toEqual([
      'docs/cli.md:4: `node-release versions`: the command line has no command "versions" (its --help lists resolve, audit)',
      'docs/cli.md:5: `node-release … --offline`: the command line has no option --offline',
    ]);
  });

  it('checks the commands inside a substitution', () => {
    const problems = repository({ 'README.md': '# R\n\n```sh\neval "$(bash tooling/bootstrap.sh --env)"\n```\n' });
    expect(problems).toEqual(['README.md:4: `bash tooling/bootstrap.sh`: no such file']);
  });
});

describe('pathOf', () => {
  it('reads repository paths and leaves other words with a slash alone', () => {
    const here = process.cwd();
    expect(pathOf('src/check-docs.mjs:12', here, '.')).toBe('src/check-docs.mjs');
    expect(pathOf('lib/thing.ts', here, '.')).toBe('lib/thing.ts');
    expect(pathOf('lts/*', here, '.')).toBeUndefined();
    expect(pathOf('/download/current', here, '.')).toBeUndefined();
    expect(pathOf('https://nodejs.org/dist/', here, '.')).toBeUndefined();
    expect(pathOf('@node-downloads/release-core/data', here, '.')).toBeUndefined();
    expect(pathOf('latest-v{major}.x/', here, '.')).toBeUndefined();
  });
});
