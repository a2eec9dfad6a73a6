// How the consumer's checks run: each check by name, its verdict and time printed, the tallies
// and the sizes kept for the summary; commands run with npm's noise turned down.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { MB } from './packages.mjs';

export const results = { passed: 0, failed: 0 };
export const sizes = [];

/** Runs one check and prints its verdict and its time, so a slow check shows in CI's log. */
export function check(name, fn) {
  const start = performance.now();
  const took = () => `[${((performance.now() - start) / 1000).toFixed(1)} s]`;
  try {
    const detail = fn();
    results.passed += 1;
    console.log(`ok   ${name}${detail ? ` (${detail})` : ''} ${took()}`);
  } catch (error) {
    results.failed += 1;
    const message = error instanceof Error ? error.message : String(error);
    console.log(`FAIL ${name} ${took()}: ${message.trim().split('\n').slice(0, 30).join('\n     ')}`);
  }
}

/** Runs a command; returns its status and output, never throws. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    encoding: 'utf8',
    timeout: options.timeout ?? 180_000,
    env: { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false', ...options.env },
    maxBuffer: 64 * MB,
  });
  return { status: result.status ?? -1, stdout: result.stdout ?? '', stderr: result.stderr ?? String(result.error ?? '') };
}

/** Runs a command that must succeed; returns its stdout. */
export function must(command, args, options) {
  const result = run(command, args, options);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

export function assert(condition, message) {
  if (!condition) {
    throw new Error(message);
  }
}

export function writeJson(file, value) {
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
