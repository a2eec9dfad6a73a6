/**
 * The one selection resolver of the download page. Given the releases, the visitor's current
 * selection and one event, it returns the repaired selection and the state of every dropdown
 * option. Pure: the UI renders its result and feeds the next event back in.
 */
import {
  DEFAULT_PACKAGE_MANAGER,
  DEFAULT_PLATFORM,
  INSTALL_METHODS,
  PACKAGE_MANAGERS,
  SYSTEMS,
  isInstallMethodId,
  isOperatingSystem,
  isPackageManager,
  isPlatform,
} from './catalogue';
import { reasonsForParsed } from './compatibility';
import { versionQuery } from './permalink';
import { detail } from './reasons';
import { artifactsOf, offersPlatform } from './plan';
import { findMinorRelease, isLtsNow } from './releases';
import { toSemVer } from './version';
import type {
  CompatibilityContext,
  DisabledReason,
  ReasonDetail,
  InstallMethodId,
  Option,
  OperatingSystem,
  PackageManager,
  Platform,
  PublishedFiles,
  ReleaseLine,
  SelectableReleaseLine,
  SelectionOs,
} from './types';

/** What the visitor has chosen on the download page. */
export type Selection = {
  /** The selected release, with a leading `v`. */
  version: string;
  os: SelectionOs;
  platform: Platform;
  /** Undefined until a method is chosen (automatically once the OS is known). */
  installMethod: InstallMethodId | undefined;
  packageManager: PackageManager;
};

/** Something that happened on the download page. */
export type SelectionEvent =
  | { type: 'detect'; os: SelectionOs; platform?: Platform | undefined }
  | { type: 'setVersion'; version: string }
  | { type: 'setOs'; os: OperatingSystem }
  | { type: 'setPlatform'; platform: Platform }
  | { type: 'setInstallMethod'; installMethod: InstallMethodId }
  | { type: 'setPackageManager'; packageManager: PackageManager };

/** One dropdown entry as the UI shows it. */
export type OptionState<Value extends string> = {
  value: Value;
  label: string;
  icon?: string | undefined;
  disabled: boolean;
  /** Every reason the option is disabled; empty when enabled. */
  reasons: DisabledReason[];
  /** The first reason's sentence, for a tooltip. */
  reason?: string | undefined;
};

/**
 * The result of {@link resolveSelection}. `R` is the kind of release lines it was given: `ReleaseLine`,
 * or lines holding only what the resolver reads ({@link SelectableReleaseLine}).
 */
export type Resolution<R extends SelectableReleaseLine = ReleaseLine> = {
  selection: Selection;
  /** The release line of the selected version. */
  release: R;
  /** The selected release itself. */
  minor: R['minorVersions'][number];
  /**
   * `loading` while the OS is unknown; `unavailable` when nothing can be offered for the
   * selection (an OS without builds, or no enabled platform or install method); else `ready`.
   */
  state: 'loading' | 'ready' | 'unavailable';
  /**
   * The selected operating system once it is known: undefined while it is still detected (`state`
   * is `loading`) and when the visitor's system has no builds of its own (`OTHER`). The one answer
   * to "which system, if any, do the page's parts show?".
   */
  knownOs: OperatingSystem | undefined;
  /** Why the state is `unavailable`. */
  message?: string | undefined;
  /** `message` as data, for a UI that shows it in another language (see {@link ReasonDetail}). */
  messageDetail?: ReasonDetail | undefined;
  options: {
    os: OptionState<OperatingSystem>[];
    platform: OptionState<Platform>[];
    installMethod: { official: OptionState<InstallMethodId>[]; community: OptionState<InstallMethodId>[] };
    packageManager: OptionState<PackageManager>[];
  };
  /** Event or selection values that were refused (unknown or unavailable), in plain words. */
  ignored: string[];
};

/** What {@link resolveSelection} needs. */
export type ResolveInput<R extends SelectableReleaseLine = ReleaseLine> = {
  /**
   * Every release line (from `buildReleases`); lines holding only the fields of
   * {@link SelectableReleaseLine} are enough.
   */
  releases: readonly R[];
  /** The previous selection; missing fields take their defaults (OS `LOADING`, x64, npm). */
  selection: Partial<Selection> & { version: string };
  event?: SelectionEvent | undefined;
  /**
   * Published checksum lists (or the part the caller has; digests are not read, see
   * {@link PublishedFiles}): a platform is offered when the release has a file for one of its
   * download buttons, by the same rule as the buttons (`offeredFile`).
   */
  shasums?: PublishedFiles | undefined;
};

