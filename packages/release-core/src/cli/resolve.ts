/** `node-release resolve <alias>`: the release an alias names, one a line for a list alias. */
import type { LineReleaseMatch } from '../types';
import { COMMON } from './args';
import type { Command } from './command';

/** A release as `resolve --json` prints it. */
function describe({ release, minor }: LineReleaseMatch) {
  return {
    version: minor.versionWithPrefix,
    line: release.line,
    status: release.status,
    lts: release.isLts,
    codename: release.codename ?? null,
    date: minor.date,
    npm: minor.npm ?? null,
    v8: minor.v8 ?? null,
    endOfLife: release.endOfLife ?? null,
  };
}

export const resolveCommand: Command = {
  options: COMMON,
  positional: 'alias',
  advisories: false,
  run({ alias, json, io, resolve }) {
    const resolution = resolve(alias);
    const matches = resolution.kind === 'list' ? resolution.matches : [{ release: resolution.release, minor: resolution.minor }];
    if (json) {
      const described = matches.map(describe);
      io.stdout(`${JSON.stringify(resolution.kind === 'list' ? described : described[0], null, 2)}\n`);
    } else {
      io.stdout(matches.map((match) => `${match.minor.versionWithPrefix}\n`).join(''));
    }
    return 0;
  },
};
