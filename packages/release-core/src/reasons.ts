/**
 * Why an option, a file or a selection is not available, as codes with values: release-core
 * decides, a UI words each code in its language (the site's catalogues hold every sentence,
 * English included). release-core's own English — the `message` and `reason` fields, errors and
 * the command line — is the terse wording of {@link reasonWords}, for a terminal or a log.
 */
import { INSTALL_METHODS, PACKAGE_MANAGERS, SYSTEMS } from './catalogue';
import type { Compatibility, Option } from './types';

/** Codes of reasons not tied to one catalogue option, with the params each names. */
export const REASON_CODES = {
  /** An option outside the catalogue, or a condition the catalogue does not explain: `label`. */
  'generic.os': ['label'],
  'generic.installMethod': ['label'],
  'generic.platform': ['label'],
  /** `label`, and the selected `version`. */
  'generic.semver': ['label', 'version'],
  /** `label`, and the selected line's `status` (a release status). */
  'generic.releases': ['label', 'status'],
  /** A disabled operating system: no build of the release. */
  'noBuild.os': ['system', 'version'],
  /** A disabled platform: no build of the release. */
  'noBuild.platform': ['system', 'platform', 'version'],
  /** A selection whose operating system has no build at all (another OS, unknown). */
  'selection.otherOs': [],
  /** A selection whose operating system has no build of the release. */
  'selection.noOsBuild': ['system', 'version'],
  /** A selection no install method supports: the prebuilt files are the way. */
  'selection.noMethod': ['system', 'platform', 'version'],
  /** A file for a platform the operating system never had. */
  'file.noPlatform': ['system', 'platform'],
  /** A file outside the platform's range of releases; `cause` gives the catalogue's reason. */
  'file.outOfRange': ['system', 'platform', 'version'],
  /** A release whose files are not in the data yet. */
  'file.unknownYet': ['version'],
  /** A release without an installer for the system. */
  'file.noInstaller': ['version', 'system', 'platform'],
  /** A release without a binary for the system. */
  'file.noBinary': ['version', 'system', 'platform'],
} as const satisfies Record<string, readonly string[]>;

/** A code of {@link REASON_CODES}. */
export type FixedReasonCode = keyof typeof REASON_CODES;

/** The codes `{key}.{condition}` of the conditions a catalogue entry explains (its `reasons`). */
export type ExplainedReasonCode<Key extends string, Entry> = Entry extends { readonly reasons: readonly (infer Condition extends string)[] }
  ? `${Key}.${Condition}`
  : never;
/** An operating system of the catalogue, with its platforms. */
export type SystemCatalogueEntry = (typeof SYSTEMS)[number];
/** The codes `platform.{os}.{platform}.{condition}` of one operating system's platforms. */
export type PlatformReasonCode<System> = System extends { readonly value: infer Os extends string; readonly platforms: readonly (infer Entry)[] }
  ? Entry extends { readonly value: infer Value extends string }
    ? ExplainedReasonCode<`platform.${Os}.${Value}`, Entry>
    : never
  : never;

/**
 * A code of the catalogue's own reasons, `{kind}.{value}.{condition}`: one per condition an option
 * of the catalogue explains (`os.WIN.semver`, `platform.WIN.x86.semver`, `installMethod.NVM.os`,
 * `packageManager.YARN.semver`).
 */
export type CatalogueReasonCode =
  | (SystemCatalogueEntry extends infer Entry ? (Entry extends { readonly value: infer Os extends string } ? ExplainedReasonCode<`os.${Os}`, Entry> : never) : never)
  | PlatformReasonCode<SystemCatalogueEntry>
  | ((typeof INSTALL_METHODS)[number] extends infer Entry ? (Entry extends { readonly id: infer Id extends string } ? ExplainedReasonCode<`installMethod.${Id}`, Entry> : never) : never)
  | ((typeof PACKAGE_MANAGERS)[number] extends infer Entry ? (Entry extends { readonly value: infer Value extends string } ? ExplainedReasonCode<`packageManager.${Value}`, Entry> : never) : never);

/** Every code a reason of release-core can carry. */
export type ReasonCode = CatalogueReasonCode | FixedReasonCode;

/**
 * Why something is not available, as data a UI words in its own language: a stable `code` (one of
 * `reasonCodes()`), the values the sentence names (names, versions, labels, never words to
 * translate), and the reason it gives after a colon, if any. release-core's own English (the
 * `message` and `reason` fields beside it, errors, the command line) is terse wording for a
 * terminal; the page's sentences live in the UI's catalogues.
 * @example
 * { code: 'platform.WIN.x86.semver', params: {} } // the platform's range of releases excludes the version
 * { code: 'file.outOfRange', params: { system: 'Windows', platform: 'x86', version: 'v26.13.0' }, cause: { code: 'platform.WIN.x86.semver', params: {} } }
 */
