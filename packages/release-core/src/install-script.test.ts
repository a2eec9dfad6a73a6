import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { INSTALL_METHODS, OPERATING_SYSTEMS, PACKAGE_MANAGER_VALUES } from './catalogue';
import { UnknownValueError } from './errors';
import { IncompatibleSelectionError, installScript, installSnippets } from './install-script';

const line = (name: string) => NOV_2026.find((release) => release.line === name)!;
const v24 = line('v24');
const v26 = line('v26');

/** Bash-only syntax that must never reach a PowerShell code box. */
const BASH_ONLY = [/\| bash/, /^export /m, /\$\(/, /^\\\. /m, /\$HOME/];

describe('installScript', () => {
  it('installs the line with nvm and checks the versions', () => {
    const script = installScript({ release: v24, os: 'LINUX', installMethod: 'NVM', packageManager: 'NPM' });
    expect(script.language).toBe('bash');
    expect(script.code).toContain('nvm install 24\n');
    expect(script.code).toContain(`should print "${v24.versionWithPrefix}"`);
    expect(script.snippets.map((snippet) => snippet.name)).toEqual(['nvm', 'node', 'npm']);
  });

  it('installs an older release of a line by its exact version', () => {
    const script = installScript({ release: v24, version: 'v24.1.0', os: 'MAC', installMethod: 'FNM', packageManager: 'NPM' });
    expect(script.code).toContain('fnm install 24.1.0');
  });

  it('pulls the container image of the line and checks versions inside it', () => {
    const script = installScript({ release: v24, os: 'LINUX', installMethod: 'DOCKER', packageManager: 'PNPM' });
    expect(script.code).toContain('docker pull node:24-slim');
    expect(script.code).toContain('docker run --rm node:24-slim node -v');
    expect(script.code).toContain('docker run --rm node:24-slim sh -c "corepack enable pnpm && pnpm -v"');
  });

  it('adds the corepack install step for other managers from v25 on, not before', () => {
    expect(installSnippets({ release: v26, os: 'LINUX', installMethod: 'NVM', packageManager: 'YARN' }).map((snippet) => snippet.name)).toEqual([
      'nvm',
      'node',
      'corepack',
      'yarn',
    ]);
    expect(installSnippets({ release: v24, os: 'LINUX', installMethod: 'NVM', packageManager: 'YARN' }).map((snippet) => snippet.name)).toEqual([
      'nvm',
      'node',
      'yarn',
    ]);
    expect(installSnippets({ release: v26, os: 'LINUX', installMethod: 'NVM', packageManager: 'NPM' }).map((snippet) => snippet.name)).not.toContain(
      'corepack',
    );
    // Inside a container the step runs in the same container as the manager.
    expect(installScript({ release: v26, os: 'MAC', installMethod: 'DOCKER', packageManager: 'YARN' }).code).toContain(
      'sh -c "npm install --global corepack@0.36.0 && corepack enable yarn && yarn -v"',
    );
  });

  it('installs a corepack whose engines range the release satisfies, and none where no corepack runs', () => {
    const script = (major: number) =>
      installScript({ release: line(`v${major}`), os: 'LINUX', installMethod: 'NVM', packageManager: 'PNPM' }).code;
    // corepack 0.36 needs ^22.22.2 || ^24.15.0 || >=26.0.0: v26 gets it, v25 the newest that runs on it.
    expect(script(26)).toContain('npm install --global corepack@0.36.0');
    expect(script(25)).toContain('npm install --global corepack@0.34.7');
    expect(script(15)).toContain('npm install --global corepack@0.17.2');
    expect(script(24)).not.toContain('npm install --global corepack');
    expect(script(26)).not.toContain('corepack@latest');
    expect(() => script(4)).toThrow(IncompatibleSelectionError);
    expect(() => script(4)).toThrow('no corepack release runs on v4.');
  });

  it('writes real PowerShell for every Windows method', () => {
    for (const method of INSTALL_METHODS.filter((entry) => (entry.compatibility.os as readonly string[]).includes('WIN'))) {
      for (const packageManager of PACKAGE_MANAGER_VALUES) {
        const script = installScript({ release: v26, os: 'WIN', installMethod: method.id, packageManager });
        expect(script.language).toBe('powershell');
        for (const pattern of BASH_ONLY) {
          expect(script.code, `${method.id} ${packageManager}`).not.toMatch(pattern);
        }
      }
    }
    expect(installScript({ release: v26, os: 'WIN', installMethod: 'CHOCO', packageManager: 'NPM' }).code).toContain(
      `choco install nodejs --version="${v26.version}" -y`,
    );
  });

  it('builds a script for every method × manager × OS the catalogue allows, and refuses the rest', () => {
    let built = 0;
    for (const os of OPERATING_SYSTEMS) {
      for (const method of INSTALL_METHODS) {
        for (const packageManager of PACKAGE_MANAGER_VALUES) {
          const allowed = (method.compatibility.os as readonly string[]).includes(os);
          const run = () => installScript({ release: v24, os, installMethod: method.id, packageManager });
          if (allowed) {
            const script = run();
            expect(script.code).toContain(packageManager === 'NPM' ? 'npm -v' : `${packageManager.toLowerCase()} -v`);
            expect(script.code).toMatch(/24/);
            built += 1;
          } else {
            expect(run).toThrow(IncompatibleSelectionError);
          }
        }
      }
    }
    expect(built).toBe(INSTALL_METHODS.reduce((count, method) => count + method.compatibility.os.length, 0) * PACKAGE_MANAGER_VALUES.length);
  });

  it('refuses unknown values with typed errors', () => {
    expect(() => installScript({ release: v24, os: 'LINUX', installMethod: 'APT' as 'NVM', packageManager: 'NPM' })).toThrow(UnknownValueError);
    expect(() => installScript({ release: v24, os: 'LINUX', installMethod: 'NVM', packageManager: 'BUN' as 'NPM' })).toThrow(
      'Unknown packageManager: "BUN"',
    );
  });
});
