/** `node-release verify <alias>`: the commands that check a downloaded file and its signature. */
import { verifyCommands } from '../verify';
import { COMMON, TARGET } from './args';
import { buttonFile } from './button-file';
import { type Command, checksumLists, target } from './command';
import { MissingListsError } from './errors';
import { osName, pickValue, required } from './options';
import { SHASUMS_PACKAGE } from './shasums';

/** The kinds of file `--kind` names for `verify`. */
export const VERIFY_KINDS = ['installer', 'binary'] as const;

export const verifyCommand: Command = {
  options: { ...COMMON, ...TARGET, kind: { type: 'string' }, file: { type: 'string' } },
  positional: 'alias',
  advisories: false,
  async run(context) {
    const { command, values, json, io, environment } = context;
    const { minor, os, platform } = target(context);
    const kind = pickValue('--kind', values['kind'], VERIFY_KINDS) ?? 'binary';
    const shasums = await checksumLists(environment);
    if (shasums === undefined) {
      throw new MissingListsError(
        `verify needs the published checksum lists, which are not installed: npm install ${SHASUMS_PACKAGE}`,
      );
    }
    const file =
      typeof values['file'] === 'string' ? values['file'] : buttonFile(minor, os, required(platform, command), kind, shasums).fileName;
    const commands = verifyCommands({ release: minor, file, os, shasums });
    if (json) {
      const { steps, code, url, checksumsUrl, signature, sha256 } = commands;
      io.stdout(`${JSON.stringify({ version: minor.versionWithPrefix, os: osName(os), file, url, checksumsUrl, signature, sha256: sha256 ?? null, steps, code }, null, 2)}\n`);
    } else {
      io.stdout(`${commands.code}\n`);
    }
    return 0;
  },
};
