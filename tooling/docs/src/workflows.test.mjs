import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readWorkspace } from './workspace.mjs';
import { checkWorkflows, commandLines } from './workflows.mjs';

let root;

function workspace(files) {
  root = mkdtempSync(join(tmpdir(), 'workflows-check-'));
  const all = {
    'package.json': JSON.stringify({ name: 'root', scripts: { 'data:refresh': 'x', release: 'x' } }),
    'pnpm-workspace.yaml': 'packages:\n  - apps/*\n',
    'apps/site/package.json': JSON.stringify({ name: '@scope/site', scripts: { build: 'x' } }),
    'tooling/ci.sh': '',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return readWorkspace(root, { cliHelp: () => 'Commands:\n\nOptions:\n' });
}

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('checkWorkflows', () => {
  it('passes when every script, file and folder a step runs exists', () => {
    const ws = workspace({
      '.github/workflows/site.yml': `on: push
jobs:
  deploy:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4.2.2
      - name: Refresh
        run: |
          status=0
          pnpm data:refresh || status=$?
          if ! bash tooling/ci.sh; then
            echo failed
          fi
      - name: Build
        working-directory: apps/site
        run: pnpm run build
`,
    });
    expect(checkWorkflows(ws)).toEqual([]);
  });

  it('names the workflow, the job and the step of a missing script, file or folder', () => {
    const ws = workspace({
      '.github/workflows/release.yml': `on: push
jobs:
  release:
    runs-on: ubuntu-24.04
    steps:
      - name: Publish
        run: pnpm publish-all
      - name: Check
        run: |
          SITE_NOW=2026-01-01 node tooling/missing.mjs \\
            --flag
      - uses: ./.github/actions/setup
`,
    });
    expect(checkWorkflows(ws)).toEqual([
      '.github/workflows/release.yml: job "release", step "Publish": `pnpm publish-all`: the root package.json has no script "publish-all"',
      '.github/workflows/release.yml: job "release", step "Check": `node tooling/missing.mjs`: no such file',
      '.github/workflows/release.yml: job "release", step "./.github/actions/setup": local action ./.github/actions/setup: no such folder',
    ]);
  });
});

describe('commandLines', () => {
  it('joins continuations and leaves out comments, here-doc bodies and block keywords', () => {
    expect(commandLines('# a comment\nif ! pnpm a; then\n  cat > f <<EOF\npnpm nothing\nEOF\nfi\nnode x.mjs \\\n  --y\n')).toEqual([
      'pnpm a; then',
      'cat > f <<EOF',
      'node x.mjs  --y',
    ]);
  });
});
