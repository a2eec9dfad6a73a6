/**
 * URL builders of the distribution server and the pages it links to: distribution files, API
 * docs, changelogs and CVE records. The site's own routes live in the site.
 * Base URLs are injectable so mirrors work.
 */
import { downloadToken, fileNameFor } from './file-names';
import { DIST_BASE_URL, DIST_OPTION_KEYS, type DistOptions, folderOf, withSlash } from './dist';
import { OPERATING_SYSTEMS, PLATFORMS, isOperatingSystem, isPlatform, systemFor } from './catalogue';
import { disabledReasons } from './compatibility';
import { InvalidArgumentError, NoSuchFileError, UnknownValueError } from './errors';
import { listedFiles } from './listed-files';
import { UnlistedReleaseError, listedRelease } from './listed-release';
import { offeredFile } from './plan';
import { worded } from './reasons';
import { readVersion, satisfiesRange } from './version';
import type { DistIndexEntry, DownloadKind, OperatingSystem, Platform, Shasums } from './types';
import { expectArray, expectKnownKeys, expectObject, expectOptions, expectString } from './arguments';

/** Where the documentation of old releases is published. */
export const DOCS_BASE_URL = 'https://nodejs.org/docs/';
/** Where the io.js releases (v1 to v3) kept their documentation. */
export const LEGACY_DIST_BASE_URL = 'https://iojs.org/dist/';
/** Base address of release changelogs; the version is appended. */
export const CHANGELOG_BASE_URL = 'https://github.com/nodejs/node/releases/tag/';
/** Base address of CVE records; the CVE id is appended. */
export const CVE_BASE_URL = 'https://www.cve.org/CVERecord?id=';

/** Every download kind. */
export const DOWNLOAD_KINDS = ['installer', 'binary', 'source', 'shasum'] as const satisfies readonly DownloadKind[];

/** What {@link downloadUrl} needs: the file asked for, and what is known of the release. */
export type DownloadInput = {
  version: string;
  os: OperatingSystem;
  platform: Platform;
  kind: DownloadKind;
  /**
   * The release data to look the version up in: a dist index (`distIndex` of
   * `@node-downloads/release-core/data/dist-index`, or one fetched with `loadReleaseData`). A
   * version it does not list is an {@link UnlistedReleaseError}: `NEWER_THAN_DATA` when newer data
   * may list it, `NOT_A_RELEASE` otherwise.
   */
  index?: readonly DistIndexEntry[] | undefined;
  /**
   * The dist index `files` tokens of the release, for a caller that has them rather than the
   * index. With `files` or `index`, the file is the one the download page's plan offers
   * (`offeredFile`: `downloadArtifact` over `releaseArtifacts`, the same files as the archive
   * pages): it is only returned if its token is listed or the published list names it (and the
   * Windows archive falls back to `node.exe` where no `.zip` exists).
   */
  files?: readonly string[] | undefined;
  /**
   * Published checksum lists (`shasums` of `@node-downloads/release-shasums`, or the part of it
   * the caller has). With `files` or `index`, the release's list, where present, names files
   * exactly and decides those the dist index has no token for: v26.3.0 has no arm64 `.msi`,
   * v0.12.18 has an `x64/` 64-bit `.msi`.
   */
  shasums?: Shasums | undefined;
  /**
   * `true`: the address the naming rules give where the data does not know the file. Alone, the
   * version is looked up nowhere: the address is derived, not known. With `index` or `files`, the
   * release's known file when the data has it, and the naming rules' address only for a release
   * newer than the index (`NEWER_THAN_DATA`) or one whose files are unknown (the first alphas of a
   * line); a version the index shows is no release (`NOT_A_RELEASE`) is still refused, and so is a
   * file the data shows was not published.
   */
  byRule?: boolean | undefined;
};

const DOWNLOAD_INPUT_KEYS = ['version', 'os', 'platform', 'kind', 'index', 'files', 'shasums', 'byRule'] as const;

