/**
 * The vocabulary of release-core: every type the downloads site and other consumers speak in.
 * Pure types only; no runtime code lives here.
 */

import type { INSTALL_METHODS } from './install-methods';
import type { PinnedTool } from './tool-versions';

/** An operating system the runtime publishes builds for. */
export type OperatingSystem = 'WIN' | 'MAC' | 'LINUX' | 'AIX';

/**
 * The operating system of a selection: a real one, `'LOADING'` while the visitor's system is not
 * known yet, or `'OTHER'` when it was detected and has no build of its own (iOS, Android, BSD, …).
 */
export type SelectionOs = OperatingSystem | 'LOADING' | 'OTHER';

/** A CPU architecture a build is published for (the values of the dist index tokens). */
export type Platform = 'x64' | 'x86' | 'arm64' | 'armv7l' | 'ppc64le' | 's390x' | 'ppc64';

/** What a download link points at. */
export type DownloadKind = 'installer' | 'binary' | 'source' | 'shasum';

/** The support status of a release line at a given date. */
export type ReleaseStatus = 'End-of-life' | 'Maintenance LTS' | 'Active LTS' | 'Current' | 'Pending';

/** A package manager an install script can set up. */
export type PackageManager = 'NPM' | 'YARN' | 'PNPM';

/** Identifier of an install method of the catalogue, from the methods' records (`install-methods.ts`). */
export type InstallMethodId = (typeof INSTALL_METHODS)[number]['id'];

/** Language of an install script, which decides how the code box highlights and labels it. */
export type ScriptLanguage = 'bash' | 'powershell';

/**
 * Conditions under which an option is available. An absent condition counts as met; an option is
 * enabled only when every present condition holds.
 */
export type Compatibility = {
  /** Operating systems the option works on. */
  os?: readonly OperatingSystem[];
  /** Install methods the option works with. */
  installMethod?: readonly InstallMethodId[];
  /** Platforms the option works on. */
  platform?: readonly Platform[];
  /**
   * Ranges the selected version must satisfy, every one of them, prereleases included. Each is a
   * comparator range, the form semver reduces every range to: `>=19.9.0`, `>=4.0.0 <24.0.0-0`,
   * sets joined by `||`. Shorthands (`^22`, `~4.3`, `4.x`) are refused with a `VersionError`
   * (`INVALID_RANGE`); write `^22` as `>=22.0.0 <23.0.0-0`.
   */
  semver?: readonly string[];
  /** Release statuses the selected release line must have. */
  releases?: readonly ReleaseStatus[];
};

/** What compatibility is checked against: the visitor's current selection. */
export type CompatibilityContext = {
  os: SelectionOs;
  installMethod?: InstallMethodId | undefined;
  platform?: Platform | undefined;
  /** Version of the selected release, with or without a leading `v`. */
  version?: string | undefined;
  releaseStatus?: ReleaseStatus | undefined;
};

/** An entry of a dropdown: what it shows and when it is available. */
export type Option<Value extends string> = {
  value: Value;
  label: string;
  /** Identifier of the icon the UI shows beside the label (a simple-icons slug or a local name). */
  icon?: string | undefined;
  compatibility: Compatibility;
  /**
   * The conditions of the compatibility the catalogue explains with a reason code of its own
   * (`platform.WIN.x86.semver`), which a UI words in its language; a disabled option whose failed
   * condition is not listed gets a generic code (`generic.semver`).
   */
  reasons?: readonly (keyof Compatibility)[] | undefined;
};

/** A platform of an operating system, as shown in the platform dropdown. */
export type PlatformOption = Option<Platform>;

/** An operating system of the catalogue with the platforms it has builds for. */
export type System = Option<OperatingSystem> & {
  name: string;
  /** Whether the OS has an installer package (.msi, .pkg). */
  installer: boolean;
  /** The shell language of its install script and verify commands: PowerShell on Windows, Bash elsewhere. */
  scriptLanguage: ScriptLanguage;
  platforms: readonly PlatformOption[];
};

