/**
 * The files of a release. Two sources, in order of trust:
 * 1. the published SHA-256 list of the release (`SHASUMS256.txt`), which names every file exactly;
 * 2. the dist index `files` tokens, turned into file names by the rules of `file-names.ts`. A token is proof
 *    of its files even where the list lacks them (some lists were written before every upload,
 *    such as `linux-armv6l` of several v4–v9 releases).
 * Files of a kind the dist index has no token for are inferred only for a release whose list is
 * not known; where it is, the list alone decides whether they exist.
 */
import { SYSTEMS, expectKnown } from './catalogue';
import { type DistOptions, folderOf } from './dist';
import { inferredFileNames, tokenFileNames } from './file-names';
import { readVersion } from './version';
import type { LineRelease, OperatingSystem, Platform, PublishedFiles } from './types';
import { expectArray, expectObject, expectOptions, expectString } from './arguments';

/** What a file of a release is. */
export type ArtifactKind =
  | 'installer'
  | 'binary'
  | 'source'
  | 'headers'
  | 'executable'
  | 'library'
  | 'symbols'
  | 'checksums'
  | 'other';

/** Operating systems of published files, including ones the download page no longer offers. */
export type ArtifactOs = OperatingSystem | 'SUNOS';

/** One downloadable file of a release. */
export type Artifact = {
  kind: ArtifactKind;
  /** Operating system the file is for; absent for source, headers and checksums. */
  os?: ArtifactOs | undefined;
  /** CPU architecture as published (`x64`, `arm64`, `armv6l`, `ppc64`, …). */
  arch?: string | undefined;
  /** The release-core platform, when the architecture is one the download page offers. */
  platform?: Platform | undefined;
  /** File format: `msi`, `pkg`, `tar.gz`, `tar.xz`, `zip`, `7z`, `exe`, … */
  format: string;
  /** Path of the file inside the release folder. */
  fileName: string;
  url: string;
  /** SHA-256 from the published checksums list, when known. */
  sha256?: string | undefined;
  /** True when the file name was derived by rule rather than read from the published list. */
  derived: boolean;
  /** A short human description, such as "Windows installer (.msi), x64". */
  label: string;
};


const OS_NAMES: Record<ArtifactOs, string> = { WIN: 'Windows', MAC: 'macOS', LINUX: 'Linux', AIX: 'AIX', SUNOS: 'SunOS' };

/**
 * The product name of an operating system in file descriptions (never translated).
 * @example
 * artifactOsName('MAC') // → 'macOS'
 */
export function artifactOsName(os: ArtifactOs): string {
  return OS_NAMES[os];
}
const PLATFORM_OF_ARCH: Record<string, Platform> = {
  // v4.1.0 published its ARMv7 archives as `linux-armv7`.
  armv7: 'armv7l',
  x64: 'x64',
  x86: 'x86',
  arm64: 'arm64',
  armv7l: 'armv7l',
  ppc64le: 'ppc64le',
  s390x: 's390x',
  ppc64: 'ppc64',
};

/** What follows `node-v<version>` in the name of each kind of file. */
const SOURCE_REST = /^\.(tar\.gz|tar\.xz)$/;
const HEADERS_REST = /^-headers\.(tar\.gz|tar\.xz)$/;
const MSI_REST = /^-(x64|x86|arm64)\.msi$/;
const BINARY_REST = /^-(darwin|linux|sunos|aix|win)-([a-z0-9]+(?:-musl)?)\.(tar\.gz|tar\.xz|zip|7z)$/;

/**
 * What a published file is, from its name.
 * @example
 * classifyFile('node-v22.1.0-x64.msi', '22.1.0').kind // → 'installer'
 */