/**
 * The URL of the file a download button points at, for a release the data lists: pass the dist
 * index (`index`) or the release's tokens (`files`). A release the index lists without files of
 * its own (the newest of a partial snapshot, such as v26.13.0 in the embedded one) takes those of
 * the newest older release of its line that has them, as `buildReleases` does, so every release of
 * the index has an answer. Throws {@link UnlistedReleaseError} for a
 * version the index does not list (`NEWER_THAN_DATA` or `NOT_A_RELEASE`),
 * {@link UnknownValueError} for an unknown OS, platform or kind, {@link VersionError} for an
 * invalid version, {@link NoSuchFileError} when the distribution has no such file or the data lists
 * no files of the release (the message says why), and {@link InvalidArgumentError} without
 * `index`, `files` or `byRule` (an unknown key of `input` or `options` too, named). `byRule: true`
 * gives the address the naming rules expect where the data does not know the file: alone, for any
 * version; with `index`, for a version newer than it or a release whose files are unknown.
 *
 * - installer: macOS `.pkg`; Windows `.msi` of the platform; Linux `.tar.xz`; AIX `.tar.gz`
 * - binary: macOS `darwin-*.tar.gz`; Windows `.zip` (`node.exe` before v4.5.0); Linux `.tar.xz`
 *   (`.tar.gz` before xz archives existed); AIX `.tar.gz`
 * - source: `node-vX.tar.gz`; shasum: the signed `SHASUMS256.txt.asc`
 * @example
 * downloadUrl({ version: 'v22.1.0', os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex })
 * // → 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz'
 * downloadUrl({ version: 'v999.0.0', os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex })
 * // throws UnlistedReleaseError NEWER_THAN_DATA
 * downloadUrl({ version: 'v999.0.0', os: 'LINUX', platform: 'x64', kind: 'binary', byRule: true })
 * // → 'https://nodejs.org/dist/v999.0.0/node-v999.0.0-linux-x64.tar.xz' (what the rules expect)
 * downloadUrl({ version: 'v999.0.0', os: 'LINUX', platform: 'x64', kind: 'binary', index: distIndex, byRule: true })
 * // → the same: newer than the index
 */
export function downloadUrl(input: DownloadInput, options: DistOptions = {}): string {
  expectObject('downloadUrl', 'input', input);
  expectKnownKeys('downloadUrl', 'input', input, DOWNLOAD_INPUT_KEYS);
  expectOptions('downloadUrl', 'options', options, DIST_OPTION_KEYS);
  const version = readVersion(input.version);
  const byRule = input.byRule === true;
  if (!byRule && input.index === undefined && input.files === undefined) {
    throw new InvalidArgumentError(
      'downloadUrl',
      'input',
      'needs what is known of the release: index (a dist index, such as distIndex), files (its dist index tokens), or byRule: true for the address the naming rules give',
    );
  }
  const entry = input.index === undefined ? undefined : lookUp(version.version, input.index, byRule);
  const folder = folderOf(version.version, options.distBaseUrl);
  switch (input.kind) {
    case 'source': {
      return `${folder}node-v${version.version}.tar.gz`;
    }
    case 'shasum': {
      return `${folder}SHASUMS256.txt.asc`;
    }
    case 'installer':
    case 'binary': {
      assertAvailable(input.os, input.platform, version.version);
      if (byRule && (entry === null || (entry === undefined && input.files === undefined))) {
        return `${folder}${fileNameFor(version, input.os, input.platform, input.kind, downloadToken(input.os, input.platform, input.kind) ?? '')}`;
      }
      // A listed release without files of its own takes those of an older release of its line, as
      // buildReleases does; given `files` alone are the release's as they are.
      const release =
        entry === undefined || entry === null
          ? { version: version.version, files: input.files ?? [], filesDerived: false }
          : { version: version.version, ...listedFiles(entry, input.index ?? []) };
      // The download plan's rule: the file the page's button and the command line offer.
      const offer = offeredFile(release, input.os, input.platform, input.kind, { distBaseUrl: options.distBaseUrl, shasums: input.shasums });
      switch (offer.state) {
        case 'file': {
          return offer.artifact.url;
        }
        case 'expected': {
          if (byRule) {
            return offer.artifact.url;
          }
          throw new NoSuchFileError(`${offer.reason}: the release data lists no files of v${version.version}; byRule: true gives the address the naming rules expect`);
        }
        case 'none': {
          throw new NoSuchFileError(offer.reason);
        }
        default: {
          return offer satisfies never;
        }
      }
    }
    default: {
      throw new UnknownValueError('downloadKind', input.kind satisfies never, DOWNLOAD_KINDS);
    }
  }
}

/**
 * The index entry of a version; with `byRule`, `null` for a version newer than the index (its
 * address is then the naming rules'). A version that is no release is refused either way.
 */
function lookUp(version: string, index: readonly DistIndexEntry[], byRule: boolean): DistIndexEntry | null {
  expectArray('downloadUrl', 'input.index', index);
  try {
    return listedRelease(version, index);
  } catch (error) {
    if (byRule && error instanceof UnlistedReleaseError && error.code === 'NEWER_THAN_DATA') {
      return null;
    }
    throw error;
  }
}

/**
 * Throws unless the catalogue offers builds of this OS and platform for the version.
 * @example
 * assertAvailable('WIN', 'arm64', '18.0.0') // throws NoSuchFileError: Windows ARM64: no build of v18.0.0: ARM64: versions >=19.9.0 only, not 18.0.0
 */
export function assertAvailable(os: OperatingSystem, platform: Platform, version: string): void {
  if (!isOperatingSystem(os)) {
    throw new UnknownValueError('os', os, OPERATING_SYSTEMS);
  }
  if (!isPlatform(platform)) {
    throw new UnknownValueError('platform', platform, PLATFORMS);
  }
  const system = systemFor(os);
  const option = system.platforms.find((entry) => entry.value === platform);
  if (!option) {
    throw new NoSuchFileError(worded('file.noPlatform', { system: system.name, platform }).words);
  }
  const reasons = disabledReasons(option, { os, platform, version });
  if (reasons.length > 0) {
    throw new NoSuchFileError(worded('file.outOfRange', { system: system.name, platform: option.label, version: `v${version}` }, reasons[0]).words);
  }
}

