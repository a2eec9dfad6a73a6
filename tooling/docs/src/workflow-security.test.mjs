import { describe, expect, it } from 'vitest';
import { checkWorkflowFile } from './workflow-security.mjs';

const CHECKOUT = 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2';

const rules = (text, file = '.github/workflows/x.yml') => checkWorkflowFile(file, text).map((p) => `${p.line} ${p.rule}`);

describe('checkWorkflowFile', () => {
  it('passes a pinned, least-privilege workflow that passes untrusted text through env', () => {
    const text = `on: pull_request
permissions: {}
jobs:
  test:
    runs-on: ubuntu-24.04
    permissions:
      contents: read
      issues: write
    steps:
      - uses: ${CHECKOUT}
      - uses: ./actions/audit
      - env:
          TITLE: \${{ github.event.pull_request.title }}
          BASE: \${{ github.event.pull_request.base.sha }}
        run: echo "$TITLE" \${{ github.event.pull_request.number }} \${{ github.event.workflow_run.head_sha }}
`;
    expect(checkWorkflowFile('.github/workflows/x.yml', text)).toEqual([]);
  });

  it('refuses an action named by tag or branch, and a SHA without its version comment', () => {
    const text = `on: push
permissions:
  contents: read
jobs:
  a:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4.2.2
      - uses: actions/cache@main
      - uses: github/codeql-action/init@8aad20d150bbac5944a9f9d289da16a4b0d87c1e
      - uses: 'actions/setup-node@11bd719'
  b:
    uses: org/repo/.github/workflows/w.yml@v1
`;
    const problems = checkWorkflowFile('w.yml', text);
    expect(problems.map((p) => `${p.line} ${p.rule}`)).toEqual(['8 unpinned-uses', '9 unpinned-uses', '10 unpinned-uses', '11 unpinned-uses', '13 unpinned-uses']);
    expect(problems[0].message).toContain('actions/checkout@v4.2.2 is not pinned to a full commit SHA');
    expect(problems[2].message).toContain('no version comment');
  });

  it('refuses missing top-level permissions, write at the top level and write-all anywhere', () => {
    expect(rules(`on: push\njobs:\n  a:\n    runs-on: x\n    steps: []\n`)).toEqual(['1 excessive-permissions']);
    expect(rules(`on: push\npermissions: write-all\njobs: {}\n`)).toEqual(['2 excessive-permissions']);
    expect(rules(`on: push\npermissions:\n  contents: write\n  issues: read\njobs: {}\n`)).toEqual(['3 excessive-permissions']);
    expect(rules(`on: push\npermissions: {}\njobs:\n  a:\n    permissions: write-all\n    runs-on: x\n    steps: []\n`)).toEqual(['5 excessive-permissions']);
    // Write scopes in the job that needs them are the point.
    expect(rules(`on: push\npermissions: {}\njobs:\n  a:\n    permissions:\n      contents: write\n    runs-on: x\n    steps: []\n`)).toEqual([]);
  });

  it('refuses a checkout of the pull request head in a pull_request_target workflow', () => {
    const text = `on:
  pull_request_target:
permissions: {}
jobs:
  a:
    runs-on: x
    steps:
      - uses: ${CHECKOUT}
        with:
          ref: \${{ github.event.pull_request.head.sha }}
`;
    const problems = checkWorkflowFile('t.yml', text);
    expect(problems.map((p) => `${p.line} ${p.rule}`)).toEqual(['10 dangerous-checkout']);
    expect(problems[0].message).toContain('pull_request_target');
    // The same checkout on pull_request runs with a read-only token and no secrets.
    expect(rules(text.replace('pull_request_target', 'pull_request'))).toEqual([]);
  });

  it('refuses untrusted input expanded in run: and in github-script, naming the expression', () => {
    const text = `on: [issues, pull_request, workflow_dispatch]
permissions: {}
jobs:
  a:
    runs-on: x
    steps:
      - run: echo "\${{ github.event.issue.title }}"
      - run: |
          git checkout \${{ github.head_ref }}
          echo \${{ inputs.version }}
      - uses: actions/github-script@60a0d83039c74a4aee543508d2ffcb1c3799cdea # v7.0.1
        with:
          script: console.log("\${{ github.event.comment.body }}")
`;
    const problems = checkWorkflowFile('i.yml', text);
    expect(problems.map((p) => `${p.line} ${p.rule}`)).toEqual(['7 template-injection', '8 template-injection', '8 template-injection', '13 template-injection']);
    expect(problems[0].message).toContain('github.event.issue.title');
    expect(problems[1].message).toContain('github.head_ref');
    expect(problems[2].message).toContain('inputs.version');
  });

  it('checks composite actions without asking them for workflow permissions', () => {
    const text = `name: x
runs:
  using: composite
  steps:
    - shell: bash
      run: echo \${{ inputs.package }}
    - uses: actions/cache@v4
`;
    expect(rules(text, 'actions/x/action.yml')).toEqual(['6 template-injection', '7 unpinned-uses']);
  });
});
