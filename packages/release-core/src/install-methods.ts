/**
 * The install methods: one record per method, with everything the download page, the command
 * line and the tests need to know about it: its id, names, where it runs, whether it is official
 * and still maintained, its documentation, the version of the tool its script pins, and the script
 * itself for each operating system it claims. The id type (`InstallMethodId`), the site's message
 * ids and the tests' lists are derived from these records; `checkInstallMethods` is the catalogue
 * check the build runs on them.
 */
import { TOOL_VERSIONS } from './tool-versions';
import type { PinnedTool } from './tool-versions';
import type { Compatibility, OperatingSystem, ReleaseStatus, ScriptLanguage } from './types';

/**
 * The comment writer a method's script receives: `comment('installNode')` → `# Download and
 * install Node.js:` in the reader's language (see `InstallScriptComments`).
 */
export type ScriptComment = (key: string, ...args: string[]) => string;

/** What a method's script is written for. */
export type MethodTarget = {
  /** `24` when installing the newest release of a line, else the exact version `22.1.0`. */
  spec: string;
  /** The exact version without `v`. */
  exact: string;
  /** The line, as container tags and Homebrew formulae name it (`24`, `0.12`). */
  line: string;
  /** Whether the release line is an LTS line (known when the caller gives it). */
  lts: boolean;
  language: ScriptLanguage;
  os: OperatingSystem;
  comment: ScriptComment;
};

/** The commands of a method for one operating system, one line each (empty lines separate steps). */
export type MethodScript = (target: MethodTarget) => readonly string[];

/**
 * One install method. `compatibility.os` lists the systems it claims, and `script` has a script
 * for each of them (the catalogue check makes sure).
 */
export type InstallMethodRecord = {
  /** Stable id, as permalinks and the command line write it (upper case). */
  id: string;
  /** The id again, as dropdown options carry it. */
  value: string;
  /** The tool's name as its authors write it. */
  name: string;
  /** The dropdown's label. */
  label: string;
  /** Identifier of the mark the UI shows beside the label. */
  icon: string;
  /** Official (recommended) methods are listed first; the rest are community supported. */
  recommended: boolean;
  /**
   * Whether the tool is still maintained. An unmaintained method is never recommended, and
   * `successor` names the method its authors point to.
   */
  maintained: boolean;
  /** The method the authors of an unmaintained tool recommend instead. */
  successor?: string | undefined;
  /** The method's documentation, where visitors get support for it. */
  url: string;
  /** The tool whose version the script pins (its version is in the snapshot's `tools.json`). */
  pinned?: PinnedTool | undefined;
  compatibility: Omit<Compatibility, 'installMethod'>;
  reasons?: readonly (keyof Compatibility)[] | undefined;
  /** The script for each operating system the method claims. */
  script: Partial<Record<OperatingSystem, MethodScript>>;
};

/** Statuses of lines that still receive releases. */
const SUPPORTED = ['Current', 'Active LTS', 'Maintenance LTS'] as const satisfies readonly ReleaseStatus[];
/** Statuses of lines with at least one stable release. */
const RELEASED = ['Current', 'Active LTS', 'Maintenance LTS', 'End-of-life'] as const satisfies readonly ReleaseStatus[];

const nvm: MethodScript = ({ spec, comment }) => [
  comment('downloadAndInstall', 'nvm'),
  `curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v${TOOL_VERSIONS.nvm.version}/install.sh | bash`,
  '',
  comment('loadIntoShell', 'nvm'),
  '\\. "$HOME/.nvm/nvm.sh"',
  '',
  comment('installNode'),
  `nvm install ${spec}`,
];

const fnmWindows: MethodScript = ({ spec, comment }) => [
  comment('downloadAndInstall', 'fnm'),
  'winget install Schniz.fnm',
  '',
  comment('loadIntoPowerShell', 'fnm'),
  'fnm env --use-on-cd --shell powershell | Out-String | Invoke-Expression',
  '',
  comment('installNode'),
  `fnm install ${spec}`,
];

const fnmUnix: MethodScript = ({ spec, os, comment }) => [
  comment('downloadAndInstall', 'fnm'),
  // fnm's installer puts fnm in ~/.local/share/fnm on Linux; on macOS it installs it with
  // Homebrew, whose folder is on the PATH already.
  'curl -fsSL https://fnm.vercel.app/install | bash',
  '',
  comment('loadIntoShell', 'fnm'),
  ...(os === 'LINUX' ? ['export PATH="$HOME/.local/share/fnm:$PATH"'] : []),
  'eval "$(fnm env --shell bash)"',
  '',
  comment('installNode'),
  `fnm install ${spec}`,
];

