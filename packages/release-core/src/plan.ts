/**
 * The download plan: everything the download page offers for a selection, decided in one place.
 * `offeredFile` is the one rule for the file a download button offers (the catalogue's ranges,
 * then the release's files: `releaseArtifacts` with the published checksum list where known);
 * `downloadUrl`, the command line and the page are views of it. `planDownload` adds the rest of
 * the page: the install script or why there is none, and the files the verify commands check.
 */
import { type Artifact, classifyFile, downloadArtifact, releaseArtifacts } from './artifacts';
import { downloadToken, fileNameFor } from './file-names';
import { SYSTEMS, expectKnown, systemFor } from './catalogue';
import { disabledReasons } from './compatibility';
import { type DistOptions, folderOf } from './dist';
import { installScript, type InstallScript, type InstallScriptComments } from './install-script';
import { type ReasonDetail, worded } from './reasons';
import type { Resolution } from './selection';
import type { LineRelease, OperatingSystem, Platform, PublishedFiles, SelectableReleaseLine } from './types';
import { readVersion } from './version';
import { expectArray, expectObject, expectOptions, expectString } from './arguments';

/** The files of each release, computed once per release and checksum lists (a selection is resolved on every choice). */
const artifactCache = new WeakMap<OfferedRelease, { shasums: PublishedFiles | undefined; artifacts: Artifact[] }>();

/**
 * `releaseArtifacts` of a release with the default distribution base, cached per release object
 * and checksum lists. Internal: the resolver and {@link planDownload} share it.
 */
export function artifactsOf(release: OfferedRelease, shasums: PublishedFiles | undefined): Artifact[] {
  const cached = artifactCache.get(release);
  if (cached && cached.shasums === shasums) {
    return cached.artifacts;
  }
  const artifacts = releaseArtifacts(release, { shasums });
  artifactCache.set(release, { shasums, artifacts });
  return artifacts;
}

/**
 * A download button's file, or why it has none. `expected`: the release is listed without files
 * (a prerelease whose builds are not known yet), so the file is the one the naming rules expect,
 * not one known to be published; the page offers no button for it, the command line names it.
 */
export type FileOffer =
  | { state: 'file'; artifact: Artifact }
  | { state: 'expected'; artifact: Artifact; reason: string; detail: ReasonDetail }
  | { state: 'none'; reason: string; detail: ReasonDetail };

/** The release fields {@link offeredFile} reads. */
export type OfferedRelease = Pick<LineRelease, 'version' | 'files' | 'filesDerived'>;

/**
 * Whether the files of a release are unknown: the dist index lists it without files, no older
 * release of its line has a list to go by (the first alphas of a new line), and no published
 * checksum list names them. Its files are not in the release data, which is not the same as not
 * published: a page says so and links the release's folder instead of saying "no build".
 * @example
 * filesUnknown({ version: '27.0.0-alpha.0.1.1', files: [], filesDerived: true }) // → true
 * filesUnknown(v26_13_0) // → false (files derived from v26.7.0's list)
 */
export function filesUnknown(release: OfferedRelease, options: { shasums?: PublishedFiles | undefined } = {}): boolean {
  expectObject('filesUnknown', 'release', release);
  expectArray('filesUnknown', 'release.files', release.files);
  expectString('filesUnknown', 'release.version', release.version);
  expectOptions('filesUnknown', 'options', options, ['shasums']);
  return release.filesDerived === true && release.files.length === 0 && options.shasums?.[`v${readVersion(release.version).version}`] === undefined;
}

/** Options of {@link offeredFile}: the published checksum lists (or the part the caller has) and mirror bases. */
export type OfferOptions = DistOptions & { shasums?: PublishedFiles | undefined; artifacts?: readonly Artifact[] | undefined };

const OFFER_OPTION_KEYS = ['distBaseUrl', 'shasums', 'artifacts'] as const;

/**
 * The file a download button offers for a release, OS, platform and kind, or why there is none:
 * - the catalogue's reason when the platform has no build of that release (32-bit Windows after v22);
 * - else the file `downloadArtifact` chooses among `releaseArtifacts` (the published checksum list
 *   decides files the dist index has no token for, such as v0.12.18's `x64/node-v0.12.18-x64.msi`);
 * - a release listed without files whose line has none either (its files are unknown, not
 *   absent): `expected`, with the file the naming rules expect.
 * `options.artifacts` passes `releaseArtifacts` already computed for the release.
 * @example
 * offeredFile(v26, 'WIN', 'arm64', 'installer', { shasums })
 * // → { state: 'file', artifact: { fileName: 'node-v26.13.0-arm64.msi', … } }
 * offeredFile(v26, 'WIN', 'x86', 'binary')
 * // → { state: 'none', reason: 'Windows x86: no build of v26.13.0: x86: versions >=0.5.1 <23.0.0-0 only, not 26.13.0', detail: { code: 'file.outOfRange', … } }
 */
