/**
 * Starting and stopping the helper processes of the site's scripts (Chromium for the Lighthouse
 * gate, nginx, Playwright) without a race on their folders: a process is stopped by signalling
 * its whole process group, and the caller is answered only once every process of the group is
 * gone, so nothing writes into a folder after it was removed. Folders are removed with retries,
 * which a late write by some other program (a crash reporter, a file indexer) cannot defeat.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import fs from 'node:fs';

/** A process started as the leader of its own process group. */
export type GroupProcess = {
  child: ChildProcess;
  /** Resolves with how the group leader ended (`exit code N`, `signal S` or a spawn error). */
  exited: Promise<string>;
  /** Stops the whole group and resolves once no process of it is left. */
  stop: (options?: { graceMs?: number }) => Promise<void>;
};

/** Whether any process of the group led by `pid` still exists. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of the group exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `command` as the leader of a new process group (`detached`), so that stopping it reaches
 * the processes it started itself (Chromium's renderers, nginx's workers).
 */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): GroupProcess {
  const child = spawn(command, args, { stdio: 'ignore', ...options, detached: true });
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
  });
  let stopping: Promise<void> | undefined;
  const stop = ({ graceMs = 5_000 } = {}) => {
    stopping ??= (async () => {
      const pid = child.pid;
      if (pid === undefined) {
        await exited;
        return;
      }
      signalGroup(pid, 'SIGTERM');
      const deadline = Date.now() + graceMs;
      while (groupAlive(pid) && Date.now() < deadline) {
        await sleep(25);
      }
      if (groupAlive(pid)) {
        signalGroup(pid, 'SIGKILL');
        while (groupAlive(pid)) {
          await sleep(25);
        }
      }
      // The leader may already be gone from the group's point of view and not yet reaped.
      await exited;
    })();
    return stopping;
  };
  return { child, exited, stop };
}

/**
 * Removes a folder and everything in it, retrying when its content changes under the removal
 * (ENOTEMPTY, EBUSY): a stopped process's last write, or a program that still held a file.
 */
export function removeFolder(folder: string): void {
  fs.rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
}
