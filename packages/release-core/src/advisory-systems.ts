/**
 * The system names of the security advisories (`affectedEnvironments`) and how the site's
 * operating systems map to them.
 */
import { expectArray } from './arguments';
import { isOperatingSystem, OPERATING_SYSTEMS } from './catalogue';
import { UnknownValueError } from './errors';
import type { AdvisoryEnvironment, OperatingSystem } from './types';

/**
 * Every name an advisory's `affectedEnvironments` may hold: `all`, or a Node.js
 * `process.platform` value. Advisories name systems the site offers no download for
 * (`freebsd`, `openbsd`, `sunos`, `android`); any other name is refused by `parseAdvisories`.
 * @example
 * ADVISORY_ENVIRONMENTS.includes('win32') // → true
 */
export const ADVISORY_ENVIRONMENTS = [
  'all',
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'sunos',
  'win32',
] as const satisfies readonly AdvisoryEnvironment[];

/**
 * The advisories' name of each operating system the site offers downloads for.
 * @example
 * ADVISORY_SYSTEM_NAMES.WIN // → 'win32'
 */
export const ADVISORY_SYSTEM_NAMES = {
  WIN: 'win32',
  MAC: 'darwin',
  LINUX: 'linux',
  AIX: 'aix',
} as const satisfies Record<OperatingSystem, AdvisoryEnvironment>;

/**
 * Whether an advisory's `affectedEnvironments` include a system: `all` (or no list at all)
 * includes every one.
 * @example
 * affectsSystem(['win32'], 'LINUX') // → false
 * affectsSystem(['all'], 'LINUX') // → true
 */
export function affectsSystem(environments: readonly AdvisoryEnvironment[] | undefined, os: OperatingSystem): boolean {
  if (environments !== undefined) {
    expectArray('affectsSystem', 'environments', environments);
  }
  if (!isOperatingSystem(os)) {
    throw new UnknownValueError('os', os, OPERATING_SYSTEMS);
  }
  return environments === undefined || environments.includes('all') || environments.includes(ADVISORY_SYSTEM_NAMES[os]);
}