export type ReasonDetail = {
  code: ReasonCode;
  params: Record<string, string>;
  cause?: ReasonDetail | undefined;
};

/** Why an option is not available: which condition failed, its code and values, and terse English for a terminal. */
export type DisabledReason = {
  condition: keyof Compatibility;
  /** Terse English for a terminal or a log (`x86: versions >=0.5.1 <23.0.0-0 only, not v24.0.0`); a UI words `detail`. */
  message: string;
  /** The reason as data (see {@link ReasonDetail}), for a UI to word in its language. */
  detail: ReasonDetail;
};

type Keyed = object & Pick<Option<string>, 'reasons'>;

/** Each catalogue option with the key its reasons' codes start with. */
function catalogueEntries(): [Keyed, string][] {
  return [
    ...SYSTEMS.flatMap((system): [Keyed, string][] => [
      [system, `os.${system.value}`],
      ...system.platforms.map((platform): [Keyed, string] => [platform, `platform.${system.value}.${platform.value}`]),
    ]),
    ...INSTALL_METHODS.map((method): [Keyed, string] => [method, `installMethod.${method.id}`]),
    ...PACKAGE_MANAGERS.map((manager): [Keyed, string] => [manager as Keyed, `packageManager.${manager.value}`]),
  ];
}

const KEYS = new Map<Keyed, string>(catalogueEntries());

/**
 * The code of a catalogue option's own reason for a condition (`platform.WIN.x86.semver`), or
 * undefined for an option that is not the catalogue's own object or does not explain that condition.
 */
export function catalogueReasonCode(option: Keyed, condition: keyof Compatibility): CatalogueReasonCode | undefined {
  const key = KEYS.get(option);
  return key !== undefined && option.reasons?.includes(condition) ? (`${key}.${condition}` as CatalogueReasonCode) : undefined;
}

/**
 * Every code a {@link ReasonDetail} of release-core can carry: the catalogue's, then the fixed
 * ones, so a UI can check that it words each.
 * @example
 * reasonCodes().includes('platform.WIN.x86.semver') // → true
 */
export function reasonCodes(): ReasonCode[] {
  const catalogue = catalogueEntries().flatMap(([option, key]) =>
    (option.reasons ?? []).map((condition) => `${key}.${condition}` as CatalogueReasonCode),
  );
  return [...catalogue, ...(Object.keys(REASON_CODES) as FixedReasonCode[])];
}

/** A detail of a fixed code (internal: the resolver, the plan and the URLs build them). */
export function detail<Code extends FixedReasonCode>(code: Code, params: Record<string, string> = {}, cause?: ReasonDetail): ReasonDetail & { code: Code } {
  return cause ? { code, params, cause } : { code, params };
}

/** A detail of an outcome code with its terse English (internal: for the `message` and `reason` fields beside it). */
export function worded(code: OutcomeReasonCode, params: Record<string, string> = {}, cause?: DisabledReason): { detail: ReasonDetail; words: string } {
  const outcome = detail(code, params, cause?.detail);
  return { detail: outcome, words: reasonWords(outcome, cause?.message) };
}

/** The codes of the resolver and the plan (the generic ones come with a failed condition, worded by its facts). */
export type OutcomeReasonCode = Exclude<FixedReasonCode, `generic.${string}`>;

/** The terse English of each outcome code for a terminal: the command line, errors and logs. */
const TERMINAL_WORDS: { [Code in OutcomeReasonCode]: (params: Record<string, string>) => string } = {
  'noBuild.os': (p) => `${p.system}: no build of ${p.version}`,
  'noBuild.platform': (p) => `${p.system} ${p.platform}: no build of ${p.version}`,
  'selection.otherOs': () => 'no build for this operating system',
  'selection.noOsBuild': (p) => `${p.system}: no build of ${p.version}`,
  'selection.noMethod': (p) => `${p.system} ${p.platform}: no install method for ${p.version} (prebuilt files only)`,
  'file.noPlatform': (p) => `${p.system}: no ${p.platform} builds`,
  'file.outOfRange': (p) => `${p.system} ${p.platform}: no build of ${p.version}`,
  'file.unknownYet': (p) => `${p.version}: files not known yet`,
  'file.noInstaller': (p) => `${p.version}: no installer for ${p.system} ${p.platform}`,
  'file.noBinary': (p) => `${p.version}: no binary for ${p.system} ${p.platform}`,
};

/**
 * The terse English of an outcome code, for a terminal or a log; a `cause` already worded (the failed
 * condition's facts, see `disabledReasons`) follows after a colon.
 * @example
 * reasonWords(detail('file.noBinary', { version: 'v0.1.0', system: 'Windows', platform: 'x64' })) // → 'v0.1.0: no binary for Windows x64'
 */
export function reasonWords(outcome: ReasonDetail & { code: OutcomeReasonCode }, cause?: string): string {
  const words = TERMINAL_WORDS[outcome.code](outcome.params);
  return cause ? `${words}: ${cause}` : words;
}
