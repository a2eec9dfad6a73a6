import { readVersion, satisfiesRange, type Version } from './version';
import { systemNames } from './catalogue';
import { catalogueReasonCode, type DisabledReason, detail } from './reasons';
import type { Compatibility, CompatibilityContext, Option } from './types';
import { expectObject } from './arguments';

/**
 * Whether one condition of a compatibility holds in a context. Absent conditions hold.
 * A version given in the context is validated (a {@link VersionError} for invalid input).
 */
function conditionHolds(
  condition: keyof Compatibility,
  compatibility: Compatibility,
  context: CompatibilityContext,
  version: Version | undefined,
): boolean {
  switch (condition) {
    case 'os': {
      const list = compatibility.os;
      return list === undefined || (list as readonly string[]).includes(context.os);
    }
    case 'installMethod': {
      const list = compatibility.installMethod;
      return list === undefined || (context.installMethod !== undefined && list.includes(context.installMethod));
    }
    case 'platform': {
      const list = compatibility.platform;
      return list === undefined || (context.platform !== undefined && list.includes(context.platform));
    }
    case 'semver': {
      const ranges = compatibility.semver;
      return (
        ranges === undefined ||
        (version !== undefined && ranges.every((range) => satisfiesRange(version, range)))
      );
    }
    case 'releases': {
      const list = compatibility.releases;
      return list === undefined || (context.releaseStatus !== undefined && list.includes(context.releaseStatus));
    }
    default: {
      return condition satisfies never;
    }
  }
}

const CONDITIONS = ['os', 'installMethod', 'platform', 'semver', 'releases'] as const satisfies readonly (keyof Compatibility)[];

/**
 * Whether an option with this compatibility is available in the context: every present
 * condition must hold (OS in its list, install method in its list, platform in its list, every
 * semver range satisfied by the selected version, release status in its list).
 * @example
 * isCompatible({ os: ['MAC', 'LINUX'] }, { os: 'WIN' }) // → false
 * isCompatible({ semver: ['>=19.9.0'] }, { os: 'WIN', version: 'v22.1.0' }) // → true
 */
export function isCompatible(compatibility: Compatibility, context: CompatibilityContext): boolean {
  expectObject('isCompatible', 'compatibility', compatibility);
  expectObject('isCompatible', 'context', context);
  const version = context.version === undefined ? undefined : readVersion(context.version);
  return CONDITIONS.every((condition) => conditionHolds(condition, compatibility, context, version));
}

/**
 * The reasons an option is unavailable, for a version already parsed (used by the resolver,
 * which checks many options against one version).
 */
export function reasonsForParsed(
  option: Pick<Option<string>, 'label' | 'compatibility' | 'reasons'>,
  context: CompatibilityContext,
  version: Version | undefined,
): DisabledReason[] {
  const reasons: DisabledReason[] = [];
  for (const condition of CONDITIONS) {
    if (!conditionHolds(condition, option.compatibility, context, version)) {
      const code = catalogueReasonCode(option, condition);
      reasons.push({
        condition,
        message: conditionWords(condition, option, context),
        detail: code === undefined ? genericDetail(condition, option.label, context) : { code, params: {} },
      });
    }
  }
  return reasons;
}

/**
 * Why an option is not available in the context: one entry per failed condition, with the code of
 * the option's own reason where the catalogue explains the condition (a generic code otherwise)
 * and terse English for a terminal. Empty when the option is available.
 * @example
 * disabledReasons(platformOption, { os: 'WIN', version: 'v24.0.0' })
 * // → [{ condition: 'semver', message: 'x86: versions >=0.5.1 <23.0.0-0 only, not v24.0.0', detail: { code: 'platform.WIN.x86.semver', params: {} } }]
 */
export function disabledReasons(
  option: Pick<Option<string>, 'label' | 'compatibility' | 'reasons'>,
  context: CompatibilityContext,
): DisabledReason[] {
  expectObject('disabledReasons', 'option', option);
  expectObject('disabledReasons', 'option.compatibility', option.compatibility);
  expectObject('disabledReasons', 'context', context);
  return reasonsForParsed(option, context, context.version === undefined ? undefined : readVersion(context.version));
}

/** The generic code's detail, for an option outside the catalogue or a condition it does not explain. */
function genericDetail(condition: keyof Compatibility, label: string, context: CompatibilityContext) {
  switch (condition) {
    case 'semver': {
      return detail('generic.semver', { label, version: context.version ?? '' });
    }
    case 'releases': {
      return detail('generic.releases', { label, status: context.releaseStatus ?? '' });
    }
    default: {
      return detail(`generic.${condition}`, { label });
    }
  }
}

/**
 * A failed condition in terse English for a terminal: the option's own facts (the systems,
 * platforms, versions or statuses it is for) and what was chosen.
 * @example
 * conditionWords('semver', { label: 'x86', compatibility: { semver: ['>=0.5.1', '<23.0.0-0'] } }, { os: 'WIN', version: 'v24.0.0' })
 * // → 'x86: versions >=0.5.1 <23.0.0-0 only, not v24.0.0'
 */
function conditionWords(condition: keyof Compatibility, option: Pick<Option<string>, 'label' | 'compatibility'>, context: CompatibilityContext): string {
  const { label, compatibility } = option;
  switch (condition) {
    case 'os': {
      return `${label}: ${systemNames(compatibility.os ?? [])} only`;
    }
    case 'installMethod': {
      return `${label}: with ${(compatibility.installMethod ?? []).join(', ')} only`;
    }
    case 'platform': {
      return `${label}: ${(compatibility.platform ?? []).join(', ')} only`;
    }
    case 'semver': {
      return `${label}: versions ${(compatibility.semver ?? []).join(' ')} only, not ${context.version === undefined ? 'an unknown version' : `v${context.version.replace(/^v/, '')}`}`;
    }
    case 'releases': {
      return `${label}: ${(compatibility.releases ?? []).join(', ')} releases only, not ${context.releaseStatus ?? 'an unknown status'}`;
    }
    default: {
      return condition satisfies never;
    }
  }
}
