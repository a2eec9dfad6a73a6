/**
 * Every install script the catalogue allows, checked as a shell reads it: each Bash script parsed
 * by `bash -n` and checked by ShellCheck at error severity, each PowerShell script searched for
 * Bash-only constructs, and each distinct macOS and Linux script run against stub commands (fake
 * `curl`, `brew`, `fnm`, `nvm`… on `PATH` that record their arguments) to see each step call what
 * the method's documentation says.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { INSTALL_METHODS, PACKAGE_MANAGERS, SYSTEMS, systemFor } from './catalogue';
import { isCompatible } from './compatibility';
import { installScript } from './install-script';
import { TOOL_VERSIONS } from './tool-versions';
import type { InstallMethodId, OperatingSystem, PackageManager, ReleaseLine } from './types';

type Case = {
  name: string;
  os: OperatingSystem;
  method: InstallMethodId;
  manager: PackageManager;
  /** The version the script installs (`v24.11.1`) and whether it is the newest of its line. */
  version: string;
  lineLevel: boolean;
  release: ReleaseLine;
};

/** Whether the catalogue offers a method on a system for a release (on at least one of its platforms). */
function allowed(os: OperatingSystem, method: InstallMethodId, manager: PackageManager, release: ReleaseLine, version: string): boolean {
  const entry = INSTALL_METHODS.find((candidate) => candidate.id === method)!;
  const context = { os, installMethod: method, version, releaseStatus: release.status };
  const onSomePlatform = systemFor(os).platforms.some(
    (platform) => isCompatible(platform.compatibility ?? {}, context) && isCompatible(entry.compatibility, { ...context, platform: platform.value }),
  );
  const managerEntry = PACKAGE_MANAGERS.find((candidate) => candidate.value === manager)!;
  return onSomePlatform && isCompatible(managerEntry.compatibility, context);
}

/** Every release line × OS × install method × package manager the catalogue allows, for the newest release of the line and its first. */
const CASES: Case[] = NOV_2026.flatMap((release) => {
  const first = release.minorVersions.at(-1)!;
  const versions = [
    // A prerelease is installed by its exact version even when it is the newest of its line.
    { version: release.versionWithPrefix, lineLevel: !release.version.includes('-') },
    ...(first.version === release.version ? [] : [{ version: first.versionWithPrefix, lineLevel: false }]),
  ];
  return versions.flatMap(({ version, lineLevel }) =>
    (['WIN', 'MAC', 'LINUX', 'AIX'] as const).flatMap((system) =>
      INSTALL_METHODS.flatMap((method) =>
        PACKAGE_MANAGERS.filter((manager) => allowed(system, method.id, manager.value, release, version)).map((manager) => ({
          name: `${version} ${system} ${method.id} ${manager.value}`,
          os: system,
          method: method.id,
          manager: manager.value,
          version,
          lineLevel,
          release,
        })),
      ),
    ),
  );
});

const scriptOf = (entry: Case) =>
  installScript({ release: entry.release, version: entry.version, os: entry.os, installMethod: entry.method, packageManager: entry.manager });

const BASH_CASES = CASES.filter((entry) => entry.os !== 'WIN');
const POWERSHELL_CASES = CASES.filter((entry) => entry.os === 'WIN');

/**
 * One Bash script per shape: scripts that differ only in their version numbers (validated
 * versions, digits and dots) read the same to a shell, so each shape is parsed, checked and run once.
 */
const BASH_SHAPES = [
  ...new Map(
    BASH_CASES.map((entry) => [`${entry.os} ${entry.lineLevel} ${scriptOf(entry).code.replace(/\d+(?:\.\d+)*/g, 'N')}`, entry]),
  ).values(),
];

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'install-scripts-'));
});
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

/** Writes each script to its own file; returns the files. */
function writeScripts(folder: string, cases: readonly Case[]): string[] {
  fs.mkdirSync(folder, { recursive: true });
  return cases.map((entry, index) => {
    const file = path.join(folder, `${String(index).padStart(5, '0')}.sh`);
    fs.writeFileSync(file, `${scriptOf(entry).code}\n`);
    return file;
  });
}

