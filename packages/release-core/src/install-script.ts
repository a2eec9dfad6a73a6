/**
 * Install scripts: the commands the code box shows for a release, OS, install method and package
 * manager. A script is assembled from snippets: the install method's, a Node.js check, a
 * package-manager setup step (corepack) where needed, and the package manager's own.
 */
import { INSTALL_METHODS, PACKAGE_MANAGER_VALUES, isInstallMethodId, isOperatingSystem, isPackageManager, OPERATING_SYSTEMS, systemFor, systemNames } from './catalogue';
import { ReleaseCoreError, UnknownValueError } from './errors';
import { corepackFor } from './corepack';
import { compareVersions, readVersion } from './version';
import type { InstallMethodRecord, MethodScript, MethodTarget, ScriptComment } from './install-methods';
import type { InstallMethodId, OperatingSystem, PackageManager, ReleaseLine, ScriptLanguage, Snippet } from './types';
import { expectKnownKeys, expectObject } from './arguments';

/** What {@link installScript} needs. */
export type InstallScriptInput = {
  /** The release line; its newest release is what line-level commands install. */
  release: Pick<ReleaseLine, 'major' | 'version' | 'versionWithPrefix'> & {
    /** Whether the line is LTS: WinGet installs LTS releases from its own package. */
    isLts?: boolean | undefined;
  };
  /**
   * The exact release to install, when it is not the newest of the line.
   * @defaultValue release.version
   */
  version?: string | undefined;
  os: OperatingSystem;
  installMethod: InstallMethodId;
  packageManager: PackageManager;
  /**
   * The comments of the script, in the reader's language; any left out keep their English text
   * ({@link DEFAULT_INSTALL_SCRIPT_COMMENTS}). Only comments change: the commands stay the same.
   */
  comments?: Partial<InstallScriptComments> | undefined;
};

/**
 * The texts of an install script's comments (without the leading `# `), each a single line.
 * Functions receive the names the comment mentions (tool names, versions), never translated.
 */
export type InstallScriptComments = {
  /** `Download and install nvm:` (also fnm, mise, Chocolatey, Volta). */
  downloadAndInstall: (tool: string) => string;
  /** `Load nvm into the current shell (new shells load it on their own):` */
  loadIntoShell: (tool: string) => string;
  /** `Load fnm into the current PowerShell session:` (also mise). */
  loadIntoPowerShell: (tool: string) => string;
  /** `Download and install Node.js:` */
  installNode: string;
  /** `Docker must be installed first: see the support link below.` (also Homebrew, asdf). */
  installFirst: (tool: string) => string;
  /** `Download the Node.js image:` */
  pullImage: string;
  /** `Put it first on the PATH of the current shell:` */
  putFirstOnPath: string;
  /** `Download n and use it to install Node.js:` */
  installWithN: string;
  /** `Add the Node.js plugin, then download and install Node.js:` */
  addPluginAndInstall: string;
  /** `Check the Node.js version (should print "v24.11.1"):` */
  checkNode: (version: string) => string;
  /** `This release does not bundle corepack; install it with npm:` */
  installCorepack: string;
  /** `Check the npm version:` */
  checkNpm: string;
  /** `Enable Yarn with corepack:` */
  enableManager: (manager: string) => string;
  /** `Enable pnpm with corepack and check its version:` (inside a container, one command does both). */
  enableManagerAndCheck: (manager: string) => string;
  /** `Check the pnpm version:` */
  checkManager: (manager: string) => string;
};

/** The English comments of install scripts: what {@link installScript} writes unless told otherwise. */
export const DEFAULT_INSTALL_SCRIPT_COMMENTS: Readonly<InstallScriptComments> = Object.freeze({
  downloadAndInstall: (tool: string) => `Download and install ${tool}:`,
  loadIntoShell: (tool: string) => `Load ${tool} into the current shell (new shells load it on their own):`,
  loadIntoPowerShell: (tool: string) => `Load ${tool} into the current PowerShell session:`,
  installNode: 'Download and install Node.js:',
  installFirst: (tool: string) => `${tool} must be installed first: see the support link below.`,
  pullImage: 'Download the Node.js image:',
  putFirstOnPath: 'Put it first on the PATH of the current shell:',
  installWithN: 'Download n and use it to install Node.js:',
  addPluginAndInstall: 'Add the Node.js plugin, then download and install Node.js:',
  checkNode: (version: string) => `Check the Node.js version (should print "${version}"):`,
  installCorepack: 'This release does not bundle corepack; install it with npm:',
  checkNpm: 'Check the npm version:',
  enableManager: (manager: string) => `Enable ${manager} with corepack:`,
  enableManagerAndCheck: (manager: string) => `Enable ${manager} with corepack and check its version:`,
  checkManager: (manager: string) => `Check the ${manager} version:`,
});

