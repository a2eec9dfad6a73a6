/**
 * Install scripts: the commands the code box shows for a release, OS, install method and package
 * manager. A script is assembled from snippets: the install method's, a Node.js check, a
 * package-manager setup step (corepack) where needed, and the package manager's own.
 */
import { INSTALL_METHODS, PACKAGE_MANAGER_VALUES, installMethodFor, isInstallMethodId, isOperatingSystem, isPackageManager, OPERATING_SYSTEMS } from './catalogue';
import { ReleaseCoreError, UnknownValueError } from './errors';
import { corepackFor } from './corepack';
import { toSemVer } from './version';
import type { InstallMethodId, OperatingSystem, PackageManager, Release, ScriptLanguage, Snippet } from './types';

/** What {@link installScript} needs. */
export type InstallScriptInput = {
  /** The release line; its newest release is what line-level commands install. */
  release: Pick<Release, 'major' | 'version' | 'versionWithPrefix'>;
  /**
   * The exact release to install, when it is not the newest of the line.
   * @defaultValue release.version
   */
  version?: string | undefined;
  os: OperatingSystem;
  installMethod: InstallMethodId;
  packageManager: PackageManager;
};

/** An install script. */
export type InstallScript = { language: ScriptLanguage; code: string; snippets: Snippet[] };

/** What a method's snippet needs to know. */
type Target = {
  /** `24` when installing the newest release of a line, else the exact version `22.1.0`. */
  spec: string;
  /** The exact version without `v`. */
  exact: string;
  /** The line, as container tags and Homebrew formulae name it (`24`, `0.12`). */
  line: string;
  language: ScriptLanguage;
};

/** Thrown when an install method does not run on the chosen operating system. */
export class IncompatibleSelectionError extends ReleaseCoreError {
  constructor(message: string) {
    super('INCOMPATIBLE', message);
  }
}

