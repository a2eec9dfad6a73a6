import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { CatalogueError, INSTALL_METHODS, OPERATING_SYSTEMS, checkInstallMethods, installMethodFor } from './catalogue';
import { installScript } from './install-script';
import type { InstallMethodRecord } from './install-methods';
import { TOOL_VERSIONS, ToolVersionError, checkToolVersions } from './tool-versions';

const line = (name: string) => NOV_2026.find((release) => release.line === name)!;
const mise: InstallMethodRecord = INSTALL_METHODS.find((method) => method.id === 'MISE')!;

function refusal(records: readonly InstallMethodRecord[]): CatalogueError {
  try {
    checkInstallMethods(records);
  } catch (error) {
    if (error instanceof CatalogueError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a CatalogueError');
}

describe('the catalogue check of install method records', () => {
  it('passes the catalogue, and every method has a script for each system it claims', () => {
    expect(checkInstallMethods(INSTALL_METHODS)).toBe(INSTALL_METHODS);
    for (const method of INSTALL_METHODS) {
      for (const os of method.compatibility.os) {
        expect(typeof (method.script as Record<string, unknown>)[os], `${method.id} on ${os}`).toBe('function');
      }
    }
  });

  it('refuses an unknown system, platform or status, naming the method', () => {
    const os = refusal([{ ...mise, compatibility: { ...mise.compatibility, os: ['WIN', 'BEOS' as never] } }]);
    expect(os.method).toBe('MISE');
    expect(os.message).toBe('Install method MISE: unknown operating system "BEOS" (expected one of WIN, MAC, LINUX, AIX)');
    expect(refusal([{ ...mise, compatibility: { ...mise.compatibility, platform: ['riscv64' as never] } }]).message).toContain('unknown platform "riscv64"');
    expect(refusal([{ ...mise, compatibility: { ...mise.compatibility, releases: ['Nightly' as never] } }]).message).toContain('unknown release status "Nightly"');
  });

  it('refuses a method claiming a system it has no script for', () => {
    const error = refusal([{ ...mise, script: { MAC: mise.script.MAC, LINUX: mise.script.LINUX } }]);
    expect(error.message).toBe('Install method MISE: claims WIN but has no script for it');
    // No `os` condition claims every system.
    const everywhere = refusal([{ ...mise, compatibility: {} }]);
    expect(everywhere.message).toBe('Install method MISE: claims AIX but has no script for it');
  });

  it('refuses a recommended unmaintained method, an unknown successor and a duplicate id', () => {
    expect(refusal([{ ...mise, maintained: false, recommended: true }]).message).toContain('an unmaintained method cannot be recommended');
    expect(refusal([{ ...mise, successor: 'RTX' }]).message).toContain('unknown successor "RTX"');
    expect(refusal([mise, mise]).message).toContain('used by more than one method');
  });

  it('marks Volta unmaintained with mise as its successor, and lists it last', () => {
    const volta = installMethodFor('VOLTA');
    expect(volta.maintained).toBe(false);
    expect(volta.recommended).toBe(false);
    expect(volta.successor).toBe('MISE');
    expect(INSTALL_METHODS.at(-1)?.id).toBe('VOLTA');
    expect(INSTALL_METHODS.filter((method) => !method.maintained).map((method) => method.id)).toEqual(['VOLTA']);
  });
});

describe('pinned tool versions', () => {
  it('pins nvm to the version of the snapshot, with its source', () => {
    expect(TOOL_VERSIONS.nvm.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(TOOL_VERSIONS.nvm.source).toMatch(/^https:\/\/.*nvm-sh\/nvm/);
    const script = installScript({ release: line('v24'), os: 'LINUX', installMethod: 'NVM', packageManager: 'NPM' });
    expect(script.code).toContain(`https://raw.githubusercontent.com/nvm-sh/nvm/v${TOOL_VERSIONS.nvm.version}/install.sh`);
  });

  it('refuses a version that is not x.y.z and a source that is not https, naming the tool', () => {
    expect(() => checkToolVersions({ nvm: { version: 'latest', source: 'https://example.org' } })).toThrow(
      new ToolVersionError('Pinned version of nvm is not a version (x.y.z): "latest"'),
    );
    expect(() => checkToolVersions({ nvm: { version: '0.40.3', source: 'http://example.org' } })).toThrow(/nvm has no https source/);
  });
});

describe('the scripts of mise and WinGet', () => {
  it('mise: its installer, activation, then mise install and mise use with the selected version', () => {
    const linux = installScript({ release: line('v24'), os: 'LINUX', installMethod: 'MISE', packageManager: 'NPM' }).code;
    expect(linux).toContain('curl -fsSL https://mise.run | sh\n');
    expect(linux).toContain('eval "$("$HOME/.local/bin/mise" activate bash)"');
    expect(linux).toContain('mise install node@24\nmise use --global node@24\n');
    const exact = installScript({ release: line('v22'), version: '22.1.0', os: 'MAC', installMethod: 'MISE', packageManager: 'NPM' }).code;
    expect(exact).toContain('mise install node@22.1.0\nmise use --global node@22.1.0\n');
    const windows = installScript({ release: line('v24'), os: 'WIN', installMethod: 'MISE', packageManager: 'NPM' });
    expect(windows.language).toBe('powershell');
    expect(windows.code).toContain('winget install --exact --id jdx.mise\n');
    expect(windows.code).toContain('(&mise activate pwsh) | Out-String | Invoke-Expression');
  });

  it('WinGet: OpenJS.NodeJS.LTS for an LTS line, OpenJS.NodeJS otherwise, the exact version pinned', () => {
    const lts = installScript({ release: line('v24'), os: 'WIN', installMethod: 'WINGET', packageManager: 'NPM' }).code;
    expect(lts).toContain(`winget install --exact --id OpenJS.NodeJS.LTS --version ${line('v24').version}\n`);
    const older = installScript({ release: line('v22'), version: '22.1.0', os: 'WIN', installMethod: 'WINGET', packageManager: 'NPM' }).code;
    expect(older).toContain('winget install --exact --id OpenJS.NodeJS.LTS --version 22.1.0\n');
    const current = installScript({ release: line('v25'), os: 'WIN', installMethod: 'WINGET', packageManager: 'NPM' }).code;
    expect(current).toContain(`winget install --exact --id OpenJS.NodeJS --version ${line('v25').version}\n`);
    expect(() => installScript({ release: line('v24'), os: 'LINUX', installMethod: 'WINGET', packageManager: 'NPM' })).toThrow(/WinGet does not run on LINUX/);
  });

  it('every system has at least one method, except AIX', () => {
    const withMethod = OPERATING_SYSTEMS.filter((os) => INSTALL_METHODS.some((method) => (method.compatibility.os as readonly string[]).includes(os)));
    expect(withMethod).toEqual(['WIN', 'MAC', 'LINUX']);
  });
});
