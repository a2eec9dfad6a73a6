/**
 * The option catalogue: every operating system, platform, install method and package manager the
 * download page offers, with the conditions under which each is available. Declarative data only;
 * `compatibility.ts` interprets it.
 *
 * Platform ranges were checked against the `files` tokens of every release in the dist index
 * snapshot (see `catalogue.test.ts`, which re-derives them from the data):
 * - Windows: 32-bit `node.exe` from v0.5.1, 64-bit from v0.6.13 (`.msi` from v0.7.11, archives from
 *   v4.5.0); 32-bit Windows (`win-x86-*`) until v22 (none in v23+); Windows arm64 from v19.9.0.
 * - macOS x64 `.pkg` from v0.6.1, archives from v0.8.6; macOS 32-bit archives v0.8.6 … v0.12.x;
 *   macOS arm64 from v16.
 * Releases inside a range can still lack a file (v18.0.0 to v18.2.0 have no 32-bit Windows
 * build): the resolver and the download URLs also check the release's own `files` tokens.
 * - Linux x64 from v0.8.6; 32-bit Linux until v9; arm64 and armv7l from v4.0.0, armv7l ending with
 *   v23; ppc64le from v4.3.2; s390x from v6.6.0.
 * - AIX ppc64 from v6.7.0.
 */
import { expectArray, expectObject, expectString } from './arguments';
import { COREPACK_RANGE } from './corepack';
import { ReleaseCoreError, UnknownValueError } from './errors';
import { INSTALL_METHODS as INSTALL_METHOD_RECORDS, type InstallMethodRecord } from './install-methods';
import { RELEASE_STATUSES } from './release-status';
import { TOOL_VERSIONS } from './tool-versions';
import type { InstallMethod, OperatingSystem, PackageManager, PackageManagerOption, Platform, System } from './types';

/** Every operating system of the catalogue, in dropdown order. */
export const OPERATING_SYSTEMS = ['WIN', 'MAC', 'LINUX', 'AIX'] as const satisfies readonly OperatingSystem[];

/** Every platform of the vocabulary. */
export const PLATFORMS = ['x64', 'x86', 'arm64', 'armv7l', 'ppc64le', 's390x', 'ppc64'] as const satisfies readonly Platform[];

/** Every package manager, in dropdown order; NPM is the default. */
export const PACKAGE_MANAGER_VALUES = ['NPM', 'YARN', 'PNPM'] as const satisfies readonly PackageManager[];

/** The operating systems with their platforms. */
export const SYSTEMS = [
  {
    value: 'WIN',
    label: 'Windows',
    name: 'Windows',
    icon: 'windows',
    installer: true,
    scriptLanguage: 'powershell',
    compatibility: { semver: ['>=0.5.1'] },
    reasons: ['semver'],
    platforms: [
      {
        value: 'x64',
        label: 'x64',
        compatibility: { semver: ['>=0.6.13'] },
        reasons: ['semver'],
      },
      {
        value: 'x86',
        label: 'x86',
        compatibility: { semver: ['>=0.5.1', '<23.0.0-0'] },
        reasons: ['semver'],
      },
      {
        value: 'arm64',
        label: 'ARM64',
        compatibility: { semver: ['>=19.9.0'] },
        reasons: ['semver'],
      },
    ],
  },
  {
    value: 'MAC',
    label: 'macOS',
    name: 'macOS',
    icon: 'apple',
    installer: true,
    scriptLanguage: 'bash',
    compatibility: { semver: ['>=0.6.1'] },
    reasons: ['semver'],
    platforms: [
      {
        value: 'x64',
        label: 'x64',
        compatibility: { semver: ['>=0.6.1'] },
        reasons: ['semver'],
      },
      {
        value: 'arm64',
        label: 'ARM64 (Apple silicon)',
        compatibility: { semver: ['>=16.0.0'] },
        reasons: ['semver'],
      },
      {
        value: 'x86',
        label: 'x86',
        compatibility: { semver: ['>=0.8.6', '<0.13.0-0'] },
        reasons: ['semver'],
      },
    ],
  },
  {
    value: 'LINUX',
    label: 'Linux',
    name: 'Linux',
    icon: 'linux',
    installer: false,
    scriptLanguage: 'bash',
    compatibility: { semver: ['>=0.8.6'] },
    reasons: ['semver'],
    platforms: [
      {
        value: 'x64',
        label: 'x64',
        compatibility: { semver: ['>=0.8.6'] },
        reasons: ['semver'],
      },
      {
        value: 'arm64',
        label: 'ARM64',
        compatibility: { semver: ['>=4.0.0'] },
        reasons: ['semver'],
      },
      {
        value: 'armv7l',
        label: 'ARMv7',
        compatibility: { semver: ['>=4.0.0', '<24.0.0-0'] },
        reasons: ['semver'],
      },
      {
        value: 'ppc64le',
        label: 'Power LE',
        compatibility: { semver: ['>=4.3.2'] },
        reasons: ['semver'],
      },
      {
        value: 's390x',
        label: 's390x',
        compatibility: { semver: ['>=6.6.0'] },
        reasons: ['semver'],
      },
      {
        value: 'x86',
        label: 'x86',
        compatibility: { semver: ['>=0.8.6', '<10.0.0-0'] },
        reasons: ['semver'],
      },
    ],
  },
  {
    value: 'AIX',
    label: 'AIX',
    name: 'AIX',
    icon: 'aix',
    installer: false,
    scriptLanguage: 'bash',
    compatibility: { semver: ['>=6.7.0'] },
    reasons: ['semver'],
    platforms: [
      {
        value: 'ppc64',
        label: 'Power',
        compatibility: { semver: ['>=6.7.0'] },
        reasons: ['semver'],
      },
    ],
  },
] as const satisfies readonly System[];

