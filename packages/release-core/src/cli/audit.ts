/**
 * `node-release audit [version]`: the known vulnerabilities of a release (default: the Node.js
 * running the command) on a system; exit code 1 when any affects it or its line is end-of-life.
 */
import { AliasError } from '../alias';
import { createAuditor } from '../audit';
import type { LineReleaseMatch } from '../types';
import { COMMON } from './args';
import { auditJson, auditText } from './audit-output';
import { type Command, one } from './command';
import { UsageError } from './errors';
import { dataDay } from './loaded-data';
import { hostOs, OS_VALUES, pick } from './options';

export const auditCommand: Command = {
  options: { ...COMMON, os: { type: 'string' } },
  positional: 'version',
  advisories: true,
  run({ alias, values, json, io, environment, loaded, releases, resolve }) {
    let match: LineReleaseMatch;
    try {
      match = one(resolve(alias), alias, 'audit');
    } catch (error) {
      if (error instanceof AliasError) {
        throw new UsageError(`audit: ${error.message} (the release data is of ${dataDay(loaded)})`);
      }
      throw error;
    }
    const osValue = values['os'];
    // `any`: every system; no --os: this system, as the other commands.
    const os =
      typeof osValue === 'string' && osValue.toLowerCase() === 'any'
        ? undefined
        : (pick('--os', osValue, { ...OS_VALUES, any: undefined }) ?? environment.host?.os ?? hostOs());
    const answer = createAuditor({ releases, advisories: loaded.data.advisories }).audit(match.minor.version, os);
    const about = { source: loaded.source, asOf: loaded.asOf };
    io.stdout(json ? auditJson(answer, dataDay(loaded), about) : auditText(answer, dataDay(loaded)));
    return answer.vulnerable ? 1 : 0;
  },
};