/**
 * Thrown when a comment given to {@link installScript} (or a step title given to `verifyCommands`)
 * is not a single line of text: a line break would turn the rest of it into a command.
 */
export class InvalidCommentError extends ReleaseCoreError {
  constructor(
    /** The name of the comment (`installNode`, `checksums`, …). */
    readonly comment: string,
    value: unknown,
  ) {
    super('INVALID_COMMENT', `Script comment "${comment}" must be a single line of text, got ${JSON.stringify(value)}`);
  }
}

/** A shell comment line, `# ` and the text (internal: install scripts and verify commands write their comments with it). */
export function commentLine(name: string, text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '' || /[\r\n\u2028\u2029]/.test(text)) {
    throw new InvalidCommentError(name, text);
  }
  return `# ${text}`;
}

/** A comment line: `# ` and the text, which must fit on one line (a line break would turn the rest into a command). */
type Comment = <Key extends keyof InstallScriptComments>(
  key: Key,
  ...args: InstallScriptComments[Key] extends (...values: infer Args) => string ? Args : []
) => string;

function commentWriter(comments: Partial<InstallScriptComments> | undefined): Comment {
  return (key, ...args) => {
    const given = comments?.[key] ?? DEFAULT_INSTALL_SCRIPT_COMMENTS[key];
    const text: unknown = typeof given === 'function' ? (given as (...values: string[]) => unknown)(...(args as string[])) : given;
    return commentLine(key, text);
  };
}

/** An install script. */
export type InstallScript = { language: ScriptLanguage; code: string; snippets: Snippet[] };

/**
 * Thrown when an install method does not run on the chosen operating system, or when Yarn or
 * pnpm is asked for a release no corepack runs on (before v14.14.0).
 */
export class IncompatibleSelectionError extends ReleaseCoreError {
  constructor(message: string) {
    super('INCOMPATIBLE', message);
  }
}

function methodSnippet(method: InstallMethodRecord, target: MethodTarget): Snippet {
  const script: MethodScript | undefined = method.script[target.os];
  if (!script) {
    throw new IncompatibleSelectionError(`${method.name} has no script for ${target.os}`);
  }
  return { name: method.id.toLowerCase(), content: script(target).join('\n') };
}

/** The keys of {@link InstallScriptInput}: any other is refused by name. */
const INSTALL_SCRIPT_INPUT_KEYS = ['release', 'version', 'os', 'installMethod', 'packageManager', 'comments'] as const satisfies readonly (keyof InstallScriptInput)[];

/**
 * The snippets of an install script, in order. Throws {@link UnknownValueError} for unknown
 * values and {@link IncompatibleSelectionError} when the method does not run on the OS, or when
 * Yarn or pnpm is asked for a release no corepack runs on. Where the release does not bundle
 * corepack, a step installs the newest corepack whose `engines` range the release satisfies.
 * @example
 * installSnippets({ release, os: 'LINUX', installMethod: 'NVM', packageManager: 'PNPM' }).map((s) => s.name)
 * // → ['nvm', 'node', 'pnpm'] (plus 'corepack' before 'pnpm' from v25 on)
 */
