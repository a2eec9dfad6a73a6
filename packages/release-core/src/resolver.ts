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
import { type DisabledReason, type ReasonDetail, worded } from './reasons';
import { artifactsOf, filesUnknown, offersPlatform } from './plan';
import { findMinorRelease } from './release-lookup';
import type { OptionState, Resolution, Selection, SelectionEvent } from './selection';
import { readVersion } from './version';
import type {
  CompatibilityContext,
  Option,
  Platform,
  PublishedFiles,
  ReleaseLine,
  SelectableReleaseLine,
  SelectionOs,
} from './types';
import { expectArray, expectKnownKeys, expectObject, expectOptions } from './arguments';

export type { OptionState, Resolution, Selection, SelectionEvent } from './selection';

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

/** The keys of {@link ResolveInput}: any other is refused by name. */
const RESOLVE_INPUT_KEYS = ['releases', 'selection', 'event', 'shasums'] as const satisfies readonly (keyof ResolveInput)[];

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
  expectObject('resolveSelection', 'input', input);
  expectKnownKeys('resolveSelection', 'input', input, RESOLVE_INPUT_KEYS);
  expectArray('resolveSelection', 'input.releases', input.releases);
  expectObject('resolveSelection', 'input.selection', input.selection);
  expectOptions('resolveSelection', 'input.event', input.event);
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
  const version = readVersion(minor.version);
  const base = { version: minor.version, releaseStatus: release.status };

  // 1. Operating system.
  const artifacts = artifactsOf(minor, shasums);
  // Unknown files are not missing files: every platform the catalogue allows stays available.
  const unknownFiles = filesUnknown(minor, { shasums });
  const available = new Map<Option<Platform>, boolean>();
  for (const system of SYSTEMS) {
    for (const platform of system.platforms) {
      available.set(platform, unknownFiles || offersPlatform(minor, system.value, platform.value, { shasums, artifacts }));
    }
  }
  const osOptions = SYSTEMS.map((system) => {
    const reasons = reasonsForParsed(system, { ...base, os: system.value }, version);
    const anyPlatform = system.platforms.some((platform) => available.get(platform));
    if (reasons.length === 0 && !anyPlatform) {
      const { detail, words } = worded('noBuild.os', { system: system.name, version: minor.versionWithPrefix });
      reasons.push({ condition: 'semver', message: words, detail });
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
      const { detail, words } = worded('noBuild.platform', { system: system.name, platform: platform.label, version: minor.versionWithPrefix });
      reasons.push({ condition: 'semver', message: words, detail });
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
  let outcome: { detail: ReasonDetail; words: string } | undefined;
  if (os === 'LOADING') {
    status = 'loading';
  } else if (!system) {
    status = 'unavailable';
    outcome = worded('selection.otherOs');
  } else if (platformOptions.every((option) => option.disabled)) {
    status = 'unavailable';
    outcome = worded('selection.noOsBuild', { system: system.name, version: minor.versionWithPrefix });
  } else if (draft.installMethod === undefined) {
    status = 'unavailable';
    outcome = worded('selection.noMethod', { system: system.name, platform: draft.platform, version: minor.versionWithPrefix });
  }
  const message = outcome?.words;
  const messageDetail = outcome?.detail;

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

/**
 * The newest stable release of the newest line that is not Pending and has one (the newest line
 * otherwise): never a prerelease while any line has a stable release.
 */
function defaultRelease<R extends SelectableReleaseLine>(releases: readonly R[]): { line: R; minor: R['minorVersions'][number] } {
  const line = releases.find((entry) => entry.status !== 'Pending' && entry.prereleaseOnly !== true) ?? releases[0];
  const minor = line?.minorVersions.find((entry) => entry.version === line.version) ?? line?.minorVersions[0];
  if (!line || !minor) {
    throw new RangeError('resolveSelection needs at least one release');
  }
  return { line, minor };
}
