/**
 * URL builders of the distribution server and the pages it links to: distribution files, API
 * docs, changelogs and CVE records. The site's own routes live in the site.
 * Base URLs are injectable so mirrors work.
 */
import { downloadToken, fileNameFor } from './file-names';
import { DIST_BASE_URL, type DistOptions, releaseFolderUrl, withSlash } from './dist';
import { OPERATING_SYSTEMS, PLATFORMS, isOperatingSystem, isPlatform, systemFor } from './catalogue';
import { disabledReasons } from './compatibility';
import { NoSuchFileError, UnknownValueError } from './errors';
import { offeredFile } from './plan';
import { worded } from './reasons';
import { readVersion, satisfiesRange } from './version';
import type { DownloadKind, OperatingSystem, Platform, Shasums } from './types';
import { expectObject, expectOptions, expectString } from './arguments';

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

/** What {@link downloadUrl} needs. */
export type DownloadInput = {
  version: string;
  os: OperatingSystem;
  platform: Platform;
  kind: DownloadKind;
  /**
   * The dist index `files` tokens of the release. When given, the file is the one the download
   * page's plan offers (`offeredFile`: `downloadArtifact` over `releaseArtifacts`, the same files
   * as the archive pages): it is only returned if its token is listed or the published list names it (and the
   * Windows archive falls back to `node.exe` where no `.zip` exists).
   */
  files?: readonly string[] | undefined;
  /**
   * Published checksum lists (release-core's `shasums` data, or the part of it the caller has).
   * With `files`, the release's list, where present, names files exactly and decides those the
   * dist index has no token for: v26.3.0 has no arm64 `.msi`, v0.12.18 has an `x64/` 64-bit `.msi`.
   */
  shasums?: Shasums | undefined;
};

/**
 * The URL of the file a download button points at. Throws {@link UnknownValueError} for an
 * unknown OS, platform or kind, {@link VersionError} for an invalid version and
 * {@link NoSuchFileError} when the distribution has no such file (the message says why).
 *
 * - installer: macOS `.pkg`; Windows `.msi` of the platform; Linux `.tar.xz`; AIX `.tar.gz`
 * - binary: macOS `darwin-*.tar.gz`; Windows `.zip` (`node.exe` before v4.5.0); Linux `.tar.xz`
 *   (`.tar.gz` before xz archives existed); AIX `.tar.gz`
 * - source: `node-vX.tar.gz`; shasum: the signed `SHASUMS256.txt.asc`
 * @example
 * downloadUrl({ version: 'v22.1.0', os: 'LINUX', platform: 'x64', kind: 'binary' })
 * // → 'https://nodejs.org/dist/v22.1.0/node-v22.1.0-linux-x64.tar.xz'
 */
export function downloadUrl(input: DownloadInput, options: DistOptions = {}): string {
  expectObject('downloadUrl', 'input', input);
  expectOptions('downloadUrl', 'options', options);
  const version = readVersion(input.version);
  const folder = releaseFolderUrl(version.version, options);
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
      if (input.files === undefined) {
        // Nothing known about the release: the file the rules expect.
        const token = downloadToken(input.os, input.platform, input.kind) ?? '';
        return `${folder}${fileNameFor(version, input.os, input.platform, input.kind, token)}`;
      }
      // The download plan's rule: the file the page's button and the command line offer.
      const release = { version: version.version, files: input.files, filesDerived: false };
      const offer = offeredFile(release, input.os, input.platform, input.kind, { ...options, shasums: input.shasums });
      switch (offer.state) {
        case 'file': {
          return offer.artifact.url;
        }
        case 'expected':
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
  expectOptions('shasumsUrl', 'options', options);
  const file = options.signed === false ? 'SHASUMS256.txt' : options.signed === 'detached' ? 'SHASUMS256.txt.sig' : 'SHASUMS256.txt.asc';
  return `${releaseFolderUrl(version, options)}${file}`;
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
  expectOptions('apiDocsUrl', 'options', options);
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
  expectOptions('changelogUrl', 'options', options);
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
