/**
 * The GitHub Action of the repository (actions/audit/action.yml) runs `node-release audit`: these
 * tests run its audit step's script exactly as written, with the environment the runner gives it
 * from the action's inputs, against the built command line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { name: string; id?: string; shell: string; env: Record<string, string>; run: string };
type Action = {
  inputs: Record<string, { default: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
};

/** A GitHub Actions expression, as action.yml writes it: `${{ inner }}`. */
const expression = (inner: string): string => `\${{ ${inner} }}`;
const CLI_PATH = `${expression('runner.temp')}/node-release/node_modules/@node-downloads/release-core/dist/cli.js`;

const action = parse(readFileSync(fileURLToPath(new URL('../../../actions/audit/action.yml', import.meta.url)), 'utf8')) as Action;
const built = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const audit = action.runs.steps.find((step) => step.id === 'audit');
const work = mkdtempSync(join(tmpdir(), 'audit-action-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Runs the audit step as the runner does: each `env` entry of the step with its `${{ inputs.x }}`
 * expression replaced by the input (given, else its default), `runner.temp` and the output file.
 */
function runAuditStep(inputs: Record<string, string>) {
  const values = Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, inputs[name] ?? input.default]));
  const env: Record<string, string> = {};
  for (const [name, text] of Object.entries(audit!.env)) {
    env[name] = text
      .replace(CLI_PATH, built)
      .replace(/\$\{\{ inputs\.(\w+) \|\| env\.NODE_MIRROR \}\}/, (_, input: string) => values[input] ?? '')
      .replace(/\$\{\{ inputs\.(\w+) \}\}/, (_, input: string) => values[input] ?? '');
  }
  const output = join(work, `output-${Math.random().toString(36).slice(2)}`);
  const result = spawnSync('bash', ['-c', audit!.run], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', HOME: work, GITHUB_OUTPUT: output, ...env },
  });
  const report = existsSync(output) ? /report<<NODE_RELEASE_AUDIT\n([\s\S]*)NODE_RELEASE_AUDIT\n/.exec(readFileSync(output, 'utf8'))?.[1] : undefined;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, report: report === undefined ? undefined : (JSON.parse(report) as Record<string, unknown>) };
}

describe('the audit action', () => {
  it('is a composite action that installs release-core, then runs node-release audit with the built path it installed', () => {
    expect(action.runs.using).toBe('composite');
    const install = action.runs.steps[0]!;
    expect(install.run).toContain('npm install');
    expect(install.run).toContain('"$RUNNER_TEMP/node-release"');
    const installVariables = install.env;
    const auditVariables = audit?.env ?? {};
    expect(installVariables['PACKAGE']).toBe(expression('inputs.package'));
    expect(auditVariables['NODE_RELEASE_CLI']).toBe(CLI_PATH);
    expect(action.outputs['report']?.value).toBe(expression('steps.audit.outputs.report'));
    // Every input the step reads is one of the action's.
    for (const text of Object.values(audit!.env)) {
      for (const [, input] of text.matchAll(/inputs\.(\w+)/g)) {
        expect(action.inputs, text).toHaveProperty(input!);
      }
    }
  });
});

describe.runIf(existsSync(built))('the audit action, run as the runner runs it', () => {
  it('fails the job for a vulnerable release, printing the audit and leaving the JSON report as its output', () => {
    const result = runAuditStep({ version: 'v20.11.0', os: 'win', offline: 'true' });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^v20\.11\.0 on Windows: \d+ known vulnerabilities/);
    expect(result.report).toMatchObject({ version: 'v20.11.0', os: 'WIN', vulnerable: true, endOfLife: true, dataSource: 'snapshot' });
  });

  it('checks the Node.js on the PATH when given no version', () => {
    const result = runAuditStep({ offline: 'true', os: 'linux' });
    // The runner's Node: 0 or 1 by its advisories, 3 when newer than the embedded data; never bad usage.
    expect([0, 1, 3]).toContain(result.status);
    expect(`${result.stdout}${result.stderr}`).toContain(process.version);
  });

  it('passes for a release without known vulnerabilities', () => {
    const result = runAuditStep({ version: 'v26.13.0', os: 'linux', offline: 'true' });
    expect(result.status).toBe(0);
    expect(result.report).toMatchObject({ version: 'v26.13.0', vulnerable: false });
  });

  it('fails with exit 3 and no report for a release newer than the data, and 2 for bad input', () => {
    const newer = runAuditStep({ version: 'v26.14.0', os: 'linux', offline: 'true' });
    expect(newer).toMatchObject({ status: 3, report: undefined });
    expect(newer.stderr).toContain('v26.14.0 is newer than the release data of 2026-11-16: run without --offline');
    expect(runAuditStep({ version: 'v20.11.0', os: 'plan9', offline: 'true' })).toMatchObject({ status: 2, report: undefined });
  });
});
