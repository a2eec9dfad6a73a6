/**
 * The command line as the tests run it: a fixed day (2026-11-22) and host (Linux x64), with the
 * published checksum lists installed or not; each run gives what it wrote and its exit code.
 */
import { shasums } from '../src/data-shasums';
import { main } from '../src/node';

/** `--now 2026-11-22`. */
export const NOV = ['--now', '2026-11-22'];
export const LINUX_X64 = { os: 'LINUX', platform: 'x64' } as const;

/**
 * Runs the command line with a fixed day and host, with the published checksum lists installed
 * (`withoutLists` runs it without them); returns what it wrote and its exit code.
 */
async function runCli(lists: 'with lists' | 'without lists', argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(
    argv,
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    { now: new Date('2026-11-22T12:00:00Z'), host: LINUX_X64, shasums: lists === 'with lists' ? shasums : undefined },
  );
  return { code, stdout, stderr };
}

export const cli = (...argv: string[]) => runCli('with lists', argv);
export const withoutLists = (...argv: string[]) => runCli('without lists', argv);