/**
 * Applies one event to a selection and repairs it (SPEC §4):
 * - the OS starts `LOADING` and is replaced by the detected OS, the platform by the detected one;
 * - after any change every choice is re-checked against the catalogue's compatibility and the
 *   release's published files (in the order OS → platform → install method → package manager);
 *   a choice that became disabled moves to the next enabled option of its list;
 * - once the OS is known and no install method is chosen, the first enabled official method is
 *   chosen, else the first enabled one of any group;
 * - an OS without builds (`OTHER`), or one where nothing is enabled, gives `unavailable` with a
 *   message, never an endless loading state; an unknown OS never turns into Windows.
 * Unknown values (an unknown version, OS, platform, method or manager) are ignored and listed in
 * `ignored`; the function never throws for event values.
 * @example
 * const next = resolveSelection({ releases, selection: { version: 'v24.11.1' }, event: { type: 'detect', os: 'WIN', platform: 'arm64' } });
 * next.selection // → { version: 'v24.11.1', os: 'WIN', platform: 'arm64', installMethod: 'FNM', packageManager: 'NPM' }
 */
export function resolveSelection<R extends SelectableReleaseLine = ReleaseLine>(input: ResolveInput<R>): Resolution<R> {
  const ignored: string[] = [];
  const fallback = defaultRelease(input.releases);
  let found = findMinor(input.releases, input.selection.version);
  if (!found) {
    ignored.push(`version ${String(input.selection.version)} is not a known release`);
    found = fallback;
  }
  const draft: Selection = {
    version: found.minor.versionWithPrefix,
    os: isSelectionOs(input.selection.os) ? input.selection.os : 'LOADING',
    platform: isPlatform(input.selection.platform) ? input.selection.platform : DEFAULT_PLATFORM,
    installMethod: isInstallMethodId(input.selection.installMethod) ? input.selection.installMethod : undefined,
    packageManager: isPackageManager(input.selection.packageManager) ? input.selection.packageManager : DEFAULT_PACKAGE_MANAGER,
  };
  const event = input.event;
  if (event) {
    switch (event.type) {
      case 'detect': {
        if (isSelectionOs(event.os)) {
          draft.os = event.os;
        } else {
          ignored.push(`operating system ${String(event.os)} is unknown`);
          draft.os = 'OTHER';
        }
        if (event.platform !== undefined) {
          if (isPlatform(event.platform)) {
            draft.platform = event.platform;
          } else {
            ignored.push(`platform ${String(event.platform)} is unknown`);
          }
        }
        break;
      }
      case 'setVersion': {
        const next = findMinor(input.releases, event.version);
        if (next) {
          found = next;
          draft.version = next.minor.versionWithPrefix;
        } else {
          ignored.push(`version ${String(event.version)} is not a known release`);
        }
        break;
      }
      case 'setOs': {
        if (isOperatingSystem(event.os)) {
          draft.os = event.os;
        } else {
          ignored.push(`operating system ${String(event.os)} is unknown`);
        }
        break;
      }
      case 'setPlatform': {
        if (isPlatform(event.platform)) {
          draft.platform = event.platform;
        } else {
          ignored.push(`platform ${String(event.platform)} is unknown`);
        }
        break;
      }
      case 'setInstallMethod': {
        if (isInstallMethodId(event.installMethod)) {
          draft.installMethod = event.installMethod;
        } else {
          ignored.push(`install method ${String(event.installMethod)} is unknown`);
        }
        break;
      }
      case 'setPackageManager': {
        if (isPackageManager(event.packageManager)) {
          draft.packageManager = event.packageManager;
        } else {
          ignored.push(`package manager ${String(event.packageManager)} is unknown`);
        }
        break;
      }
      default: {
        event satisfies never;
        ignored.push('an unknown event');
      }
    }
  }
  return repair(draft, found.line, found.minor, ignored, input.shasums);
}