/**
 * The install methods, from their records (`install-methods.ts`). {@link checkInstallMethods} is
 * their catalogue check: the site's build runs it (and release-core's tests), so a record naming
 * an unknown system, platform or status, or claiming a system it has no script for, fails the
 * build with the method's id, while page scripts carry neither the check nor its messages.
 */
export const INSTALL_METHODS: typeof INSTALL_METHOD_RECORDS = INSTALL_METHOD_RECORDS;

/**
 * A record of the install methods that the catalogue check refuses. The message names the method
 * and what is wrong with it.
 * @example
 * new CatalogueError('MISE', 'claims WIN but has no script for it')
 */
export class CatalogueError extends ReleaseCoreError {
  /** The id of the install method whose record is wrong. */
  readonly method: string;

  constructor(method: string, problem: string) {
    super('INVALID_CATALOGUE', `Install method ${method}: ${problem}`);
    this.method = method;
  }
}

/**
 * The catalogue check of install method records: ids are unique, every system, platform and status
 * of a record's compatibility is one of the catalogue's, every system it claims has a script, an
 * unmaintained method is not recommended and names a known successor, and a pinned tool has a
 * version. Returns the records; throws a {@link CatalogueError} naming the method otherwise.
 * @example
 * checkInstallMethods([{ ...record, compatibility: { os: ['BEOS'] } }]) // throws: Install method X: unknown operating system "BEOS" …
 */
export function checkInstallMethods<Records extends readonly InstallMethodRecord[]>(records: Records): Records {
  const where = 'checkInstallMethods';
  expectArray(where, 'records', records);
  records.forEach((record, index) => {
    expectObject(where, `records[${index}]`, record);
    expectString(where, `records[${index}].id`, record.id);
    expectObject(where, `records[${index}].compatibility`, record.compatibility);
    expectObject(where, `records[${index}].script`, record.script);
    for (const key of ['os', 'platform', 'releases'] as const) {
      if (record.compatibility[key] !== undefined) {
        expectArray(where, `records[${index}].compatibility.${key}`, record.compatibility[key]);
      }
    }
  });
  const ids = records.map((record) => record.id);
  for (const record of records) {
    const { id, compatibility } = record;
    if (ids.indexOf(id) !== ids.lastIndexOf(id)) {
      throw new CatalogueError(id, 'the id is used by more than one method');
    }
    for (const os of compatibility.os ?? []) {
      if (!isOperatingSystem(os)) {
        throw new CatalogueError(id, `unknown operating system ${JSON.stringify(os)} (expected one of ${OPERATING_SYSTEMS.join(', ')})`);
      }
    }
    for (const platform of compatibility.platform ?? []) {
      if (!isPlatform(platform)) {
        throw new CatalogueError(id, `unknown platform ${JSON.stringify(platform)} (expected one of ${PLATFORMS.join(', ')})`);
      }
    }
    for (const status of compatibility.releases ?? []) {
      if (!(RELEASE_STATUSES as readonly string[]).includes(status)) {
        throw new CatalogueError(id, `unknown release status ${JSON.stringify(status)} (expected one of ${RELEASE_STATUSES.join(', ')})`);
      }
    }
    for (const os of compatibility.os ?? OPERATING_SYSTEMS) {
      if (typeof record.script[os] !== 'function') {
        throw new CatalogueError(id, `claims ${os} but has no script for it`);
      }
    }
    if (!record.maintained && record.recommended) {
      throw new CatalogueError(id, 'an unmaintained method cannot be recommended');
    }
    if (record.successor !== undefined && !ids.includes(record.successor)) {
      throw new CatalogueError(id, `names an unknown successor ${JSON.stringify(record.successor)}`);
    }
    if (record.pinned !== undefined && !(record.pinned in TOOL_VERSIONS)) {
      throw new CatalogueError(id, `pins ${JSON.stringify(record.pinned)}, which has no version in tools.json`);
    }
  }
  return records;
}

