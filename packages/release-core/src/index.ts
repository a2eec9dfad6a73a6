/**
 * release-core: the one library that decides everything about Node.js downloads — which options
 * are available, which file a button downloads, which commands install a release, which status a
 * release line has. The embedded data snapshot is a separate entry: `@node-downloads/release-core/data`.
 *
 * @packageDocumentation
 */
export type {
  AdvisoryEnvironment,
  AdvisoryRecord,
  Compatibility,
  CompatibilityContext,
  DistIndexEntry,
  DownloadKind,
  InstallMethod,
  InstallMethodId,
  LineRelease,
  LineReleaseMatch,
  OperatingSystem,
  Option,
  PackageManager,
  PackageManagerOption,
  Platform,
  PlatformOption,
  PublishedFiles,
  ReleaseLine,
  ReleaseData,
  ReleaseStatus,
  Schedule,
  ScheduleEntry,
  ScriptLanguage,
  SelectableLineRelease,
  SelectableReleaseLine,
  SelectionOs,
  Severity,
  Shasums,
  Snippet,
  System,
  Vulnerability,
} from './types';
export {
  DataValidationError,
  InvalidArgumentError,
  NoSuchFileError,
  ReleaseCoreError,
  UnknownValueError,
  VersionError,
  type VersionErrorCode,
} from './errors';
export { normalizeVersion, parseVersion, withPrefix, type ParsedVersion, type Version } from './version';
export { toSemVer } from './to-semver';
export {
  CatalogueError,
  checkInstallMethods,
  DEFAULT_PACKAGE_MANAGER,
  DEFAULT_PLATFORM,
  INSTALL_METHODS,
  OPERATING_SYSTEMS,
  PACKAGE_MANAGERS,
  PACKAGE_MANAGER_VALUES,
  PLATFORMS,
  SYSTEMS,
  installMethodFor,
  isInstallMethodId,
  isOperatingSystem,
  isPackageManager,
  isPlatform,
  systemFor,
} from './catalogue';
export { disabledReasons, isCompatible } from './compatibility';
export type { InstallMethodRecord, MethodScript, MethodTarget, ScriptComment } from './install-methods';
export {
  checkToolVersions,
  type PinnedTool,
  TOOL_VERSION_PATTERN,
  TOOL_VERSIONS,
  type ToolVersion,
  ToolVersionError,
} from './tool-versions';
export {
  filesUnknown,
  offeredFile,
  planDownload,
  type DownloadPlan,
  type FileOffer,
  type OfferedRelease,
  type OfferOptions,
  type PlanOptions,
} from './plan';
export {
  REASON_CODES,
  reasonCodes,
  type CatalogueReasonCode,
  type DisabledReason,
  type ExplainedReasonCode,
  type FixedReasonCode,
  type PlatformReasonCode,
  type ReasonCode,
  type ReasonDetail,
  type SystemCatalogueEntry,
} from './reasons';
export { COREPACK_RELEASES, corepackFor, type CorepackSource } from './corepack';
export { resolveSelection, type ResolveInput } from './resolver';
export type { OptionState, Resolution, Selection, SelectionEvent } from './selection';
export { versionPickerTarget, type VersionPickerTarget, type VersionPickerTargetLine } from './version-picker-target';
export { selectionToQuery, type SelectionQueryKey, versionQuery } from './permalink';
export { DIST_BASE_URL, latestFolder, latestFolderUrl, releaseFolderUrl, type DistOptions, type LatestFolder } from './dist';
export { advisoryDate, advisoryDates } from './advisory-dates';
export { advisoryFromJson, advisoryJson, type AdvisoryJson } from './advisory-json';
export {
  CHANGELOG_BASE_URL,
  CVE_BASE_URL,
  DOCS_BASE_URL,
  LEGACY_DIST_BASE_URL,
  apiDocsUrl,
  changelogUrl,
  cveUrl,
  downloadUrl,
  shasumsUrl,
  type DownloadInput,
} from './urls';
export {
  ARTIFACT_KINDS,
  artifactOsName,
  classifyFile,
  downloadArtifact,
  primaryArtifacts,
  releaseArtifacts,
  type Artifact,
  type ArtifactKind,
  type ArtifactOs,
} from './artifacts';
export { downloadToken, inferredFileNames, tokenFileNames } from './file-names';
export { latestFiles, versionFreeFileName, type LatestFile, type LatestFileSource } from './latest-files';
export {
  DEFAULT_INSTALL_SCRIPT_COMMENTS,
  IncompatibleSelectionError,
  InvalidCommentError,
  installScript,
  type InstallScriptComments,
  installSnippets,
  type InstallScript,
  type InstallScriptInput,
} from './install-script';
export { RELEASE_STATUSES, releaseStatus } from './release-status';
export { buildReleases, lineRange, releaseLineOf } from './releases';
export { isAlphaPhase, newestStableRelease } from './alpha-phase';
export { currentPageRelease, currentRelease, findMinorRelease, findRelease, isLtsNow, latestLtsRelease } from './release-lookup';
export { type StatusNoticeDecision, type StatusNoticeLine, type StatusNoticeLink, statusNotice } from './status-notice';
export { type VersionTag, versionPickerOrder, versionTag } from './version-tag';
export {
  type DownloadModelContext,
  type DownloadModelEvent,
  type DownloadModelState,
  type DownloadView,
  type SystemChoiceEvent,
  downloadView,
  startDownloadModel,
  updateDownloadModel,
} from './download-model';
export {
  SCHEDULE_PHASES,
  lineLifecycles,
  nextPhaseChange,
  nextCurrentLine,
  type NextCurrentLine,
  phaseOn,
  schedulePhases,
  type LineLifecycle,
  type PhaseSpan,
  type SchedulePhase,
} from './lifecycle';
export {
  DIST_FILE_TOKENS,
  parseAdvisories,
  parseDistIndex,
  parseSchedule,
  type DistFileToken,
} from './schemas';
export { parseShasums } from './shasums-schema';
export {
  SNAPSHOT_FILES,
  checkReleaseData,
  parseJsonText,
  parseSnapshot,
  validateSnapshot,
  type ReleaseSnapshot,
  type SnapshotFileNames,
  type SnapshotPart,
} from './snapshot';
export {
  SEVERITY_ORDER,
  compareSeverity,
  severityCounts,
  splitVulnerabilities,
  toSeverity,
  type SeverityCount,
  type VulnerabilitySplit,
} from './severities';
export { toVulnerability, vulnerabilitiesByLine, vulnerabilitiesForLine, distinctAdvisories } from './vulnerabilities';
export {
  AuditError,
  auditRelease,
  createAuditor,
  type AuditErrorCode,
  type Auditor,
  type AuditUpgrade,
  type ReleaseAudit,
  type ReleaseVulnerability,
} from './audit';
export { ADVISORY_ENVIRONMENTS, ADVISORY_SYSTEM_NAMES, affectsSystem } from './advisory-systems';
export { UnlistedReleaseError, listedRelease, type UnlistedReleaseCode } from './listed-release';
export { isEndOfLife, isVulnerable, type QuestionData } from './questions';
export {
  AliasError,
  isListAlias,
  resolveAlias,
  resolveVersion,
  type AliasErrorCode,
  type AliasInput,
  type AliasResolution,
  type ListAlias,
} from './alias';
export {
  DEFAULT_VERIFY_STEP_TITLES,
  DETACHED_SIGNATURES_FROM,
  RELEASE_KEYS_URL,
  verifyCommands,
  type VerifyCommands,
  type VerifyInput,
  type VerifyOptions,
  type VerifyStep,
  type VerifyStepTitles,
} from './verify';
