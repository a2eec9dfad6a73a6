/** `node-release --version [--json]`: the program's version and the date of its embedded release data. */
import type { CliEnvironment, CliIo } from './environment';
import { UsageError } from './errors';
import { quoted } from './args';

export async function printVersion(rest: readonly string[], io: CliIo, environment: CliEnvironment): Promise<number> {
  const json = rest.length === 1 && rest[0] === '--json';
  if (rest.length > 0 && !json) {
    throw new UsageError(`--version takes no arguments but --json, got ${quoted(rest)}`);
  }
  if (environment.version === undefined) {
    throw new UsageError('--version: the version of this program is not known here');
  }
  const { SNAPSHOT_DATE } = await import('../data');
  io.stdout(json ? `${JSON.stringify({ version: environment.version, snapshotDate: SNAPSHOT_DATE }, null, 2)}\n` : `${environment.version} (release data of ${SNAPSHOT_DATE})\n`);
  return 0;
}