export function classifyFile(fileName: string, version: string): Omit<Artifact, 'url' | 'sha256' | 'derived'> {
  expectString('classifyFile', 'fileName', fileName);
  expectString('classifyFile', 'version', version);
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const folderArch = /^(?:win-)?(x64|x86|arm64)\//.exec(fileName)?.[1];
  // Names that start `node-v<version>`: matched on the rest, with patterns compiled once.
  const stem = `node-v${version}`;
  const rest = base.startsWith(stem) ? base.slice(stem.length) : undefined;
  if (rest !== undefined) {
    if (rest === '.pkg') {
      return describe({ kind: 'installer', os: 'MAC', format: 'pkg', fileName });
    }
    let match = SOURCE_REST.exec(rest);
    if (match) {
      return describe({ kind: 'source', format: match[1] ?? '', fileName });
    }
    match = HEADERS_REST.exec(rest);
    if (match) {
      return describe({ kind: 'headers', format: match[1] ?? '', fileName });
    }
    match = MSI_REST.exec(rest);
    if (match) {
      return describe({ kind: 'installer', os: 'WIN', arch: match[1], format: 'msi', fileName });
    }
    match = BINARY_REST.exec(rest);
    if (match) {
      const os = ({ darwin: 'MAC', linux: 'LINUX', sunos: 'SUNOS', aix: 'AIX', win: 'WIN' } as const)[
        match[1] as 'darwin' | 'linux' | 'sunos' | 'aix' | 'win'
      ];
      return describe({ kind: 'binary', os, arch: match[2], format: match[3] ?? '', fileName });
    }
  }
  if (base === 'node.exe') {
    return describe({ kind: 'executable', os: 'WIN', arch: folderArch ?? 'x86', format: 'exe', fileName });
  }
  if (base === 'node.lib' || base === 'node.exp') {
    return describe({ kind: 'library', os: 'WIN', arch: folderArch ?? 'x86', format: base.slice(5), fileName });
  }
  if (/^node(_pdb\.(7z|zip)|\.pdb)$/.test(base)) {
    return describe({ kind: 'symbols', os: 'WIN', arch: folderArch ?? 'x86', format: base.slice(base.indexOf('.') + 1), fileName });
  }
  if (/^SHASUMS/.test(base)) {
    return describe({ kind: 'checksums', format: base.slice(base.indexOf('.') + 1), fileName });
  }
  return describe({ kind: 'other', format: base.includes('.') ? base.slice(base.lastIndexOf('.') + 1) : '', fileName });
}

function describe(input: {
  kind: ArtifactKind;
  os?: ArtifactOs | undefined;
  arch?: string | undefined;
  format: string;
  fileName: string;
}): Omit<Artifact, 'url' | 'sha256' | 'derived'> {
  const platform = input.arch === undefined ? undefined : PLATFORM_OF_ARCH[input.arch];
  const what: Record<ArtifactKind, string> = {
    installer: 'installer',
    binary: 'binary',
    source: 'Source code',
    headers: 'Headers',
    executable: 'executable',
    library: 'import library',
    symbols: 'debug symbols',
    checksums: 'Checksums',
    other: 'File',
  };
  const parts = [input.os ? `${OS_NAMES[input.os]} ${what[input.kind]}` : what[input.kind]];
  const label = `${parts[0]} (.${input.format})${input.arch ? `, ${input.arch}` : ''}`;
  return { ...input, platform, label };
}

/**
 * Every kind of file, in the order release file lists sort them. Installers, binaries,
 * executables, import libraries and debug symbols always name an operating system; source,
 * headers, checksums and other files never do.
 */
export const ARTIFACT_KINDS: readonly ArtifactKind[] = [
  'installer',
  'binary',
  'executable',
  'library',
  'symbols',
  'source',
  'headers',
  'checksums',
  'other',
];
const OS_ORDER: readonly (ArtifactOs | undefined)[] = ['WIN', 'MAC', 'LINUX', 'AIX', 'SUNOS', undefined];

/**
 * Every downloadable file of a release: the published checksums list when `shasums` covers the
 * release, plus every file its dist index tokens stand for that the list lacks (those have
 * `derived: true`, as has every artifact of a release whose `files` were themselves derived).
 * Files the dist index has no token for ({@link inferredFileNames}) are added only when the
 * release's list is not known. This is the one rule for which files a release has: download
 * buttons ({@link downloadArtifact}, `downloadUrl` with `files`) choose among these.
 * Sorted by kind, then OS, then file name. A listed file whose digest the lists leave out
 * ({@link PublishedFiles}) has no `sha256`.
 * @example
 * releaseArtifacts(minor, { shasums }).find((file) => file.kind === 'installer' && file.os === 'MAC')?.url
 * // → 'https://nodejs.org/dist/v22.1.0/node-v22.1.0.pkg'
 */
