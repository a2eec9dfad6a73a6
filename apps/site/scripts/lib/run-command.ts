import { spawn } from 'node:child_process';

/** A command that ran to its end: its exit code, what it printed, and how long it took. */
export type CommandOutcome = { code: number | null; stdout: string; stderr: string; ms: number };

/**
 * Runs a command to its end without blocking this process (which may be serving what the command
 * asks for, as the tests' local mirror does), with colours off. `undefined` in `env` removes a
 * variable from the environment the command inherits.
 */
export function runCommand(command: string, args: readonly string[], options: { cwd: string; env?: Record<string, string | undefined> }): Promise<CommandOutcome> {
  const started = Date.now();
  const env = Object.fromEntries(Object.entries({ ...process.env, FORCE_COLOR: '0', ...options.env }).filter(([, value]) => value !== undefined));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}