/**
 * The checksums file of a release: the clearsigned `SHASUMS256.txt.asc`, the plain
 * `SHASUMS256.txt` with `{ signed: false }`, or the detached signature of the plain file,
 * `SHASUMS256.txt.sig`, with `{ signed: 'detached' }`.
 * @example
 * shasumsUrl('v22.1.0') // → 'https://nodejs.org/dist/v22.1.0/SHASUMS256.txt.asc'
 * shasumsUrl('v22.1.0', { signed: 'detached' }) // → 'https://nodejs.org/dist/v22.1.0/SHASUMS256.txt.sig'
 */
export function shasumsUrl(version: string, options: DistOptions & { signed?: boolean | 'detached' } = {}): string {
  expectOptions('shasumsUrl', 'options', options, [...DIST_OPTION_KEYS, 'signed']);
  const file = options.signed === false ? 'SHASUMS256.txt' : options.signed === 'detached' ? 'SHASUMS256.txt.sig' : 'SHASUMS256.txt.asc';
  return `${folderOf(version, options.distBaseUrl)}${file}`;
}

/**
 * The API documentation of a version:
 * - `>=0.3.1 <0.5.1`: docs base + version + `/api/`
 * - `>=0.1.14 <0.3.1`: docs base + version + `/api.html`
 * - `>=1.0.0 <3.3.0` (io.js): the legacy distribution + version + `/doc/api/`
 * - `>=3.3.0 <4.0.0` (io.js 3.3.0 and 3.3.1): the legacy distribution + version + `/docs/api/`
 *   (io.js moved its docs folder in 3.3.0, nodejs/node#2720)
 * - otherwise: distribution base + version + `/docs/api/`
 * @example
 * apiDocsUrl('v22.1.0') // → 'https://nodejs.org/dist/v22.1.0/docs/api/'
 * apiDocsUrl('v0.4.12') // → 'https://nodejs.org/docs/v0.4.12/api/'
 * apiDocsUrl('v3.2.0') // → 'https://iojs.org/dist/v3.2.0/doc/api/'
 * apiDocsUrl('v3.3.0') // → 'https://iojs.org/dist/v3.3.0/docs/api/'
 */
export function apiDocsUrl(
  version: string,
  options: { docsBaseUrl?: string; distBaseUrl?: string; legacyDistBaseUrl?: string } = {},
): string {
  expectOptions('apiDocsUrl', 'options', options, ['docsBaseUrl', 'distBaseUrl', 'legacyDistBaseUrl']);
  const parsed = readVersion(version);
  const prefixed = `v${parsed.version}`;
  const docsBase = withSlash(options.docsBaseUrl ?? DOCS_BASE_URL);
  if (satisfiesRange(parsed, '>=0.3.1 <0.5.1')) {
    return `${docsBase}${prefixed}/api/`;
  }
  if (satisfiesRange(parsed, '>=0.1.14 <0.3.1')) {
    return `${docsBase}${prefixed}/api.html`;
  }
  const legacyBase = withSlash(options.legacyDistBaseUrl ?? LEGACY_DIST_BASE_URL);
  if (satisfiesRange(parsed, '>=1.0.0 <3.3.0')) {
    return `${legacyBase}${prefixed}/doc/api/`;
  }
  if (satisfiesRange(parsed, '>=3.3.0 <4.0.0')) {
    return `${legacyBase}${prefixed}/docs/api/`;
  }
  return `${withSlash(options.distBaseUrl ?? DIST_BASE_URL)}${prefixed}/docs/api/`;
}

/**
 * The changelog of a release: the changelog base address plus the version.
 * @example
 * changelogUrl('22.1.0') // → 'https://github.com/nodejs/node/releases/tag/v22.1.0'
 */
export function changelogUrl(version: string, options: { changelogBaseUrl?: string } = {}): string {
  expectString('changelogUrl', 'version', version);
  expectOptions('changelogUrl', 'options', options, ['changelogBaseUrl']);
  return `${options.changelogBaseUrl ?? CHANGELOG_BASE_URL}v${readVersion(version).version}`;
}

/**
 * The public record of a CVE.
 * @example
 * cveUrl('CVE-2026-58045') // → 'https://www.cve.org/CVERecord?id=CVE-2026-58045'
 */
export function cveUrl(id: string): string {
  expectString('cveUrl', 'id', id);
  if (!/^CVE-\d{4}-\d{4,}$/.test(id)) {
    throw new UnknownValueError('cve', id);
  }
  return `${CVE_BASE_URL}${encodeURIComponent(id)}`;
}