export function releaseArtifacts(
  release: Pick<LineRelease, 'version' | 'files' | 'filesDerived'>,
  options: DistOptions & { shasums?: PublishedFiles | undefined } = {},
): Artifact[] {
  expectObject('releaseArtifacts', 'release', release);
  expectOptions('releaseArtifacts', 'options', options, ['distBaseUrl', 'shasums']);
  const version = readVersion(release.version);
  const folder = folderOf(version.version, options.distBaseUrl);
  const published = options.shasums?.[`v${version.version}`];
  const artifacts: Artifact[] = [];
  const listed = new Set<string>();
  for (const [fileName, sha256] of Object.entries(published ?? {})) {
    listed.add(fileName);
    artifacts.push({ ...classifyFile(fileName, version.version), url: folder + fileName, sha256: sha256 ?? undefined, derived: false });
  }
  // Tokens name files the published list may miss (some lists were written before every upload);
  // files without a token of their own are inferred only when there is no list to ask.
  const fromTokens = release.files.flatMap((token) => [
    ...tokenFileNames(token, version),
    ...(published ? [] : inferredFileNames(token, version)),
  ]);
  for (const fileName of new Set(fromTokens)) {
    if (!listed.has(fileName)) {
      artifacts.push({ ...classifyFile(fileName, version.version), url: folder + fileName, derived: true });
    }
  }
  if (published || version.major >= 4) {
    // The checksums list itself; every release since v4 publishes a signed one.
    for (const fileName of ['SHASUMS256.txt', 'SHASUMS256.txt.asc']) {
      artifacts.push({ ...classifyFile(fileName, version.version), url: folder + fileName, derived: !published });
    }
  }
  if (release.filesDerived) {
    for (const artifact of artifacts) {
      artifact.derived = true;
    }
  }
  return artifacts.sort(
    (a, b) =>
      ARTIFACT_KINDS.indexOf(a.kind) - ARTIFACT_KINDS.indexOf(b.kind) ||
      OS_ORDER.indexOf(a.os) - OS_ORDER.indexOf(b.os) ||
      // File names are ASCII: code-unit order is the same everywhere and, unlike `localeCompare`,
      // does not build a collator for the runtime's locale on a page's first call.
      (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0),
  );
}

/** Formats a download button prefers, best first, per operating system and kind. */
const PREFERRED_FORMATS: Record<OperatingSystem, Record<'installer' | 'binary', readonly string[]>> = {
  WIN: { installer: ['msi'], binary: ['zip', 'exe'] },
  MAC: { installer: ['pkg'], binary: ['tar.gz', 'tar.xz'] },
  LINUX: { installer: ['tar.xz', 'tar.gz'], binary: ['tar.xz', 'tar.gz'] },
  AIX: { installer: ['tar.gz'], binary: ['tar.gz'] },
};

/**
 * The file a download button offers, chosen from a release's artifacts: for installers the OS
 * installer (or, where the OS has none, the binary archive, as the specification's installer
 * URLs say), for binaries the archive of the platform; published files before derived ones.
 * Undefined when the release has no such file.
 * @example
 * downloadArtifact(releaseArtifacts(minor, { shasums }), 'WIN', 'arm64', 'installer')?.fileName
 * // → 'node-v22.1.0-arm64.msi'
 */
export function downloadArtifact(
  artifacts: readonly Artifact[],
  os: OperatingSystem,
  platform: Platform,
  kind: 'installer' | 'binary',
): Artifact | undefined {
  expectArray('downloadArtifact', 'artifacts', artifacts);
  expectKnown(os, platform);
  const wantedKind = kind === 'installer' && (os === 'WIN' || os === 'MAC') ? 'installer' : 'binary';
  const formats = PREFERRED_FORMATS[os][kind];
  const wantedExecutable = os === 'WIN' && kind === 'binary';
  const candidates = artifacts.filter(
    (artifact) =>
      artifact.os === os &&
      (artifact.kind === wantedKind || (wantedExecutable && artifact.kind === 'executable')) &&
      // The macOS installer serves every Mac platform.
      (artifact.platform === platform || (os === 'MAC' && wantedKind === 'installer')) &&
      formats.includes(artifact.format),
  );
  const rank = (artifact: Artifact) => formats.indexOf(artifact.format) + (artifact.derived ? formats.length : 0);
  return candidates.sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The file each download button of the catalogue would offer for a release: for every OS and
 * platform, the installer (where the OS has one) and the binary archive, as
 * {@link downloadArtifact} chooses them; each file once. This is the plain list a page shows
 * when its selectors cannot run.
 * @example
 * primaryArtifacts(releaseArtifacts(minor, { shasums })).map((file) => file.label)
 * // → ['Windows installer (.msi), x64', …, 'Linux binary (.tar.xz), arm64', …]
 */
export function primaryArtifacts(artifacts: readonly Artifact[]): Artifact[] {
  expectArray('primaryArtifacts', 'artifacts', artifacts);
  const chosen = new Set<Artifact>();
  for (const system of SYSTEMS) {
    for (const platform of system.platforms) {
      for (const kind of system.installer ? (['installer', 'binary'] as const) : (['binary'] as const)) {
        const artifact = downloadArtifact(artifacts, system.value, platform.value, kind);
        if (artifact) {
          chosen.add(artifact);
        }
      }
    }
  }
  return [...chosen];
}