const miseWindows: MethodScript = ({ spec, comment }) => [
  comment('downloadAndInstall', 'mise'),
  'winget install --exact --id jdx.mise',
  '',
  comment('loadIntoPowerShell', 'mise'),
  '(&mise activate pwsh) | Out-String | Invoke-Expression',
  '',
  comment('installNode'),
  `mise install node@${spec}`,
  `mise use --global node@${spec}`,
];

// mise's installer puts mise in ~/.local/bin on macOS and Linux alike.
const miseUnix: MethodScript = ({ spec, comment }) => [
  comment('downloadAndInstall', 'mise'),
  'curl -fsSL https://mise.run | sh',
  '',
  comment('loadIntoShell', 'mise'),
  'eval "$("$HOME/.local/bin/mise" activate bash)"',
  '',
  comment('installNode'),
  `mise install node@${spec}`,
  `mise use --global node@${spec}`,
];

// WinGet's Node.js packages: OpenJS.NodeJS.LTS follows the LTS releases, OpenJS.NodeJS the
// Current ones; `--version` picks one of the versions a package lists, so the script always pins
// the exact release (the package alone would install the newest, of any line).
const winget: MethodScript = ({ exact, lts, comment }) => [
  comment('installNode'),
  `winget install --exact --id ${lts ? 'OpenJS.NodeJS.LTS' : 'OpenJS.NodeJS'} --version ${exact}`,
];

const docker: MethodScript = ({ spec, exact, line, comment }) => [
  comment('installFirst', 'Docker'),
  '',
  comment('pullImage'),
  `docker pull node:${spec === exact ? exact : line}-slim`,
];

const brew: MethodScript = ({ line, comment }) => [
  comment('installFirst', 'Homebrew'),
  '',
  comment('installNode'),
  `brew install node@${line}`,
  '',
  comment('putFirstOnPath'),
  `export PATH="$(brew --prefix node@${line})/bin:$PATH"`,
];

const choco: MethodScript = ({ exact, comment }) => [
  comment('downloadAndInstall', 'Chocolatey'),
  'powershell -c "irm https://community.chocolatey.org/install.ps1 | iex"',
  '',
  comment('installNode'),
  `choco install nodejs --version="${exact}" -y`,
];

const voltaWindows: MethodScript = ({ spec, comment }) => [
  comment('downloadAndInstall', 'Volta'),
  'winget install Volta.Volta',
  '',
  comment('installNode'),
  `volta install node@${spec}`,
];

const voltaUnix: MethodScript = ({ spec, comment }) => [
  comment('downloadAndInstall', 'Volta'),
  'curl https://get.volta.sh | bash',
  '',
  comment('loadIntoShell', 'Volta'),
  'export VOLTA_HOME="$HOME/.volta"',
  'export PATH="$VOLTA_HOME/bin:$PATH"',
  '',
  comment('installNode'),
  `volta install node@${spec}`,
];

const n: MethodScript = ({ spec, comment }) => [
  comment('installWithN'),
  `curl -fsSL https://raw.githubusercontent.com/tj/n/master/bin/n | bash -s install ${spec}`,
];

const asdf: MethodScript = ({ exact, comment }) => [
  comment('installFirst', 'asdf'),
  '',
  comment('addPluginAndInstall'),
  'asdf plugin add nodejs https://github.com/asdf-vm/asdf-nodejs.git',
  `asdf install nodejs ${exact}`,
  `asdf set --home nodejs ${exact}`,
];

/**
 * The install methods, official ones first. Adding a method is adding its record here and its
 * messages in the site's locales (see CONTRIBUTING.md).
 */