describe('install scripts of every combination the catalogue allows', () => {
  it('covers every line, system, method and package manager', () => {
    // Every line gets scripts but those no system has a build of (v0.1 … v0.4: source only).
    const withoutBuilds = NOV_2026.filter((release) =>
      SYSTEMS.every((system) =>
        [release.versionWithPrefix, release.minorVersions.at(-1)!.versionWithPrefix].every(
          (version) => !isCompatible(system.compatibility ?? {}, { os: system.value, version }),
        ),
      ),
    );
    expect(NOV_2026.filter((release) => !CASES.some((entry) => entry.release === release))).toEqual(withoutBuilds);
    expect(withoutBuilds.map((release) => release.line)).toEqual(['v0.4', 'v0.3', 'v0.2', 'v0.1']);
    expect(new Set(CASES.map((entry) => entry.method))).toEqual(new Set(INSTALL_METHODS.map((method) => method.id)));
    // No install method runs on AIX (its page offers the archive only).
    expect(new Set(CASES.map((entry) => entry.os))).toEqual(new Set(['WIN', 'MAC', 'LINUX']));
    expect(new Set(CASES.map((entry) => entry.manager))).toEqual(new Set(['NPM', 'YARN', 'PNPM']));
    // A line that is no longer supported gets no Homebrew script; a supported one does.
    expect(CASES.some((entry) => entry.method === 'BREW' && entry.release.status === 'End-of-life')).toBe(false);
    expect(CASES.some((entry) => entry.method === 'BREW' && entry.release.major === 24)).toBe(true);
  });

  it('gives Bash on macOS and Linux and PowerShell on Windows', () => {
    for (const entry of CASES) {
      expect(scriptOf(entry).language, entry.name).toBe(entry.os === 'WIN' ? 'powershell' : 'bash');
    }
  });

  it('parses every Bash script with bash -n', () => {
    const files = writeScripts(path.join(work, 'parse'), BASH_SHAPES);
    const failures = files.flatMap((file, index) => {
      const result = spawnSync('bash', ['-n', file], { encoding: 'utf8' });
      return result.status === 0 ? [] : [`${BASH_SHAPES[index]!.name}: ${result.stderr.trim()}`];
    });
    expect(failures).toEqual([]);
    expect(BASH_SHAPES.length).toBeGreaterThan(100);
  }, 60_000);

  it('passes ShellCheck at error severity (Debian package shellcheck)', () => {
    const version = spawnSync('shellcheck', ['--version'], { encoding: 'utf8' });
    expect(version.status, 'ShellCheck is not installed: apt-get install shellcheck').toBe(0);
    const distinct = BASH_SHAPES;
    const files = writeScripts(path.join(work, 'shellcheck'), distinct);
    const result = spawnSync('shellcheck', ['--shell=bash', '--severity=error', '--format=gcc', ...files], { encoding: 'utf8' });
    const report = result.stdout.replace(/^[^:]*\/(\d+)\.sh:/gm, (_, index: string) => `${distinct[Number(index)]!.name}:`);
    expect(report.trim()).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('puts no Bash-only construct in a PowerShell script', () => {
    /** Constructs PowerShell reads otherwise or not at all. */
    const BASH_ONLY: [string, RegExp][] = [
      ['a pipe into bash or sh', /\|\s*(?:ba)?sh\b/],
      ['export', /(?:^|[;&|]\s*)export\s/m],
      ['source or .', /(?:^|[;&|]\s*)(?:source|\\?\.)\s+\S/m],
      ['a trailing \\ line continuation', /\\$/m],
      ['VAR=value command', /(?:^|[;&|]\s*)[A-Za-z_][A-Za-z0-9_]*=\S*\s+[a-z]/m],
      ['$(command) substitution outside a string', /^[^"#]*\$\(/m],
      ['$HOME', /\$HOME\b/],
    ];
    const failures = POWERSHELL_CASES.flatMap((entry) => {
      const code = scriptOf(entry).code;
      return BASH_ONLY.filter(([, pattern]) => pattern.test(code)).map(([name]) => `${entry.name}: ${name}`);
    });
    expect(failures).toEqual([]);
    expect(POWERSHELL_CASES.length).toBeGreaterThan(100);
  });

  it('catches what it looks for (each construct in a Bash script is found)', () => {
    const nvm = scriptOf(BASH_CASES.find((entry) => entry.method === 'NVM')!).code;
    expect(nvm).toMatch(/\|\s*(?:ba)?sh\b/);
    const broken = path.join(work, 'broken.sh');
    fs.writeFileSync(broken, 'if [ -n "$HOME" ]; then\n  echo "unclosed\nfi\n');
    expect(spawnSync('bash', ['-n', broken]).status).not.toBe(0);
    expect(spawnSync('shellcheck', ['--shell=bash', '--severity=error', broken]).status).not.toBe(0);
  });
});

/**
 * Stub commands: each records `name args…` in `$STUB_LOG`, one line per call. `curl` prints an
 * installer that records `installer <url> <args>` when piped into Bash (and, for nvm's, writes the
 * `nvm.sh` its documentation says it installs); `fnm env` prints shell code that marks fnm loaded;
 * `brew --prefix` prints a folder.
 */
const STUBS: Record<string, string> = {
  curl: `for url in "$@"; do :; done
record curl "$@"
printf '%s\\n' 'printf "installer %s %s\\n" "'"$url"'" "$*" >> "$STUB_LOG"'
case "$url" in
  *nvm-sh/nvm*) printf '%s\\n' 'mkdir -p "$HOME/.nvm" && printf "%s\\n" "nvm() { printf \\"nvm %s\\\\n\\" \\"\\$*\\" >> \\"\\$STUB_LOG\\"; }" > "$HOME/.nvm/nvm.sh"' ;;
  *mise.run*) printf '%s\\n' 'mkdir -p "$HOME/.local/bin" && ln -sf "$(command -v mise)" "$HOME/.local/bin/mise"' ;;
esac`,
  mise: `record mise "$@"
if [ "$1" = activate ]; then printf '%s\\n' 'export MISE_LOADED=1'; fi`,
  fnm: `record fnm "$@"
if [ "$1" = env ]; then printf '%s\\n' 'export FNM_LOADED=1'; fi`,
  brew: `record brew "$@"
if [ "$1" = --prefix ]; then printf '%s\\n' "$HOME/homebrew/opt/$2"; fi`,
};
const PLAIN_STUBS = ['docker', 'volta', 'asdf', 'node', 'npm', 'corepack', 'yarn', 'pnpm'];

function writeStubs(folder: string): void {
  fs.mkdirSync(folder, { recursive: true });
  const record = 'record() { name="$1"; shift; printf "%s %s\\n" "$name" "$*" >> "$STUB_LOG"; }';
  for (const name of [...Object.keys(STUBS), ...PLAIN_STUBS]) {
    const body = STUBS[name] ?? `record ${name} "$@"`;
    fs.writeFileSync(path.join(folder, name), `#!/bin/sh\n${record}\n${body}\n`, { mode: 0o755 });
  }
}

/** What each method's documentation says its steps run, as recorded by the stubs. */
function methodCalls(entry: Case): string[] {
  const spec = entry.lineLevel ? lineOf(entry.version) : entry.version.slice(1);
  const exact = entry.version.slice(1);
  const line = lineOf(entry.version);
  switch (entry.method) {
    case 'NVM': {
      // https://github.com/nvm-sh/nvm#install--update-script
      const url = `https://raw.githubusercontent.com/nvm-sh/nvm/v${TOOL_VERSIONS.nvm.version}/install.sh`;
      return [`curl -o- ${url}`, `installer ${url} `, `nvm install ${spec}`];
    }
    case 'FNM': {
      // https://github.com/Schniz/fnm#using-a-script-macoslinux: the installer (through Homebrew on macOS), then `fnm env`.
      const url = 'https://fnm.vercel.app/install';
      return [`curl -fsSL ${url}`, `installer ${url} `, 'fnm env --shell bash', `fnm install ${spec}`];
    }
    case 'DOCKER': {
      return [`docker pull node:${entry.lineLevel ? line : exact}-slim`];
    }
    case 'BREW': {
      return [`brew install node@${line}`, `brew --prefix node@${line}`];
    }
    case 'MISE': {
      // https://mise.jdx.dev/installing-mise.html: the installer puts mise in ~/.local/bin; `mise activate`.
      const url = 'https://mise.run';
      return [`curl -fsSL ${url}`, `installer ${url} `, 'mise activate bash', `mise install node@${spec}`, `mise use --global node@${spec}`];
    }
    case 'VOLTA': {
      // https://docs.volta.sh/guide/getting-started
      const url = 'https://get.volta.sh';
      return [`curl ${url}`, `installer ${url} `, `volta install node@${spec}`];
    }
    case 'N': {
      // https://github.com/tj/n#third-party-installers: n installs itself and the version in one go.
      const url = 'https://raw.githubusercontent.com/tj/n/master/bin/n';
      return [`curl -fsSL ${url}`, `installer ${url} install ${spec}`];
    }
    case 'ASDF': {
      // https://github.com/asdf-vm/asdf-nodejs#install
      return ['asdf plugin add nodejs https://github.com/asdf-vm/asdf-nodejs.git', `asdf install nodejs ${exact}`, `asdf set --home nodejs ${exact}`];
    }
    case 'CHOCO':
    case 'WINGET': {
      throw new Error(`${entry.method} runs on Windows only`);
    }
    default: {
      return entry.method satisfies never;
    }
  }
}

/** `24` or `0.12`: the line as tags and formulae name it. */
function lineOf(version: string): string {
  const [major, minor] = version.slice(1).split('.');
  return major === '0' ? `0.${minor}` : major!;
}

/** The node and package-manager checks after the method's steps. */
function checkCalls(entry: Case, script: string): string[] {
  const image = /docker pull (\S+)/.exec(script)?.[1];
  const inside = (command: string) => (image ? `docker run --rm ${image} ${command}` : command);
  const corepack = /npm install --global (corepack@\S+)/.exec(script)?.[1];
  const node = [inside('node -v')];
  switch (entry.manager) {
    case 'NPM': {
      return [...node, inside('npm -v')];
    }
    case 'YARN':
    case 'PNPM': {
      const tool = entry.manager.toLowerCase();
      if (image) {
        const steps = [...(corepack ? [`npm install --global ${corepack}`] : []), `corepack enable ${tool}`, `${tool} -v`];
        return [...node, `docker run --rm ${image} sh -c ${steps.join(' && ')}`];
      }
      return [...node, ...(corepack ? [`npm install --global ${corepack}`] : []), `corepack enable ${tool}`, `${tool} -v`];
    }
    default: {
      return entry.manager satisfies never;
    }
  }
}

describe('macOS and Linux install scripts run against stub commands', () => {
  const runs = BASH_SHAPES;

  it('calls each step the method documents, in order, and nothing fails', () => {
    const bin = path.join(work, 'stubs');
    writeStubs(bin);
    const failures: string[] = [];
    for (const [index, entry] of runs.entries()) {
      const home = path.join(work, 'home', String(index));
      fs.mkdirSync(home, { recursive: true });
      const log = path.join(home, 'calls.log');
      fs.writeFileSync(log, '');
      const code = scriptOf(entry).code;
      const result = spawnSync('bash', ['--noprofile', '--norc', '-eu', '-c', code], {
        encoding: 'utf8',
        env: { PATH: `${bin}:/usr/bin:/bin`, HOME: home, STUB_LOG: log },
      });
      const calls = fs.readFileSync(log, 'utf8').trimEnd().split('\n');
      const expected = [...methodCalls(entry), ...checkCalls(entry, code)];
      if (result.status !== 0) {
        failures.push(`${entry.name}: exited ${result.status}: ${result.stderr.trim()}`);
      } else if (JSON.stringify(calls) !== JSON.stringify(expected)) {
        failures.push(`${entry.name}:\n  called   ${calls.join(' | ')}\n  expected ${expected.join(' | ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(runs.length).toBeGreaterThan(100);
  }, 120_000);

  it('loads fnm where each system installs it: no Linux folder on macOS', () => {
    const script = (system: 'MAC' | 'LINUX') =>
      scriptOf(runs.find((entry) => entry.method === 'FNM' && entry.os === system)!).code;
    expect(script('MAC')).not.toContain('.local/share');
    expect(script('LINUX')).toContain('export PATH="$HOME/.local/share/fnm:$PATH"');
  });
});