/** A way to install the runtime: a version manager, a package manager of the OS, a container. */
export type InstallMethod = Option<InstallMethodId> & {
  id: InstallMethodId;
  name: string;
  /** Official (recommended) methods are listed first; others are community supported. */
  recommended: boolean;
  /** Whether the tool is still maintained; an unmaintained one names its `successor`. */
  maintained: boolean;
  /** The method the authors of an unmaintained tool recommend instead. */
  successor?: InstallMethodId | undefined;
  /** The method's documentation, where visitors get support for it. */
  url: string;
  /** The tool whose version the script pins (see `TOOL_VERSIONS`). */
  pinned?: PinnedTool | undefined;
};

/** A package manager option. */
export type PackageManagerOption = Option<PackageManager> & { name: string };

/** A named piece of an install script. */
export type Snippet = { name: string; content: string };

/**
 * One release of a release line (v22.3.0): its version, day, bundled versions and files, as listed
 * in the line's table of releases. Found in {@link ReleaseLine.minorVersions}.
 */
export type LineRelease = {
  version: string;
  versionWithPrefix: string;
  /** Day of the release, `YYYY-MM-DD`. */
  date: string;
  modules?: string | undefined;
  npm?: string | undefined;
  v8?: string | undefined;
  security: boolean;
  /** The LTS codename the dist index gives this release; absent when it was not an LTS release. */
  lts?: string | undefined;
  /** Dist index file tokens; derived from a sibling release when `filesDerived` is true. */
  files: readonly string[];
  /** True when the dist index gave no `files` for this release and they were derived. */
  filesDerived: boolean;
  /**
   * The older release of the same line whose `files` were taken when `filesDerived` is true.
   * Absent with `filesDerived` true when no older release had a list: then `files` is empty
   * because the files are unknown, not because none were published.
   */
  filesDerivedFrom?: string | undefined;
};

/**
 * A release line: a major version such as v22 (or a v0.x minor before v1), with its status, its
 * newest release and every release of the line as {@link LineRelease}s. `buildReleases` returns
 * one per line.
 */
export type ReleaseLine = {
  /** The line as the schedule keys it: `v22` from v1 on, `v0.12` before (each v0.x minor is a line). */
  line: string;
  major: number;
  /** Newest release of the line, without a leading `v`. */
  version: string;
  /** Newest release of the line, with a leading `v`. */
  versionWithPrefix: string;
  codename?: string | undefined;
  status: ReleaseStatus;
  isLts: boolean;
  /** Day the line was first released, `YYYY-MM-DD`. */
  currentStart: string;
  /** Day of the newest release of the line, `YYYY-MM-DD`. */
  releaseDate: string;
  /** Day the line reaches (or reached) end-of-life per the schedule; absent for unscheduled lines. */
  endOfLife?: string | undefined;
  /**
   * Day the line's alpha phase starts per the schedule (from v27 on: six months of prerelease
   * builds before `start`); absent for lines scheduled without one.
   */
  alpha?: string | undefined;
  /**
   * True when every release of the line out on that day is a prerelease (the v27 alphas): the
   * line has no newest stable release, `version` is its newest prerelease, its `status` is Pending
   * whatever the schedule's dates say, and it is not LTS. Absent or false otherwise.
   */
  prereleaseOnly?: boolean | undefined;
  /**
   * What the schedule's dates alone say on that day. Equal to `status` and `isLts` except for a
   * {@link ReleaseLine.prereleaseOnly} line past its start, which the schedule makes Current or LTS
   * but whose releases are all prereleases. Absent for lines the schedule does not list.
   */
  scheduled?: { status: ReleaseStatus; isLts: boolean } | undefined;
  modules?: string | undefined;
  npm?: string | undefined;
  v8?: string | undefined;
  /** Every release of the line, newest first. */
  minorVersions: readonly LineRelease[];
};

/** Severity of a security advisory. */
export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'unknown';