function repair<R extends SelectableReleaseLine>(
  draft: Selection,
  release: R,
  minor: R['minorVersions'][number],
  ignored: string[],
  shasums: PublishedFiles | undefined,
): Resolution<R> {
  const version = toSemVer(minor.version);
  const base = { version: minor.version, releaseStatus: release.status };

  // 1. Operating system.
  const artifacts = artifactsOf(minor, shasums);
  const available = new Map<Option<Platform>, boolean>();
  for (const system of SYSTEMS) {
    for (const platform of system.platforms) {
      available.set(platform, offersPlatform(minor, system.value, platform.value, { shasums, artifacts }));
    }
  }
  const osOptions = SYSTEMS.map((system) => {
    const reasons = reasonsForParsed(system, { ...base, os: system.value }, version);
    const anyPlatform = system.platforms.some((platform) => available.get(platform));
    if (reasons.length === 0 && !anyPlatform) {
      reasons.push({
        condition: 'semver',
        message: `No ${system.name} build was published for ${minor.versionWithPrefix}`,
        detail: detail('noBuild.os', { system: system.name, version: minor.versionWithPrefix }),
      });
    }
    return state(system, reasons);
  });
  if (isOperatingSystem(draft.os)) {
    draft.os = nextEnabled(osOptions, draft.os, ignored, 'operating system') ?? draft.os;
  }
  const os = draft.os;

  // 2. Platform.
  const system = isOperatingSystem(os) ? SYSTEMS.find((entry) => entry.value === os) : undefined;
  const platformOptions: OptionState<Platform>[] = (system?.platforms ?? []).map((platform) => {
    const reasons = reasonsForParsed(platform, { ...base, os }, version);
    if (reasons.length === 0 && system && !available.get(platform)) {
      reasons.push({
        condition: 'semver',
        message: `No ${system.name} ${platform.label} build was published for ${minor.versionWithPrefix}`,
        detail: detail('noBuild.platform', { system: system.name, platform: platform.label, version: minor.versionWithPrefix }),
      });
    }
    return state(platform, reasons);
  });
  if (system) {
    draft.platform = nextEnabled(platformOptions, draft.platform, ignored, 'platform') ?? draft.platform;
  }

  // 3. Install method.
  const methodContext: CompatibilityContext = { ...base, os, platform: draft.platform };
  const methodStates = INSTALL_METHODS.map((method) => ({
    recommended: method.recommended,
    option: state(method, reasonsForParsed(method, methodContext, version)),
  }));
  const methodOptions = methodStates.map((entry) => entry.option);
  if (system) {
    if (draft.installMethod === undefined) {
      const official = methodStates.find((entry) => entry.recommended && !entry.option.disabled);
      draft.installMethod = (official ?? methodStates.find((entry) => !entry.option.disabled))?.option.value;
    } else {
      draft.installMethod = nextEnabled(methodOptions, draft.installMethod, ignored, 'install method');
    }
  }

  // 4. Package manager.
  const managerOptions = PACKAGE_MANAGERS.map((manager) =>
    state(manager, reasonsForParsed(manager, { ...methodContext, installMethod: draft.installMethod }, version)),
  );
  draft.packageManager = nextEnabled(managerOptions, draft.packageManager, ignored, 'package manager') ?? DEFAULT_PACKAGE_MANAGER;

  let status: Resolution['state'] = 'ready';
  let message: string | undefined;
  let messageDetail: ReasonDetail | undefined;
  if (os === 'LOADING') {
    status = 'loading';
  } else if (!system) {
    status = 'unavailable';
    message = 'There is no build for this operating system. Choose an operating system to see its downloads.';
    messageDetail = detail('selection.otherOs');
  } else if (platformOptions.every((option) => option.disabled)) {
    status = 'unavailable';
    message = `No ${system.name} build was published for ${minor.versionWithPrefix}.`;
    messageDetail = detail('selection.noOsBuild', { system: system.name, version: minor.versionWithPrefix });
  } else if (draft.installMethod === undefined) {
    status = 'unavailable';
    message = `No install method supports ${system.name} ${draft.platform} for ${minor.versionWithPrefix}; use the prebuilt files below.`;
    messageDetail = detail('selection.noMethod', { system: system.name, platform: draft.platform, version: minor.versionWithPrefix });
  }

  return {
    selection: draft,
    release,
    minor,
    state: status,
    knownOs: system?.value,
    message,
    messageDetail,
    options: {
      os: osOptions,
      platform: platformOptions,
      installMethod: {
        official: methodStates.filter((entry) => entry.recommended).map((entry) => entry.option),
        community: methodStates.filter((entry) => !entry.recommended).map((entry) => entry.option),
      },
      packageManager: managerOptions,
    },
    ignored,
  };
}

