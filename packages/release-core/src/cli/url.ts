/** `node-release url <alias>`: the download URL of a file of a release on a system. */
import type { DownloadKind } from '../types';
import { DOWNLOAD_KINDS, downloadUrl } from '../urls';
import { withPrefix } from '../version';
import { COMMON, TARGET } from './args';
import { type ButtonFile, buttonFile } from './button-file';
import { type Command, checksumLists, target } from './command';
import { osName, pickValue, required } from './options';

export const urlCommand: Command = {
  options: { ...COMMON, ...TARGET, kind: { type: 'string' } },
  positional: 'alias',
  advisories: false,
  async run(context) {
    const { command, values, json, io, environment, loaded } = context;
    const { minor, os, platform } = target(context);
    const kind: DownloadKind = pickValue('--kind', values['kind'], DOWNLOAD_KINDS) ?? 'binary';
    let file: ButtonFile;
    if (kind === 'source' || kind === 'shasum') {
      // The same file for every system.
      const url = downloadUrl({ version: minor.version, os, platform: platform ?? 'x64', kind, index: loaded.data.index });
      file = { url, fileName: url.slice(url.lastIndexOf('/') + 1), derived: false };
    } else {
      file = buttonFile(minor, os, required(platform, command), kind, await checksumLists(environment));
    }
    if (json) {
      const fields = { version: minor.versionWithPrefix, os: osName(os), platform: platform ?? null, kind, ...file };
      io.stdout(`${JSON.stringify(fields, null, 2)}\n`);
    } else {
      io.stdout(`${file.url}\n`);
    }
    if (file.derived) {
      io.stderr(`node-release: note: the release data lists no files of ${minor.versionWithPrefix}; ${file.fileName} is the file the naming rules expect${minor.filesDerivedFrom ? ` (from the files of ${withPrefix(minor.filesDerivedFrom)})` : ''}, not one known to be published\n`);
    }
    return 0;
  },
};