export const INSTALL_METHODS = [
  {
    id: 'NVM',
    value: 'NVM',
    name: 'nvm',
    label: 'nvm',
    icon: 'nvm',
    recommended: true,
    maintained: true,
    url: 'https://github.com/nvm-sh/nvm',
    pinned: 'nvm',
    compatibility: { os: ['MAC', 'LINUX'], platform: ['x64', 'arm64', 'armv7l', 'ppc64le', 's390x', 'x86'] },
    reasons: ['os'],
    script: { MAC: nvm, LINUX: nvm },
  },
  {
    id: 'FNM',
    value: 'FNM',
    name: 'fnm',
    label: 'fnm',
    icon: 'fnm',
    recommended: true,
    maintained: true,
    url: 'https://github.com/Schniz/fnm',
    compatibility: { os: ['WIN', 'MAC', 'LINUX'], platform: ['x64', 'arm64', 'armv7l'] },
    reasons: ['os', 'platform'],
    script: { WIN: fnmWindows, MAC: fnmUnix, LINUX: fnmUnix },
  },
  {
    id: 'DOCKER',
    value: 'DOCKER',
    name: 'Docker',
    label: 'Docker',
    icon: 'docker',
    recommended: true,
    maintained: true,
    url: 'https://docs.docker.com/get-started/get-docker/',
    compatibility: {
      os: ['WIN', 'MAC', 'LINUX'],
      platform: ['x64', 'arm64', 'armv7l', 'ppc64le', 's390x'],
      releases: RELEASED,
    },
    reasons: ['os', 'releases'],
    script: { WIN: docker, MAC: docker, LINUX: docker },
  },
  {
    id: 'MISE',
    value: 'MISE',
    name: 'mise',
    label: 'mise',
    icon: 'mise',
    recommended: false,
    maintained: true,
    url: 'https://mise.jdx.dev/lang/node.html',
    compatibility: { os: ['WIN', 'MAC', 'LINUX'], platform: ['x64', 'arm64'], releases: RELEASED },
    reasons: ['os'],
    script: { WIN: miseWindows, MAC: miseUnix, LINUX: miseUnix },
  },
  {
    id: 'WINGET',
    value: 'WINGET',
    name: 'WinGet',
    label: 'WinGet',
    icon: 'winget',
    recommended: false,
    maintained: true,
    url: 'https://learn.microsoft.com/windows/package-manager/winget/',
    compatibility: { os: ['WIN'], platform: ['x64', 'arm64'], releases: SUPPORTED },
    reasons: ['os'],
    script: { WIN: winget },
  },
  {
    id: 'BREW',
    value: 'BREW',
    name: 'Homebrew',
    label: 'Homebrew',
    icon: 'homebrew',
    recommended: false,
    maintained: true,
    url: 'https://brew.sh/',
    compatibility: { os: ['MAC', 'LINUX'], platform: ['x64', 'arm64'], releases: SUPPORTED },
    reasons: ['os', 'releases'],
    script: { MAC: brew, LINUX: brew },
  },
  {
    id: 'CHOCO',
    value: 'CHOCO',
    name: 'Chocolatey',
    label: 'Chocolatey',
    icon: 'chocolatey',
    recommended: false,
    maintained: true,
    url: 'https://community.chocolatey.org/packages/nodejs',
    compatibility: { os: ['WIN'], releases: RELEASED },
    reasons: ['os', 'releases'],
    script: { WIN: choco },
  },
  {
    id: 'N',
    value: 'N',
    name: 'n',
    label: 'n',
    icon: 'n',
    recommended: false,
    maintained: true,
    url: 'https://github.com/tj/n',
    compatibility: { os: ['MAC', 'LINUX'] },
    reasons: ['os'],
    script: { MAC: n, LINUX: n },
  },
  {
    id: 'ASDF',
    value: 'ASDF',
    name: 'asdf',
    label: 'asdf',
    icon: 'asdf',
    recommended: false,
    maintained: true,
    url: 'https://asdf-vm.com/',
    compatibility: { os: ['MAC', 'LINUX'] },
    reasons: ['os'],
    script: { MAC: asdf, LINUX: asdf },
  },
  {
    // Unmaintained since November 2025: its README recommends migrating to mise. Kept so shared
    // links still open on it, with a notice naming mise; listed last.
    id: 'VOLTA',
    value: 'VOLTA',
    name: 'Volta',
    label: 'Volta',
    icon: 'volta',
    recommended: false,
    maintained: false,
    successor: 'MISE',
    url: 'https://github.com/volta-cli/volta',
    compatibility: { os: ['WIN', 'MAC', 'LINUX'], platform: ['x64', 'arm64'], releases: RELEASED },
    reasons: ['os', 'releases'],
    script: { WIN: voltaWindows, MAC: voltaUnix, LINUX: voltaUnix },
  },
] as const satisfies readonly InstallMethodRecord[];
