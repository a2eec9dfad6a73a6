import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { shasums } from './data-shasums';
import { NoSuchFileError } from './errors';
import { findMinorRelease } from './release-lookup';
import type { LineRelease, Shasums } from './types';
import { DETACHED_SIGNATURES_FROM, shellQuote, verifyCommands, type VerifyCommands } from './verify';

function minor(version: string): LineRelease {
  const match = findMinorRelease(NOV_2026, version);
  if (!match) {
    throw new Error(`no release ${version}`);
  }
  return match.minor;
}

function commands(result: VerifyCommands, id: string): string[] {
  return result.steps.find((step) => step.id === id)?.commands ?? [];
}

const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const directories: string[] = [];
function temporaryDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'verify-'));
  directories.push(directory);
  return directory;
}
afterAll(() => {
  for (const directory of directories) {
    if (existsSync(join(directory, 'gnupg'))) {
      spawnSync('gpgconf', ['--kill', 'gpg-agent'], { env: { ...process.env, GNUPGHOME: join(directory, 'gnupg') } });
    }
    rmSync(directory, { recursive: true, force: true });
  }
});

function bash(script: string, cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return spawnSync('bash', ['-c', script], { cwd, encoding: 'utf8', env });
}

function sha256(content: string): string {
  return createHash('sha256').update(content).digest('hex');
}