/** A security advisory affecting one or more release lines. */
export type Vulnerability = {
  id: string;
  cve: readonly string[];
  severity: Severity;
  /** semver range of the affected versions. */
  vulnerable: string;
  patched?: string | undefined;
  description?: string | undefined;
  overview?: string | undefined;
  /** Announcement of the advisory. */
  url?: string | undefined;
  /** The systems it affects, by the advisories' names; absent or `['all']` for every system. */
  affectedEnvironments?: readonly AdvisoryEnvironment[] | undefined;
};

/** One entry of the dist index (`index.json`). Keys the source omits stay absent. */
export type DistIndexEntry = {
  version: string;
  date: string;
  files?: readonly string[] | undefined;
  npm?: string | undefined;
  v8?: string | undefined;
  uv?: string | undefined;
  zlib?: string | undefined;
  openssl?: string | undefined;
  modules?: string | undefined;
  lts: string | false;
  security: boolean;
};

/** One line of the release schedule. Dates are `YYYY-MM-DD`. */
export type ScheduleEntry = {
  start: string;
  end: string;
  lts?: string | undefined;
  maintenance?: string | undefined;
  alpha?: string | undefined;
  codename?: string | undefined;
};

/** The release schedule, keyed by line (`v0.12`, `v22`, …). */
export type Schedule = Readonly<Record<string, ScheduleEntry>>;

/** A security advisory as published in the advisories data file. */
export type AdvisoryRecord = {
  id: string;
  cve: readonly string[];
  vulnerable: string;
  patched?: string | undefined;
  ref?: string | undefined;
  description?: string | undefined;
  overview?: string | undefined;
  severity: string;
  /** The systems it affects, by the advisories' names; absent or `['all']` for every system. */
  affectedEnvironments?: readonly AdvisoryEnvironment[] | undefined;
};

/**
 * A system name of the advisories' `affectedEnvironments`: `all`, or a Node.js `process.platform`
 * value (`win32`, `darwin`, `linux`, `aix`, and systems the site offers no download for).
 */
export type AdvisoryEnvironment = 'all' | 'aix' | 'android' | 'darwin' | 'freebsd' | 'linux' | 'openbsd' | 'sunos' | 'win32';

/** Published SHA-256 checksums per release: version → file name → hex digest. */
export type Shasums = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Published checksum lists as the functions that only ask which files a list names read them:
 * {@link Shasums}, where a file's digest may be left out (`null`). The files a release offers and
 * whether its list exists come out the same; an artifact of a file without its digest has no
 * `sha256`. For a caller that sends lists to a browser that never shows the digests.
 */
export type PublishedFiles = Readonly<Record<string, Readonly<Record<string, string | null>>>>;

/**
 * What the download selection reads of a release (`resolveSelection`, `planDownload` and the
 * functions they call): its version, day and files. A {@link LineRelease} is one; a page that ships
 * releases to the browser can send only these fields.
 */
export type SelectableLineRelease = Pick<LineRelease, 'version' | 'versionWithPrefix' | 'date' | 'files' | 'filesDerived'>;

/**
 * What the download selection reads of a release line: its name, major, newest version, status,
 * whether it is an LTS line, and its releases as {@link SelectableLineRelease}s. A
 * {@link ReleaseLine} is one.
 */
export type SelectableReleaseLine = Pick<ReleaseLine, 'line' | 'major' | 'version' | 'versionWithPrefix' | 'status' | 'isLts' | 'prereleaseOnly'> & {
  minorVersions: readonly SelectableLineRelease[];
};

/**
 * A release found by its exact version, with the line it belongs to. `R` is the kind of line
 * searched ({@link ReleaseLine} unless the lines hold fewer fields, see {@link SelectableReleaseLine}).
 */
export type LineReleaseMatch<R extends { minorVersions: readonly unknown[] } = ReleaseLine> = {
  release: R;
  minor: R['minorVersions'][number];
};

/** The three data files the site is built from, validated. */
export type ReleaseData = {
  index: DistIndexEntry[];
  schedule: Schedule;
  advisories: AdvisoryRecord[];
};
