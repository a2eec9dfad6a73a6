/** `node-release script <alias>`: the install script of an install method, as the download page shows it. */
import { installMethodFor } from '../catalogue';
import { disabledReasons } from '../compatibility';
import { IncompatibleSelectionError, installScript } from '../install-script';
import type { InstallMethodId } from '../types';
import { COMMON, TARGET } from './args';
import { type Command, target } from './command';
import { UsageError } from './errors';
import { METHOD_VALUES, osName, PM_VALUES, pick, pickValue } from './options';

export const scriptCommand: Command = {
  options: { ...COMMON, ...TARGET, method: { type: 'string' }, pm: { type: 'string' } },
  positional: 'alias',
  advisories: false,
  run(context) {
    const { values, json, io } = context;
    const { release, minor, os, platform } = target(context);
    const methodName = values['method'];
    if (methodName === undefined) {
      throw new UsageError(`script: --method is required (expected one of ${METHOD_VALUES.join(', ')})`);
    }
    const installMethod = pickValue('--method', methodName, METHOD_VALUES)!.toUpperCase() as InstallMethodId;
    const packageManager = pick('--pm', values['pm'], PM_VALUES) ?? 'NPM';
    const method = installMethodFor(installMethod);
    const reasons = disabledReasons(method, { os, platform, installMethod, version: minor.version, releaseStatus: release.status });
    if (reasons.length > 0) {
      throw new IncompatibleSelectionError(
        `${method.name} cannot install ${minor.versionWithPrefix} on ${osName(os)}${platform ? ` ${platform}` : ''}: ${reasons.map((reason) => reason.message).join('; ')}`,
      );
    }
    // The page shows the method's support link under the script; here the comment names it.
    const comments = { installFirst: (tool: string) => `${tool} must be installed first: see ${method.url}` };
    const script = installScript({ release, version: minor.version, os, installMethod, packageManager, comments });
    if (json) {
      const fields = {
        version: minor.versionWithPrefix,
        os: osName(os),
        platform: platform ?? null,
        method: installMethod.toLowerCase(),
        packageManager: packageManager.toLowerCase(),
        language: script.language,
        code: script.code,
      };
      io.stdout(`${JSON.stringify(fields, null, 2)}\n`);
    } else {
      io.stdout(`${script.code}\n`);
    }
    return 0;
  },
};
