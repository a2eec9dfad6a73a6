/**
 * The files of a release under names without its version (`node-linux-x64.tar.xz` for
 * `node-v24.11.1-linux-x64.tar.xz`), for addresses that always lead to the newest release of a
 * channel. Which files a release has is {@link releaseArtifacts}'s rule; this one only keeps the
 * files the data knows (never a name guessed for a kind without a dist index token) and names them.
 */
import { type Artifact, releaseArtifacts } from './artifacts';
import { expectObject, expectOptions, expectString } from './arguments';
import type { DistOptions } from './dist';
import { inferredFileNames } from './file-names';
import type { LineRelease, PublishedFiles } from './types';
import { readVersion } from './version';

/**
 * Where the data learnt that a release has a file: `published-list`, the release's SHA-256 list
 * names it (or it is that list); `dist-index`, a dist index token of the release stands for it;
 * `checksums-rule`, it is a checksum list, which every release since v4 publishes;
 * `line-dist-index`, the release is listed without its files and a token of the newest older
 * release of its line that has them stands for it (the rule `buildReleases` and `downloadUrl`
 * follow, so the address leads where the download page and `node-release url` do).
 */
export type LatestFileSource = 'published-list' | 'dist-index' | 'checksums-rule' | 'line-dist-index';

/** A file of a release under its version-free name. */
export type LatestFile = {
  /** The name without the version: `node-x64.msi`, `node.tar.gz` (the source), `SHASUMS256.txt`. */
  name: string;
  /** The name on the distribution server: `node-v24.11.1-x64.msi`. */
  fileName: string;
  /** The file on the distribution server. */
  url: string;
  /** How the data knows the file exists. */
  source: LatestFileSource;
};

/**
 * The version-free name of a file at the top of a release folder: `node-v{version}` becomes `node`
 * (`node-v24.11.1-linux-x64.tar.xz` → `node-linux-x64.tar.xz`, `node-v24.11.1.pkg` → `node.pkg`);
 * a name without the version (`SHASUMS256.txt`) stays as it is. Undefined for a file in a
 * sub-folder (`win-x64/node.exe`, `x64/node-v0.12.18-x64.msi`): one address segment names a file.
 * @example
 * versionFreeFileName('node-v24.11.1-x64.msi', 'v24.11.1') // → 'node-x64.msi'
 * versionFreeFileName('win-x64/node.exe', 'v24.11.1') // → undefined
 */
export function versionFreeFileName(fileName: string, version: string): string | undefined {
  expectString('versionFreeFileName', 'fileName', fileName);
  const stem = `node-v${readVersion(version).version}`;
  if (fileName.includes('/') || fileName === '') {
    return undefined;
  }
  if (!fileName.startsWith(stem)) {
    return fileName.includes(readVersion(version).version) ? undefined : fileName;
  }
  const rest = fileName.slice(stem.length);
  // `node-v2.1.0` is not a file of v2.1.10: the version ends where a separator or an extension begins.
  return rest.startsWith('-') || rest.startsWith('.') ? `node${rest}` : undefined;
}

/**
 * The files of a release that the data knows, under their version-free names (see
 * {@link versionFreeFileName}), sorted as {@link releaseArtifacts} sorts them: every file of its
 * published SHA-256 list, or, where the list is not in `shasums`, the files its dist index tokens
 * stand for and its checksum lists (every release since v4 publishes them). Never a file inferred
 * without a token of its own (the Windows arm64 `.msi`). A release whose `files` were taken from
 * an older release of its line (`filesDerived`) and whose list is unknown gets that release's
 * files under its own version, marked `line-dist-index`, as the download page offers them; one
 * whose files are unknown altogether (`files` empty) gets its checksum lists only. Files in
 * sub-folders are left out.
 * @example
 * latestFiles(minor, { shasums }).find((file) => file.name === 'node-linux-x64.tar.xz')?.url
 * // → 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz'
 */
export function latestFiles(
  release: Pick<LineRelease, 'version' | 'files' | 'filesDerived'>,
  options: DistOptions & { shasums?: PublishedFiles | undefined } = {},
): LatestFile[] {
  expectObject('latestFiles', 'release', release);
  expectOptions('latestFiles', 'options', options, ['distBaseUrl', 'shasums']);
  const version = readVersion(release.version);
  const published = options.shasums?.[`v${version.version}`];
  const listed = new Set(Object.keys(published ?? {}));
  const guessed = new Set(published ? [] : release.files.flatMap((token) => inferredFileNames(token, version)));
  const fromList = (artifact: Artifact) => listed.has(artifact.fileName) || (published !== undefined && artifact.kind === 'checksums');
  const source = (artifact: Artifact): LatestFileSource =>
    fromList(artifact) ? 'published-list' : artifact.kind === 'checksums' ? 'checksums-rule' : release.filesDerived ? 'line-dist-index' : 'dist-index';
  const known = (artifact: Artifact) => !guessed.has(artifact.fileName);
  return releaseArtifacts({ ...release, filesDerived: false }, options)
    .filter(known)
    .flatMap((artifact) => {
      const name = versionFreeFileName(artifact.fileName, version.version);
      return name === undefined
        ? []
        : [{ name, fileName: artifact.fileName, url: artifact.url, source: source(artifact) }];
    });
}