function state<Value extends string>(
  option: Option<Value> | (Option<Value> & { label: string }),
  reasons: DisabledReason[],
): OptionState<Value> {
  return {
    value: option.value,
    label: option.label,
    icon: option.icon,
    disabled: reasons.length > 0,
    reasons,
    reason: reasons[0]?.message,
  };
}

/** The current value when enabled, else the next enabled option after it (wrapping around). */
function nextEnabled<Value extends string>(
  options: readonly OptionState<Value>[],
  current: Value,
  ignored: string[],
  what: string,
): Value | undefined {
  const index = options.findIndex((option) => option.value === current);
  if (index >= 0 && !options[index]?.disabled) {
    return current;
  }
  for (let step = 1; step <= options.length; step += 1) {
    const candidate = options[(Math.max(index, 0) + step - (index < 0 ? 1 : 0)) % options.length];
    if (candidate && !candidate.disabled) {
      if (index >= 0) {
        ignored.push(`${what} ${current} is not available (${options[index]?.reason ?? 'disabled'}); ${candidate.value} chosen`);
      }
      return candidate.value;
    }
  }
  return undefined;
}

function isSelectionOs(value: unknown): value is SelectionOs {
  return value === 'LOADING' || value === 'OTHER' || isOperatingSystem(value);
}

/** Finds a release by exact version, tolerating any input. */
function findMinor<R extends SelectableReleaseLine>(
  releases: readonly R[],
  version: unknown,
): { line: R; minor: R['minorVersions'][number] } | undefined {
  if (typeof version !== 'string' || version.length > 256) {
    return undefined;
  }
  const match = findMinorRelease(releases, version);
  return match ? { line: match.release, minor: match.minor } : undefined;
}

/** The newest release of the newest line that is not Pending (the newest line otherwise). */
function defaultRelease<R extends SelectableReleaseLine>(releases: readonly R[]): { line: R; minor: R['minorVersions'][number] } {
  const line = releases.find((entry) => entry.status !== 'Pending') ?? releases[0];
  const minor = line?.minorVersions[0];
  if (!line || !minor) {
    throw new RangeError('resolveSelection needs at least one release');
  }
  return { line, minor };
}

/**
 * Where choosing a release in the version picker leads: to the download page of the LTS line or
 * of the Current line (an intent: the site knows their routes) with the query that keeps the
 * chosen version there (empty when that page opens on it anyway), or set in place.
 */
export type VersionPickerTarget =
  | { action: 'navigate'; to: 'lts' | 'current'; version: string; query: string }
  | { action: 'set'; version: string };

/** What {@link versionPickerTarget} reads of a release line. */
export type VersionPickerTargetLine = Pick<ReleaseLine, 'versionWithPrefix' | 'isLts' | 'status'>;

/**
 * The version picker rule (SPEC §4): choosing a line that is LTS now (Active or Maintenance) while
 * on the Current page leads to the LTS page; choosing the Current line elsewhere leads to the
 * Current page; any other choice, such as an end-of-life line that once was LTS, is set in place
 * (so the choice is kept). A navigation carries the chosen version in its query, so the page it
 * leads to opens on it, with or without the page's script having run, unless that page opens on
 * it anyway: the LTS page on the newest line that is LTS now in `releases` (the lines offered,
 * newest first), the Current page on the Current line.
 * @example
 * versionPickerTarget({ release: { versionWithPrefix: 'v24.22.0', isLts: true, status: 'Maintenance LTS' }, onCurrentPage: true })
 * // → { action: 'navigate', to: 'lts', version: 'v24.22.0', query: 'version=v24.22.0' }
 */
export function versionPickerTarget(input: {
  release: VersionPickerTargetLine;
  onCurrentPage: boolean;
  releases?: readonly VersionPickerTargetLine[] | undefined;
}): VersionPickerTarget {
  const { release, onCurrentPage, releases } = input;
  const version = release.versionWithPrefix;
  if (isLtsNow(release) && onCurrentPage) {
    const opensOn = releases?.find((line) => isLtsNow(line))?.versionWithPrefix;
    return { action: 'navigate', to: 'lts', version, query: opensOn === version ? '' : versionQuery(version) };
  }
  if (release.status === 'Current' && !onCurrentPage) {
    return { action: 'navigate', to: 'current', version, query: '' };
  }
  return { action: 'set', version };
}