export function offeredFile(
  release: OfferedRelease,
  os: OperatingSystem,
  platform: Platform,
  kind: 'installer' | 'binary',
  options: OfferOptions = {},
): FileOffer {
  expectObject('offeredFile', 'release', release);
  expectKnown(os, platform);
  expectOptions('offeredFile', 'options', options, OFFER_OPTION_KEYS);
  const version = readVersion(release.version);
  const system = systemFor(os);
  const option = system.platforms.find((entry) => entry.value === platform);
  if (!option) {
    const { detail, words } = worded('file.noPlatform', { system: system.name, platform });
    return { state: 'none', reason: words, detail };
  }
  const reasons = disabledReasons(option, { os, platform, version: version.version });
  if (reasons.length > 0) {
    const { detail, words } = worded('file.outOfRange', { system: system.name, platform: option.label, version: `v${version.version}` }, reasons[0]);
    return { state: 'none', reason: words, detail };
  }
  const artifacts = options.artifacts ?? releaseArtifacts(release, { distBaseUrl: options.distBaseUrl, shasums: options.shasums });
  const artifact = downloadArtifact(artifacts, os, platform, kind);
  if (artifact) {
    return { state: 'file', artifact };
  }
  if (filesUnknown(release, { shasums: options.shasums })) {
    const token = downloadToken(os, platform, kind) ?? '';
    const fileName = fileNameFor(version, os, platform, kind, token);
    const url = `${folderOf(version.version, options.distBaseUrl)}${fileName}`;
    const { detail, words } = worded('file.unknownYet', { version: `v${version.version}` });
    return { state: 'expected', artifact: { ...classifyFile(fileName, version.version), url, derived: true }, reason: words, detail };
  }
  const { detail, words } = worded(kind === 'installer' ? 'file.noInstaller' : 'file.noBinary', {
    version: `v${version.version}`,
    system: system.name,
    platform,
  });
  return { state: 'none', reason: words, detail };
}

/** Options of {@link planDownload}: those of {@link offeredFile}, and the install script's comments in the reader's language. */
export type PlanOptions = OfferOptions & { comments?: Partial<InstallScriptComments> | undefined };

/** What the download page shows for a selection (see {@link planDownload}). */
export type DownloadPlan = {
  /**
   * `loading` while the OS is detected; `choose` when it could not be (a phone, a crawler): the
   * page asks for a system instead of showing buttons; `ready` when the install script is known;
   * `unavailable` when the selection has nothing to install (see `message`), although the
   * prebuilt files may still exist.
   */
  state: 'loading' | 'choose' | 'ready' | 'unavailable';
  /** Why the state is `unavailable` or `choose`. */
  message?: string | undefined;
  /** `message` as data, for a UI that shows it in another language (see {@link ReasonDetail}). */
  messageDetail?: ReasonDetail | undefined;
  /** The installer button's file or why there is none; absent where the OS has no installers, or while no OS is known. */
  installer?: FileOffer | undefined;
  /** The binary button's file or why there is none; absent while no OS is known. */
  binary?: FileOffer | undefined;
  /** The install script of the selection, when `state` is `ready`. */
  script?: InstallScript | undefined;
  /** The offered files, installer first: what the verify commands can check. */
  verifiable: Artifact[];
};

/**
 * The download page's plan for a resolved selection: the installer and binary buttons' files
 * (each a file or a reason, by {@link offeredFile}), the install script, and the files the verify
 * commands check. The resolver decided the selection and its option states; this adds what they
 * offer, so the page computes nothing of its own.
 * @example
 * planDownload(resolveSelection({ releases, selection: { version: 'v26.13.0' }, event: { type: 'detect', os: 'WIN', platform: 'arm64' } }), { shasums })
 * // → { state: 'ready', installer: { state: 'file', artifact: { fileName: 'node-v26.13.0-arm64.msi', … } }, binary: …, script: …, verifiable: […] }
 */
export function planDownload(resolution: Resolution<SelectableReleaseLine>, options: PlanOptions = {}): DownloadPlan {
  expectObject('planDownload', 'resolution', resolution);
  expectOptions('planDownload', 'options', options, [...OFFER_OPTION_KEYS, 'comments']);
  const { selection, minor, knownOs: os } = resolution;
  if (resolution.state === 'loading') {
    return { state: 'loading', verifiable: [] };
  }
  if (!os) {
    return { state: 'choose', message: resolution.message, messageDetail: resolution.messageDetail, verifiable: [] };
  }
  const mirrored = options.distBaseUrl !== undefined;
  const artifacts =
    options.artifacts ?? (mirrored ? releaseArtifacts(minor, { distBaseUrl: options.distBaseUrl, shasums: options.shasums }) : artifactsOf(minor, options.shasums));
  const offer = (kind: 'installer' | 'binary') =>
    offeredFile(minor, os, selection.platform, kind, { distBaseUrl: options.distBaseUrl, shasums: options.shasums, artifacts });
  const installer = systemFor(os).installer ? offer('installer') : undefined;
  const binary = offer('binary');
  const verifiable = [installer, binary].flatMap((file) => (file?.state === 'file' ? [file.artifact] : []));
  const plan: DownloadPlan = { state: resolution.state === 'ready' ? 'ready' : 'unavailable', installer, binary, verifiable };
  if (resolution.state !== 'ready') {
    plan.message = resolution.message;
    plan.messageDetail = resolution.messageDetail;
  } else if (selection.installMethod) {
    plan.script = installScript({
      release: resolution.release,
      version: minor.version,
      os,
      installMethod: selection.installMethod,
      packageManager: selection.packageManager,
      comments: options.comments,
    });
  }
  return plan;
}

/** Whether a release has a file for some download button of an OS and platform (the resolver's platform availability). */
export function offersPlatform(release: OfferedRelease, os: OperatingSystem, platform: Platform, options: OfferOptions = {}): boolean {
  const artifacts = options.artifacts ?? releaseArtifacts(release, { distBaseUrl: options.distBaseUrl, shasums: options.shasums });
  const kinds = SYSTEMS.find((system) => system.value === os)?.installer ? (['installer', 'binary'] as const) : (['binary'] as const);
  return kinds.some((kind) => offeredFile(release, os, platform, kind, { distBaseUrl: options.distBaseUrl, shasums: options.shasums, artifacts }).state === 'file');
}