describe('verifyCommands', () => {
  it('checks a v24 Linux archive with sha256sum and the detached signature', () => {
    const result = verifyCommands({ release: minor('v24.11.1'), file: 'node-v24.11.1-linux-x64.tar.xz', os: 'LINUX', shasums });
    expect(result.language).toBe('bash');
    expect(result.fileName).toBe('node-v24.11.1-linux-x64.tar.xz');
    expect(result.url).toBe('https://nodejs.org/dist/v24.11.1/node-v24.11.1-linux-x64.tar.xz');
    expect(result.checksumsUrl).toBe('https://nodejs.org/dist/v24.11.1/SHASUMS256.txt');
    expect(result.sha256).toBe(shasums['v24.11.1']?.['node-v24.11.1-linux-x64.tar.xz']);
    expect(result.signature).toEqual({ kind: 'detached', url: 'https://nodejs.org/dist/v24.11.1/SHASUMS256.txt.sig' });
    expect(result.steps.map((step) => step.id)).toEqual(['checksums', 'check', 'keys', 'signature']);
    expect(commands(result, 'checksums')).toEqual(['curl -fsSL -o SHASUMS256.txt https://nodejs.org/dist/v24.11.1/SHASUMS256.txt']);
    expect(commands(result, 'check')).toEqual(["awk -v file=node-v24.11.1-linux-x64.tar.xz '$2 == file' SHASUMS256.txt | sha256sum -c -"]);
    expect(commands(result, 'keys')).toEqual([
      'curl -fsSL -o nodejs-keyring.kbx https://github.com/nodejs/release-keys/raw/HEAD/gpg/pubring.kbx',
    ]);
    expect(commands(result, 'signature')).toEqual([
      'curl -fsSL -o SHASUMS256.txt.sig https://nodejs.org/dist/v24.11.1/SHASUMS256.txt.sig',
      'gpgv --keyring ./nodejs-keyring.kbx SHASUMS256.txt.sig SHASUMS256.txt',
    ]);
    expect(result.code).toContain('# Get the release keys: the keyring of https://github.com/nodejs/release-keys (or import');
    expect(result.code).toContain('gpg --keyserver hkps://keys.openpgp.org --recv-keys');
  });

  it('checks the v0.10 64-bit Windows installer of the x64/ folder in PowerShell, with the clearsigned list', () => {
    const release = minor('v0.10.48');
    expect(release.date < DETACHED_SIGNATURES_FROM).toBe(true);
    const result = verifyCommands({ release, file: 'x64/node-v0.10.48-x64.msi', os: 'WIN', shasums });
    expect(result.language).toBe('powershell');
    expect(result.fileName).toBe('x64/node-v0.10.48-x64.msi');
    expect(result.localName).toBe('node-v0.10.48-x64.msi');
    expect(result.url).toBe('https://nodejs.org/dist/v0.10.48/x64/node-v0.10.48-x64.msi');
    expect(result.signature).toEqual({ kind: 'clearsigned', url: 'https://nodejs.org/dist/v0.10.48/SHASUMS256.txt.asc' });
    expect(commands(result, 'checksums')).toEqual([
      "Invoke-WebRequest -UseBasicParsing -Uri 'https://nodejs.org/dist/v0.10.48/SHASUMS256.txt' -OutFile 'SHASUMS256.txt'",
    ]);
    expect(commands(result, 'check')).toEqual([
      "$expected = foreach ($line in Get-Content 'SHASUMS256.txt') { $hash, $name = $line -split '\\s+', 2; if ($name -eq 'x64/node-v0.10.48-x64.msi') { $hash } }; " +
        "if ($expected -and (Get-FileHash -Algorithm SHA256 -LiteralPath 'node-v0.10.48-x64.msi').Hash -eq $expected) { 'node-v0.10.48-x64.msi: OK' } " +
        "else { throw 'node-v0.10.48-x64.msi: FAILED, its SHA-256 does not match SHASUMS256.txt' }",
    ]);
    expect(commands(result, 'signature')[0]).toBe(
      "Invoke-WebRequest -UseBasicParsing -Uri 'https://nodejs.org/dist/v0.10.48/SHASUMS256.txt.asc' -OutFile 'SHASUMS256.txt.asc'",
    );
    expect(commands(result, 'signature')[1]).toMatch(/^\$signed = gpgv --keyring \.\/nodejs-keyring\.kbx --output - SHASUMS256\.txt\.asc; /);
    // The bare name finds the file when only one file has it.
    expect(verifyCommands({ release, file: 'node-v0.10.48-x64.msi', os: 'WIN', shasums }).fileName).toBe('x64/node-v0.10.48-x64.msi');
  });

  it('checks a macOS installer with shasum, and the same file in bash on Linux from the x64/ folder', () => {
    const result = verifyCommands({ release: minor('v22.1.0'), file: 'node-v22.1.0.pkg', os: 'MAC', shasums });
    expect(result.url).toBe('https://nodejs.org/dist/v22.1.0/node-v22.1.0.pkg');
    expect(result.checksumsUrl).toBe('https://nodejs.org/dist/v22.1.0/SHASUMS256.txt');
    expect(commands(result, 'check')).toEqual(["awk -v file=node-v22.1.0.pkg '$2 == file' SHASUMS256.txt | shasum -a 256 -c -"]);
    const legacy = verifyCommands({ release: minor('v0.10.48'), file: 'x64/node-v0.10.48-x64.msi', os: 'LINUX', shasums });
    expect(commands(legacy, 'check')).toEqual([
      `awk -v file=x64/node-v0.10.48-x64.msi -v name=node-v0.10.48-x64.msi '$2 == file { print $1 "  " name }' SHASUMS256.txt | sha256sum -c -`,
    ]);
    expect(commands(legacy, 'signature')).toEqual([
      'curl -fsSL -o SHASUMS256.txt.asc https://nodejs.org/dist/v0.10.48/SHASUMS256.txt.asc',
      "gpgv --keyring ./nodejs-keyring.kbx --output - < SHASUMS256.txt.asc > SHASUMS256.signed.txt && cmp SHASUMS256.signed.txt SHASUMS256.txt && echo 'SHASUMS256.txt: signed by a release key'",
    ]);
  });

  it('uses the release date to pick the signature file', () => {
    expect(verifyCommands({ release: minor('v6.8.0'), file: 'node-v6.8.0.tar.gz', os: 'LINUX', shasums }).signature.kind).toBe('clearsigned');
    expect(verifyCommands({ release: minor('v7.1.0'), file: 'node-v7.1.0.tar.gz', os: 'LINUX', shasums }).signature.kind).toBe('detached');
  });

  it('works without checksums data, naming files by rule, for releases the data does not cover', () => {
    const result = verifyCommands({ release: minor('v26.13.0'), file: 'node-v26.13.0-linux-arm64.tar.xz', os: 'LINUX', shasums });
    expect(result.sha256).toBeUndefined();
    expect(result.checksumsUrl).toBe('https://nodejs.org/dist/v26.13.0/SHASUMS256.txt');
    expect(verifyCommands({ release: minor('v22.1.0'), file: 'node-v22.1.0-win-x64.zip', os: 'WIN' }).sha256).toBeUndefined();
  });

  it('accepts any name of the release when its files are unknown (listed without files, as the v27 alphas)', () => {
    const alpha = minor('v27.0.0-alpha.0.1.1');
    expect(alpha.files).toEqual([]);
    const result = verifyCommands({ release: alpha, file: 'node-v27.0.0-alpha.0.1.1-darwin-arm64.tar.gz', os: 'MAC', shasums });
    expect(result.url).toBe('https://nodejs.org/dist/v27.0.0-alpha.0.1.1/node-v27.0.0-alpha.0.1.1-darwin-arm64.tar.gz');
    expect(result.signature.kind).toBe('detached');
    expect(() => verifyCommands({ release: alpha, file: 'node-v26.0.0.tar.gz', os: 'MAC', shasums })).toThrow(NoSuchFileError);
  });

  it('refuses files the release does not have, with NoSuchFileError', () => {
    expect(() => verifyCommands({ release: minor('v24.11.1'), file: 'node-v24.11.1-win-x86.zip', os: 'LINUX', shasums })).toThrow(NoSuchFileError);
    expect(() => verifyCommands({ release: minor('v24.11.1'), file: 'node-v24.11.1-win-x86.zip', os: 'LINUX', shasums })).toThrow(
      'v24.11.1 has no file "node-v24.11.1-win-x86.zip": no such file was published',
    );
    // A bare name is enough only when one file has it: v0.10.48 has a node.exe at the top, v24 none.
    expect(verifyCommands({ release: minor('v0.10.48'), file: 'node.exe', os: 'WIN', shasums }).fileName).toBe('node.exe');
    expect(() => verifyCommands({ release: minor('v24.11.1'), file: 'node.exe', os: 'WIN', shasums })).toThrow(
      'v24.11.1 has no file "node.exe": several files are called that: win-arm64/node.exe, win-x64/node.exe',
    );
    expect(() => verifyCommands({ release: minor('v0.8.28'), file: 'node-v0.8.28.tar.gz', os: 'LINUX', shasums })).toThrow(
      'No SHA-256 checksum list (SHASUMS256.txt) is known for v0.8.28, so node-v0.8.28.tar.gz cannot be verified',
    );
    expect(() => verifyCommands({ release: minor('v24.11.1'), file: 'SHASUMS256.txt', os: 'LINUX', shasums })).toThrow(
      'SHASUMS256.txt is not listed in SHASUMS256.txt; verify the list with its signature instead',
    );
  });

  it('quotes every URL and file name for the shell', () => {
    const result = verifyCommands(
      { release: minor('v24.11.1'), file: 'node-v24.11.1.tar.gz', os: 'LINUX', shasums },
      { distBaseUrl: 'https://mirror.example/node?a=1&b=$HOME' },
    );
    expect(commands(result, 'checksums')).toEqual(["curl -fsSL -o SHASUMS256.txt 'https://mirror.example/node?a=1&b=$HOME/v24.11.1/SHASUMS256.txt'"]);
    expect(shellQuote('node-v1.0.0.tar.gz')).toBe('node-v1.0.0.tar.gz');
    expect(shellQuote("it's $(here)")).toBe(`'it'"'"'s $(here)'`);
    const windows = verifyCommands(
      { release: minor('v24.11.1'), file: 'node-v24.11.1.tar.gz', os: 'WIN', shasums },
      { distBaseUrl: "https://mirror.example/o'neil/" },
    );
    expect(commands(windows, 'checksums')[0]).toContain("-Uri 'https://mirror.example/o''neil/v24.11.1/SHASUMS256.txt'");
  });
});

