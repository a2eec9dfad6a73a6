/**
 * The download page's selection as data: what the visitor chose, the events that change it, and
 * the resolver's answer. Types only, shared by the resolver, the plan and the address's query.
 */
import type { DisabledReason, ReasonDetail } from './reasons';
import type {
  InstallMethodId,
  OperatingSystem,
  PackageManager,
  Platform,
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