export function installSnippets(input: InstallScriptInput): Snippet[] {
  expectObject('installScript', 'input', input);
  expectKnownKeys('installScript', 'input', input, INSTALL_SCRIPT_INPUT_KEYS);
  expectObject('installScript', 'input.release', input.release);
  if (!isOperatingSystem(input.os)) {
    throw new UnknownValueError('os', input.os, OPERATING_SYSTEMS);
  }
  if (!isInstallMethodId(input.installMethod)) {
    throw new UnknownValueError('installMethod', input.installMethod, INSTALL_METHODS.map((method) => method.id));
  }
  if (!isPackageManager(input.packageManager)) {
    throw new UnknownValueError('packageManager', input.packageManager, PACKAGE_MANAGER_VALUES);
  }
  const method: InstallMethodRecord = INSTALL_METHODS.find((entry) => entry.id === input.installMethod)!;
  const systems: readonly OperatingSystem[] | undefined = method.compatibility.os;
  if (systems && !systems.includes(input.os)) {
    throw new IncompatibleSelectionError(`${method.name} does not run on ${input.os}: ${systemNames(systems)} only`);
  }
  const newest = readVersion(input.release.version);
  const chosen = readVersion(input.version ?? input.release.version);
  const line = chosen.major === 0 ? `0.${chosen.minor}` : String(chosen.major);
  const lineLevel = compareVersions(chosen, newest) === 0 && chosen.prerelease.length === 0;
  const language: ScriptLanguage = systemFor(input.os).scriptLanguage;
  const comment = commentWriter(input.comments);
  const target: MethodTarget = {
    spec: lineLevel ? line : chosen.version,
    exact: chosen.version,
    line,
    lts: input.release.isLts === true,
    language,
    os: input.os,
    comment: comment as ScriptComment,
  };

  const image = `node:${lineLevel ? line : chosen.version}-slim`;
  const inContainer = input.installMethod === 'DOCKER';
  const run = (commands: string[]): string => {
    if (!inContainer) {
      return commands.join('\n');
    }
    const joined = commands.join(' && ');
    return commands.length === 1 ? `docker run --rm ${image} ${joined}` : `docker run --rm ${image} sh -c "${joined}"`;
  };

  const snippets: Snippet[] = [methodSnippet(method, target)];
  snippets.push({
    name: 'node',
    content: [comment('checkNode', `v${chosen.version}`), run(['node -v'])].join('\n'),
  });
  const manager = input.packageManager;
  const corepack = manager === 'NPM' ? undefined : corepackFor(chosen);
  if (corepack?.kind === 'none') {
    throw new IncompatibleSelectionError(
      `${manager === 'YARN' ? 'Yarn' : 'pnpm'} is set up with corepack, and no corepack release runs on v${chosen.version}`,
    );
  }
  const needsCorepack = corepack?.kind === 'install';
  // Pinned: the newest corepack whose engines range the release satisfies (`latest` may not run on it).
  const corepackInstall = corepack?.kind === 'install' ? `npm install --global corepack@${corepack.version}` : '';
  if (needsCorepack && !inContainer) {
    snippets.push({
      name: 'corepack',
      content: [comment('installCorepack'), corepackInstall].join('\n'),
    });
  }
  switch (manager) {
    case 'NPM': {
      snippets.push({ name: 'npm', content: [comment('checkNpm'), run(['npm -v'])].join('\n') });
      break;
    }
    case 'YARN':
    case 'PNPM': {
      const tool = manager === 'YARN' ? 'yarn' : 'pnpm';
      const label = manager === 'YARN' ? 'Yarn' : 'pnpm';
      const commands = inContainer
        ? [...(needsCorepack ? [corepackInstall] : []), `corepack enable ${tool}`, `${tool} -v`]
        : [`corepack enable ${tool}`];
      snippets.push({
        name: tool,
        content: inContainer
          ? [comment('enableManagerAndCheck', label), run(commands)].join('\n')
          : [comment('enableManager', label), run(commands), '', comment('checkManager', label), `${tool} -v`].join('\n'),
      });
      break;
    }
    default: {
      manager satisfies never;
    }
  }
  return snippets;
}

/**
 * The install script for a release, OS, install method and package manager: PowerShell on
 * Windows, Bash elsewhere. Yarn and pnpm are set up with corepack; a release that does not
 * bundle it first installs the newest corepack whose `engines` range it satisfies
 * ({@link corepackFor}). `comments` changes the script's comments (in the reader's language),
 * never its commands.
 *
 * Throws {@link UnknownValueError} for an unknown OS, method or manager,
 * {@link IncompatibleSelectionError} when the method does not run on the OS or no corepack runs
 * on the release (Yarn and pnpm before v14.14.0), and {@link InvalidCommentError} for a comment
 * that is not a single line of text.
 * @example
 * installScript({ release, os: 'LINUX', installMethod: 'NVM', packageManager: 'NPM' }).code
 * // → '# Download and install nvm:\ncurl -o- … | bash\n…\nnvm install 24\n…'
 */
export function installScript(input: InstallScriptInput): InstallScript {
  const snippets = installSnippets(input);
  return {
    language: systemFor(input.os).scriptLanguage,
    code: snippets.map((snippet) => snippet.content).join('\n\n'),
    snippets,
  };
}