describe('verifyCommands: the commands run', () => {
  function setUp(names: Record<string, string>): string {
    const directory = temporaryDirectory();
    const lines = Object.entries(names).map(([listed, content]) => `${sha256(content)}  ${listed}`);
    writeFileSync(join(directory, 'SHASUMS256.txt'), `${lines.join('\n')}\n`);
    for (const [listed, content] of Object.entries(names)) {
      writeFileSync(join(directory, listed.slice(listed.lastIndexOf('/') + 1)), content);
    }
    return directory;
  }

  it('passes with sha256sum for the real file and fails for a tampered one', () => {
    const result = verifyCommands({ release: minor('v24.11.1'), file: 'node-v24.11.1-linux-x64.tar.xz', os: 'LINUX', shasums });
    const directory = setUp({ 'node-v24.11.1-linux-x64.tar.xz': 'the archive', 'node-v24.11.1.tar.gz': 'the source' });
    const check = commands(result, 'check').join('\n');
    const passed = bash(check, directory);
    expect(passed.stdout).toBe('node-v24.11.1-linux-x64.tar.xz: OK\n');
    expect(passed.status).toBe(0);
    writeFileSync(join(directory, 'node-v24.11.1-linux-x64.tar.xz'), 'the archive, changed');
    const failed = bash(check, directory);
    expect(failed.status).not.toBe(0);
    expect(failed.stdout).toContain('node-v24.11.1-linux-x64.tar.xz: FAILED');
  });

  it('fails when the list does not name the file at all', () => {
    const result = verifyCommands({ release: minor('v24.11.1'), file: 'node-v24.11.1-linux-x64.tar.xz', os: 'LINUX', shasums });
    const directory = setUp({ 'node-v24.11.1.tar.gz': 'the source' });
    writeFileSync(join(directory, 'node-v24.11.1-linux-x64.tar.xz'), 'the archive');
    expect(bash(commands(result, 'check').join('\n'), directory).status).not.toBe(0);
  });

  it('checks a file the list names inside a folder against the downloaded file', () => {
    const result = verifyCommands({ release: minor('v0.10.48'), file: 'x64/node-v0.10.48-x64.msi', os: 'LINUX', shasums });
    const directory = setUp({ 'x64/node-v0.10.48-x64.msi': 'the 64-bit installer', 'node-v0.10.48-x86.msi': 'the 32-bit one' });
    expect(bash(commands(result, 'check').join('\n'), directory).stdout).toBe('node-v0.10.48-x64.msi: OK\n');
    writeFileSync(join(directory, 'node-v0.10.48-x64.msi'), 'the 32-bit one');
    expect(bash(commands(result, 'check').join('\n'), directory).status).not.toBe(0);
  });

  it('keeps a hostile file name a file name', () => {
    // A command substitution, a quote and a separator, with no space so the name stays one field.
    const name = `node-v24.11.1-$(touch\${IFS}pwned)'x;.tar.gz`;
    const data: Shasums = { 'v24.11.1': { [name]: sha256('payload') } };
    const result = verifyCommands({ release: minor('v24.11.1'), file: name, os: 'LINUX', shasums: data });
    const directory = setUp({ [name]: 'payload' });
    const run = bash(commands(result, 'check').join('\n'), directory);
    expect(run.stdout).toBe(`${name}: OK\n`);
    expect(existsSync(join(directory, 'pwned'))).toBe(false);
  });

  it.runIf(hasCommand('shasum'))('passes with shasum as on macOS', () => {
    const result = verifyCommands({ release: minor('v22.1.0'), file: 'node-v22.1.0.pkg', os: 'MAC', shasums });
    const directory = setUp({ 'node-v22.1.0.pkg': 'the installer' });
    expect(bash(commands(result, 'check').join('\n'), directory).stdout).toBe('node-v22.1.0.pkg: OK\n');
    writeFileSync(join(directory, 'node-v22.1.0.pkg'), 'another installer');
    expect(bash(commands(result, 'check').join('\n'), directory).status).not.toBe(0);
  });

  it.runIf(hasCommand('gpg') && hasCommand('gpgv'))(
    'verifies the detached and the clearsigned list with the keyring, and refuses a changed list',
    () => {
      const directory = setUp({ 'node-v24.11.1-linux-x64.tar.xz': 'the archive' });
      const home = join(directory, 'gnupg');
      mkdirSync(home, { mode: 0o700 });
      const env = { ...process.env, GNUPGHOME: home };
      const setup = bash(
        [
          "gpg --batch --passphrase '' --quick-gen-key 'Release test <release@example.invalid>' ed25519 sign never",
          'gpg --batch --export > nodejs-keyring.kbx',
          'gpg --batch --detach-sign -o SHASUMS256.txt.sig SHASUMS256.txt',
          'gpg --batch --clearsign -o SHASUMS256.txt.asc SHASUMS256.txt',
        ].join(' && '),
        directory,
        env,
      );
      expect(setup.status, setup.stderr).toBe(0);
      // The first command of each signature step downloads the signature file, which is here already.
      const detached = commands(verifyCommands({ release: minor('v24.11.1'), file: 'node-v24.11.1-linux-x64.tar.xz', os: 'LINUX', shasums }), 'signature').slice(1);
      const clearsigned = commands(verifyCommands({ release: minor('v0.10.48'), file: 'node-v0.10.48.tar.gz', os: 'LINUX', shasums }), 'signature').slice(1);
      expect(bash(detached.join('\n'), directory, env).status).toBe(0);
      const signed = bash(clearsigned.join('\n'), directory, env);
      expect(signed.status).toBe(0);
      expect(signed.stdout).toBe('SHASUMS256.txt: signed by a release key\n');

      writeFileSync(join(directory, 'SHASUMS256.txt'), `${sha256('another archive')}  node-v24.11.1-linux-x64.tar.xz\n`);
      expect(bash(detached.join('\n'), directory, env).status).not.toBe(0);
      expect(bash(clearsigned.join('\n'), directory, env).status).not.toBe(0);
    },
    30_000,
  );
});
