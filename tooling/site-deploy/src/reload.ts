/**
 * After a switch, nginx must read the release's configuration (its redirects) again: the files
 * are served through `current` at once, the configuration only on a reload.
 *
 * `--reload CMD` runs CMD (by the shell) after the switch; `--no-reload` skips it. Without either,
 * the system's nginx is reloaded (`nginx -s reload`, which finds its master by its own pid file)
 * when that pid file names a running process, and nothing is run otherwise.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Where the system's nginx (Debian, most distributions) writes its master's pid. */
export const SYSTEM_NGINX_PID = '/run/nginx.pid';

/** What to do after a switch. */
export type ReloadChoice = { command: string } | { none: true } | { system: true };

function running(pidFile: string): boolean {
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) {
      return false;
    }
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs the reload chosen; returns what it did, for the command's output. Throws when the command fails. */
export function reload(choice: ReloadChoice, pidFile = SYSTEM_NGINX_PID): string {
  let command: string;
  if ('none' in choice) {
    return 'nginx not reloaded (--no-reload).';
  }
  if ('command' in choice) {
    command = choice.command;
  } else if (running(pidFile)) {
    command = 'nginx -s reload';
  } else {
    return `nginx not reloaded: no running nginx named by ${pidFile} (pass --reload CMD for another one).`;
  }
  const result = spawnSync(command, { shell: true, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`The reload command \`${command}\` failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout).trim()}`);
  }
  return `Reloaded nginx: ${command}`;
}
