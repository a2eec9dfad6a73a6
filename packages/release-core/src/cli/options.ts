/**
 * The command line's options and host: the values each flag takes (`--os linux`, `--pm pnpm`…),
 * reading them with a clear usage error for anything else, and the system the program runs on.
 */
import { INSTALL_METHODS, PLATFORMS } from '../catalogue';
import type { OperatingSystem, PackageManager, Platform } from '../types';
import { UsageError } from './errors';

/** A flag's value as `parseArgs` gives it. */
export type Value = string | boolean | (string | boolean)[] | undefined;

export const OS_VALUES: Record<string, OperatingSystem> = { linux: 'LINUX', darwin: 'MAC', win: 'WIN', aix: 'AIX' };
export const PM_VALUES: Record<string, PackageManager> = { npm: 'NPM', yarn: 'YARN', pnpm: 'PNPM' };
export const METHOD_VALUES: readonly string[] = INSTALL_METHODS.map((method) => method.id.toLowerCase());

export function day(value: Value, environment: { now?: Date | undefined }): Date {
  if (typeof value !== 'string') {
    return environment.now ?? new Date();
  }
  const date = new Date(`${value}T00:00:00Z`);
  // A real day only: the round trip refuses 2026-02-30 and anything not written YYYY-MM-DD.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new UsageError(`invalid --now "${value}" (expected a real day written YYYY-MM-DD, such as 2026-11-22)`);
  }
  return date;
}

/** The --os value of an operating system. */
export function osName(os: OperatingSystem): string {
  return Object.keys(OS_VALUES).find((name) => OS_VALUES[name] === os) ?? os;
}

export function pick<Result>(flag: string, value: Value, allowed: Record<string, Result>): Result | undefined {
  const key = pickValue(flag, value, Object.keys(allowed));
  return key === undefined ? undefined : allowed[key];
}

export function pickValue<Allowed extends string>(flag: string, value: Value, allowed: readonly Allowed[]): Allowed | undefined {
  if (typeof value !== 'string') {
    return undefined;
  }
  const found = allowed.find((candidate) => candidate === value.toLowerCase());
  if (found === undefined) {
    throw new UsageError(`invalid ${flag} "${value}" (expected one of ${allowed.join(', ')})`);
  }
  return found;
}

export function platformOf(value: Value): Platform | undefined {
  return pickValue('--platform', value, PLATFORMS);
}

export function required(platform: Platform | undefined, command: string): Platform {
  if (platform === undefined) {
    throw new UsageError(`${command}: --platform is required on this system (expected one of ${PLATFORMS.join(', ')})`);
  }
  return platform;
}

const HOST_OS: Partial<Record<string, OperatingSystem>> = { linux: 'LINUX', darwin: 'MAC', win32: 'WIN', aix: 'AIX' };

export function hostOs(): OperatingSystem | undefined {
  return HOST_OS[process.platform];
}

export function hostPlatform(os: OperatingSystem): Platform | undefined {
  switch (process.arch) {
    case 'x64':
    case 'arm64':
    case 's390x':
      return process.arch;
    case 'ia32':
      return 'x86';
    case 'arm':
      return 'armv7l';
    case 'ppc64':
      return os === 'AIX' ? 'ppc64' : 'ppc64le';
    default:
      return undefined;
  }
}
