/**
 * Stable codes of the reasons release-core gives in English (a disabled option, a missing file,
 * a selection with nothing to install): each sentence also comes as a {@link ReasonDetail}, so a
 * UI can show it in its own language. `reasonCodes()` lists every code, for a UI to check that it
 * has a message for each.
 */
import { INSTALL_METHODS, PACKAGE_MANAGERS, SYSTEMS } from './catalogue';
import type { Compatibility, Option, ReasonDetail } from './types';

/** Codes of sentences not written in the catalogue, with the params each names. */
export const REASON_CODES = {
  /** `{label} is not available for this operating system` (and the other conditions alike). */
  'generic.os': ['label'],
  'generic.installMethod': ['label'],
  'generic.platform': ['label'],
  /** `{label} is not available for {version}` */
  'generic.semver': ['label', 'version'],
  /** `{label} is not available for {status} releases` (`status`: a release status). */
  'generic.releases': ['label', 'status'],
  /** `No {system} build was published for {version}` (a disabled operating system). */
  'noBuild.os': ['system', 'version'],
  /** `No {system} {platform} build was published for {version}` (a disabled platform). */
  'noBuild.platform': ['system', 'platform', 'version'],
  /** `There is no build for this operating system. Choose an operating system to see its downloads.` */
  'selection.otherOs': [],
  /** `No {system} build was published for {version}.` */
  'selection.noOsBuild': ['system', 'version'],
  /** `No install method supports {system} {platform} for {version}; use the prebuilt files below.` */
  'selection.noMethod': ['system', 'platform', 'version'],
  /** `No {system} builds exist for {platform}` */
  'file.noPlatform': ['system', 'platform'],
  /** `No {system} {platform} build of {version}: {cause}` */
  'file.outOfRange': ['system', 'platform', 'version'],
  /** `No files of {version} are known yet` */
  'file.unknownYet': ['version'],
  /** `{version} has no installer for {system} {platform}` */
  'file.noInstaller': ['version', 'system', 'platform'],
  /** `{version} has no binary for {system} {platform}` */
  'file.noBinary': ['version', 'system', 'platform'],
} as const satisfies Record<string, readonly string[]>;

/** A code of {@link REASON_CODES}. */
export type FixedReasonCode = keyof typeof REASON_CODES;

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
 * undefined for an option that is not the catalogue's own object or has no such reason.
 */
export function catalogueReasonCode(option: Keyed, condition: keyof Compatibility): string | undefined {
  const key = KEYS.get(option);
  return key !== undefined && option.reasons?.[condition] !== undefined ? `${key}.${condition}` : undefined;
}

/**
 * Every reason the catalogue writes, with its code and English sentence.
 * @example
 * catalogueReasons().find((reason) => reason.code === 'platform.WIN.x86.semver')?.message
 * // → '32-bit Windows builds ended with v22'
 */
export function catalogueReasons(): { code: string; message: string }[] {
  return catalogueEntries().flatMap(([option, key]) =>
    Object.entries(option.reasons ?? {}).map(([condition, message]) => ({ code: `${key}.${condition}`, message: message ?? '' })),
  );
}

/**
 * Every code a {@link ReasonDetail} of release-core can carry: the catalogue's, then the fixed ones.
 * @example
 * reasonCodes().includes('file.noBinary') // → true
 */
export function reasonCodes(): string[] {
  return [...catalogueReasons().map((reason) => reason.code), ...Object.keys(REASON_CODES)];
}

/** A detail of a fixed code (internal: the places that write the English sentence build its detail beside it). */
export function detail(code: FixedReasonCode, params: Record<string, string> = {}, cause?: ReasonDetail): ReasonDetail {
  return cause ? { code, params, cause } : { code, params };
}