/** Yarn and pnpm are set up with corepack: offered only where a corepack runs (see corepack.ts). */
function corepackManager<Value extends 'YARN' | 'PNPM'>(value: Value, label: string, name: string) {
  return {
    value,
    label,
    name,
    icon: name,
    compatibility: { semver: [COREPACK_RANGE] },
    reasons: ['semver'],
  } satisfies PackageManagerOption;
}

/** The package managers a script can set up. */
export const PACKAGE_MANAGERS = [
  { value: 'NPM', label: 'npm', name: 'npm', icon: 'npm', compatibility: {} },
  corepackManager('YARN', 'Yarn', 'yarn'),
  corepackManager('PNPM', 'pnpm', 'pnpm'),
] as const satisfies readonly PackageManagerOption[];

/** The default package manager. */
export const DEFAULT_PACKAGE_MANAGER: PackageManager = 'NPM';
/** The default platform. */
export const DEFAULT_PLATFORM: Platform = 'x64';

/**
 * Whether a value is an operating system of the catalogue.
 * @example
 * isOperatingSystem('LINUX') // → true
 */
export function isOperatingSystem(value: unknown): value is OperatingSystem {
  return typeof value === 'string' && (OPERATING_SYSTEMS as readonly string[]).includes(value);
}

/**
 * Whether a value is a platform of the vocabulary.
 * @example
 * isPlatform('arm64') // → true
 */
export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

/**
 * Whether a value is an install method of the catalogue.
 * @example
 * isInstallMethodId('NVM') // → true
 */
export function isInstallMethodId(value: unknown): value is InstallMethod['id'] {
  return typeof value === 'string' && INSTALL_METHODS.some((method) => method.id === value);
}

/**
 * Whether a value is a package manager of the catalogue.
 * @example
 * isPackageManager('PNPM') // → true
 */
export function isPackageManager(value: unknown): value is PackageManager {
  return typeof value === 'string' && (PACKAGE_MANAGER_VALUES as readonly string[]).includes(value);
}

/**
 * The catalogue entry of an operating system.
 * Throws an {@link UnknownValueError} for anything else.
 * @example
 * systemFor('MAC').installer // → true
 */
export function systemFor(os: OperatingSystem): System {
  const system: System | undefined = SYSTEMS.find((entry) => entry.value === os);
  if (!system) {
    throw new UnknownValueError('os', os, OPERATING_SYSTEMS);
  }
  return system;
}

/**
 * The catalogue entry of an install method.
 * @example
 * installMethodFor('NVM').recommended // → true
 */
export function installMethodFor(id: InstallMethod['id']): InstallMethod {
  const method: InstallMethod | undefined = INSTALL_METHODS.find((entry) => entry.id === id);
  if (!method) {
    throw new UnknownValueError('installMethod', id, INSTALL_METHODS.map((entry) => entry.id));
  }
  return method;
}

/** The names of operating systems, as a terminal shows them (`macOS, Linux`). */
export function systemNames(values: readonly string[]): string {
  return values.map((value) => SYSTEMS.find((system) => system.value === value)?.name ?? value).join(', ');
}

/** An operating system and a platform of the catalogue ({@link UnknownValueError} otherwise). */
export function expectKnown(os: unknown, platform: unknown): void {
  if (!isOperatingSystem(os)) {
    throw new UnknownValueError('os', os, OPERATING_SYSTEMS);
  }
  if (!isPlatform(platform)) {
    throw new UnknownValueError('platform', platform, PLATFORMS);
  }
}