function methodSnippet(method: InstallMethodId, target: Target): Snippet {
  const { spec, exact, line, language } = target;
  const windows = language === 'powershell';
  switch (method) {
    case 'NVM': {
      return {
        name: 'nvm',
        content: [
          '# Download and install nvm:',
          'curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.3/install.sh | bash',
          '',
          '# Load nvm into the current shell (new shells load it on their own):',
          '\\. "$HOME/.nvm/nvm.sh"',
          '',
          '# Download and install Node.js:',
          `nvm install ${spec}`,
        ].join('\n'),
      };
    }
    case 'FNM': {
      return {
        name: 'fnm',
        content: windows
          ? [
              '# Download and install fnm:',
              'winget install Schniz.fnm',
              '',
              '# Load fnm into the current PowerShell session:',
              'fnm env --use-on-cd --shell powershell | Out-String | Invoke-Expression',
              '',
              '# Download and install Node.js:',
              `fnm install ${spec}`,
            ].join('\n')
          : [
              '# Download and install fnm:',
              'curl -o- https://fnm.vercel.app/install | bash',
              '',
              '# Load fnm into the current shell (new shells load it on their own):',
              'export PATH="$HOME/.local/share/fnm:$PATH"',
              'eval "$(fnm env --shell bash)"',
              '',
              '# Download and install Node.js:',
              `fnm install ${spec}`,
            ].join('\n'),
      };
    }
    case 'DOCKER': {
      return {
        name: 'docker',
        content: [
          '# Docker must be installed first: see the support link below.',
          '',
          '# Download the Node.js image:',
          `docker pull node:${spec === exact ? exact : line}-slim`,
        ].join('\n'),
      };
    }
    case 'BREW': {
      return {
        name: 'brew',
        content: [
          '# Homebrew must be installed first: see the support link below.',
          '',
          '# Download and install Node.js:',
          `brew install node@${line}`,
          '',
          '# Put it first on the PATH of the current shell:',
          `export PATH="$(brew --prefix node@${line})/bin:$PATH"`,
        ].join('\n'),
      };
    }
    case 'CHOCO': {
      return {
        name: 'choco',
        content: [
          '# Download and install Chocolatey:',
          'powershell -c "irm https://community.chocolatey.org/install.ps1 | iex"',
          '',
          '# Download and install Node.js:',
          `choco install nodejs --version="${exact}" -y`,
        ].join('\n'),
      };
    }
    case 'VOLTA': {
      return {
        name: 'volta',
        content: windows
          ? [
              '# Download and install Volta:',
              'winget install Volta.Volta',
              '',
              '# Download and install Node.js:',
              `volta install node@${spec}`,
            ].join('\n')
          : [
              '# Download and install Volta:',
              'curl https://get.volta.sh | bash',
              '',
              '# Load Volta into the current shell (new shells load it on their own):',
              'export VOLTA_HOME="$HOME/.volta"',
              'export PATH="$VOLTA_HOME/bin:$PATH"',
              '',
              '# Download and install Node.js:',
              `volta install node@${spec}`,
            ].join('\n'),
      };
    }
    case 'N': {
      return {
        name: 'n',
        content: [
          '# Download n and use it to install Node.js:',
          `curl -fsSL https://raw.githubusercontent.com/tj/n/master/bin/n | bash -s install ${spec}`,
        ].join('\n'),
      };
    }
    case 'ASDF': {
      return {
        name: 'asdf',
        content: [
          '# asdf must be installed first: see the support link below.',
          '',
          '# Add the Node.js plugin, then download and install Node.js:',
          'asdf plugin add nodejs https://github.com/asdf-vm/asdf-nodejs.git',
          `asdf install nodejs ${exact}`,
          `asdf set --home nodejs ${exact}`,
        ].join('\n'),
      };
    }
    default: {
      return method satisfies never;
    }
  }
}

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
  if (!isOperatingSystem(input.os)) {
    throw new UnknownValueError('os', input.os, OPERATING_SYSTEMS);
  }
  if (!isInstallMethodId(input.installMethod)) {
    throw new UnknownValueError('installMethod', input.installMethod, INSTALL_METHODS.map((method) => method.id));
  }
  if (!isPackageManager(input.packageManager)) {
    throw new UnknownValueError('packageManager', input.packageManager, PACKAGE_MANAGER_VALUES);
  }
  const method = installMethodFor(input.installMethod);
  const systems: readonly OperatingSystem[] | undefined = method.compatibility.os;
  if (systems && !systems.includes(input.os)) {
    throw new IncompatibleSelectionError(`${method.name} does not run on ${input.os}: ${method.reasons?.os ?? ''}`.trim());
  }
  const newest = toSemVer(input.release.version);
  const chosen = toSemVer(input.version ?? input.release.version);
  const line = chosen.major === 0 ? `0.${chosen.minor}` : String(chosen.major);
  const lineLevel = chosen.compare(newest) === 0 && chosen.prerelease.length === 0;
  const language: ScriptLanguage = input.os === 'WIN' ? 'powershell' : 'bash';
  const target: Target = { spec: lineLevel ? line : chosen.version, exact: chosen.version, line, language };

  const image = `node:${lineLevel ? line : chosen.version}-slim`;
  const inContainer = input.installMethod === 'DOCKER';
  const run = (commands: string[]): string => {
    if (!inContainer) {
      return commands.join('\n');
    }
    const joined = commands.join(' && ');
    return commands.length === 1 ? `docker run --rm ${image} ${joined}` : `docker run --rm ${image} sh -c "${joined}"`;
  };

  const snippets: Snippet[] = [methodSnippet(input.installMethod, target)];
  snippets.push({
    name: 'node',
    content: [`# Check the Node.js version (should print "v${chosen.version}"):`, run(['node -v'])].join('\n'),
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
      content: ['# This release does not bundle corepack; install it with npm:', corepackInstall].join('\n'),
    });
  }
  switch (manager) {
    case 'NPM': {
      snippets.push({ name: 'npm', content: ['# Check the npm version:', run(['npm -v'])].join('\n') });
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
          ? [`# Enable ${label} with corepack and check its version:`, run(commands)].join('\n')
          : [`# Enable ${label} with corepack:`, run(commands), '', `# Check the ${label} version:`, `${tool} -v`].join('\n'),
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
 * Windows, Bash elsewhere.
 * @example
 * installScript({ release, os: 'LINUX', installMethod: 'NVM', packageManager: 'NPM' }).code
 * // → '# Download and install nvm:\ncurl -o- … | bash\n…\nnvm install 24\n…'
 */
export function installScript(input: InstallScriptInput): InstallScript {
  const snippets = installSnippets(input);
  return {
    language: input.os === 'WIN' ? 'powershell' : 'bash',
    code: snippets.map((snippet) => snippet.content).join('\n\n'),
    snippets,
  };
}
