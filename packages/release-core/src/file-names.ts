/**
 * The file names of a release by rule: from a dist index `files` token, the names it stands for;
 * for a download button, the token that proves its file and the file's name. The files of a
 * release as a whole (the published list first, these rules where it is not known) are
 * `artifacts.ts`'s.
 *
 * File-name rules, with the exceptions the published lists show:
 * - `.tar.xz` archives exist only from v0.10.42 (v0.10 line), v0.12.10 (v0.12 line) and v4 on;
 *   AIX archives are `.tar.gz` only.
 * - Windows: the 64-bit `.msi` and `node.exe` of v0.x live in an `x64/` folder; from v4 the
 *   executables live in `win-<arch>/`; `.zip`/`.7z` archives begin with v4.5.0.
 * - Windows arm64 has an `.msi` (`node-vX-arm64.msi`) from v19.9.0 although the dist index has no
 *   token for it: it is inferred from the `win-arm64-zip` token, unless the release's published
 *   list is known (v26.3.0 published arm64 archives but no arm64 `.msi`).
 */
import { expectKnown } from './catalogue';
import { expectString, expectVersion } from './arguments';
import type { OperatingSystem, Platform } from './types';
import { satisfiesRange, type Version } from './version';

const XZ_RANGE = '>=0.10.42 <0.11.0-0 || >=0.12.10 <0.13.0-0 || >=4.0.0-0';

function hasXz(version: Version): boolean {
  return satisfiesRange(version, XZ_RANGE);
}

function isLegacyWindowsLayout(version: Version): boolean {
  return version.major === 0;
}

function tarballs(stem: string, version: Version): string[] {
  return hasXz(version) ? [`${stem}.tar.gz`, `${stem}.tar.xz`] : [`${stem}.tar.gz`];
}

function msiName(version: Version, arch: string): string {
  const folder = isLegacyWindowsLayout(version) && arch === 'x64' ? 'x64/' : '';
  return `${folder}node-v${version.version}-${arch}.msi`;
}

function exeName(version: Version, arch: string): string {
  if (isLegacyWindowsLayout(version)) {
    return arch === 'x64' ? 'x64/node.exe' : 'node.exe';
  }
  return `win-${arch}/node.exe`;
}

/**
 * The dist index token that proves a download button's file exists, for an OS, platform and
 * kind. With `files`, only a token the release lists is returned (undefined when none is);
 * without, the token the rules expect.
 * Exception: the Windows arm64 `.msi` has no token; the `win-arm64-zip` token stands for it.
 * @example
 * downloadToken('WIN', 'x64', 'binary', ['win-x64-exe', 'win-x64-msi']) // → 'win-x64-exe'
 */
export function downloadToken(
  os: OperatingSystem,
  platform: Platform,
  kind: 'installer' | 'binary',
  files?: readonly string[],
): string | undefined {
  expectKnown(os, platform);
  const candidates = candidateTokens(os, platform, kind);
  if (files === undefined) {
    return candidates[0];
  }
  return candidates.find((token) => files.includes(token));
}

function candidateTokens(os: OperatingSystem, platform: Platform, kind: 'installer' | 'binary'): string[] {
  switch (os) {
    case 'MAC': {
      return kind === 'installer' ? ['osx-x64-pkg'] : [`osx-${platform}-tar`];
    }
    case 'WIN': {
      if (kind === 'installer') {
        return platform === 'arm64' ? ['win-arm64-zip'] : [`win-${platform}-msi`];
      }
      return [`win-${platform}-zip`, `win-${platform}-exe`];
    }
    case 'LINUX': {
      return [`linux-${platform}`];
    }
    case 'AIX': {
      return [`aix-${platform}`];
    }
    default: {
      return os satisfies never;
    }
  }
}

/**
 * The file a download button points at, inside the release folder, given the token that
 * provides it (see {@link downloadToken}).
 */
export function fileNameFor(
  version: Version,
  os: OperatingSystem,
  platform: Platform,
  kind: 'installer' | 'binary',
  token: string,
): string {
  const v = version.version;
  switch (os) {
    case 'MAC': {
      return kind === 'installer' ? `node-v${v}.pkg` : `node-v${v}-darwin-${platform}.tar.gz`;
    }
    case 'WIN': {
      if (kind === 'installer') {
        return msiName(version, platform);
      }
      return token.endsWith('-zip') ? `node-v${v}-win-${platform}.zip` : exeName(version, platform);
    }
    case 'LINUX': {
      return `node-v${v}-linux-${platform}.tar.${hasXz(version) ? 'xz' : 'gz'}`;
    }
    case 'AIX': {
      return `node-v${v}-aix-${platform}.tar.gz`;
    }
    default: {
      return os satisfies never;
    }
  }
}

/**
 * The file names a dist index token stands for, by rule.
 * @example
 * tokenFileNames('osx-arm64-tar', readVersion('22.1.0'))
 * // → ['node-v22.1.0-darwin-arm64.tar.gz', 'node-v22.1.0-darwin-arm64.tar.xz']
 */
export function tokenFileNames(token: string, version: Version): string[] {
  expectString('tokenFileNames', 'token', token);
  expectVersion('tokenFileNames', 'version', version);
  const v = version.version;
  if (token === 'src') {
    return tarballs(`node-v${v}`, version);
  }
  if (token === 'headers') {
    return tarballs(`node-v${v}-headers`, version);
  }
  if (token === 'osx-x64-pkg') {
    return [`node-v${v}.pkg`];
  }
  if (token === 'aix-ppc64') {
    return [`node-v${v}-aix-ppc64.tar.gz`];
  }
  const posix = /^(linux|sunos)-(.+)$/.exec(token);
  if (posix) {
    return tarballs(`node-v${v}-${posix[1]}-${posix[2]}`, version);
  }
  const mac = /^osx-(.+)-tar$/.exec(token);
  if (mac) {
    return tarballs(`node-v${v}-darwin-${mac[1]}`, version);
  }
  const windows = /^win-(.+)-(msi|zip|7z|exe)$/.exec(token);
  if (windows) {
    const arch = windows[1] ?? '';
    switch (windows[2]) {
      case 'msi': {
        return [msiName(version, arch)];
      }
      case 'exe': {
        return [exeName(version, arch)];
      }
      case 'zip': {
        return [`node-v${v}-win-${arch}.zip`];
      }
      default: {
        return [`node-v${v}-win-${arch}.7z`];
      }
    }
  }
  return [];
}

/**
 * The files of a kind the dist index has no token for, inferred from a token they usually ship
 * with: the Windows arm64 `.msi` with `win-arm64-zip`. A release's published checksum list, where
 * known, decides instead (see {@link releaseArtifacts}).
 * @example
 * inferredFileNames('win-arm64-zip', readVersion('22.1.0')) // → ['node-v22.1.0-arm64.msi']
 */
export function inferredFileNames(token: string, version: Version): string[] {
  return token === 'win-arm64-zip' ? [msiName(version, 'arm64')] : [];
}
