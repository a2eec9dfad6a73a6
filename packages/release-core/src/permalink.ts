import { INSTALL_METHODS, PACKAGE_MANAGER_VALUES, isInstallMethodId, isOperatingSystem, isPackageManager, isPlatform } from './catalogue';
import { InvalidArgumentError, UnknownValueError } from './errors';
import type { Selection, SelectionEvent } from './selection';
import { withPrefix } from './version';
import { describeValue, expectObject, expectString } from './arguments';

/**
 * The query parameters of a shareable download-page selection, in the order they are written and
 * applied: the resolver repairs each choice against the ones before it.
 */
export const SELECTION_QUERY_KEYS = ['version', 'os', 'platform', 'method', 'pm'] as const;

/** One query parameter of {@link SELECTION_QUERY_KEYS}. */
export type SelectionQueryKey = (typeof SELECTION_QUERY_KEYS)[number];

/** What {@link selectionFromQuery} read from a query. */
export type SelectionQuery = {
  /** The recognised values as resolver events, in the order they must be applied. */
  events: SelectionEvent[];
  /** Parameters that were present but not understood, in plain words; the page ignores them. */
  ignored: string[];
};

/**
 * The query string (without `?`) that reproduces a selection on the download page:
 * `os=win&platform=arm64&method=fnm&pm=npm`. Values are lower case; the version is included only
 * when it differs from `defaultVersion` (the version the page opens with). An OS that is still
 * loading or has no builds gives no OS, platform or method.
 *
 * @example
 * selectionToQuery({ version: 'v24.11.1', os: 'WIN', platform: 'arm64', installMethod: 'FNM', packageManager: 'NPM' }, 'v24.11.1')
 * // → 'os=win&platform=arm64&method=fnm&pm=npm'
 */
export function selectionToQuery(selection: Selection, defaultVersion?: string): string {
  expectObject('selectionToQuery', 'selection', selection);
  if (defaultVersion !== undefined) {
    expectString('selectionToQuery', 'defaultVersion', defaultVersion);
  }
  expectString('selectionToQuery', 'selection.version', selection.version);
  if (!isPackageManager(selection.packageManager)) {
    throw new UnknownValueError('packageManager', selection.packageManager, PACKAGE_MANAGER_VALUES);
  }
  if (selection.installMethod !== undefined && !isInstallMethodId(selection.installMethod)) {
    throw new UnknownValueError('installMethod', selection.installMethod, INSTALL_METHODS.map((method) => method.id));
  }
  const params = new URLSearchParams();
  if (selection.version !== defaultVersion) {
    params.set('version', selection.version);
  }
  if (isOperatingSystem(selection.os)) {
    params.set('os', selection.os.toLowerCase());
    params.set('platform', selection.platform);
    if (selection.installMethod) {
      params.set('method', selection.installMethod.toLowerCase());
    }
  }
  params.set('pm', selection.packageManager.toLowerCase());
  return params.toString();
}

/**
 * The query string (without `?`) that opens a download page on `version`: what
 * {@link selectionToQuery} writes for a selection that changed only the version.
 * @example
 * versionQuery('v24.22.0') // → 'version=v24.22.0'
 */
export function versionQuery(version: string): string {
  expectString('versionQuery', 'version', version);
  return new URLSearchParams({ version }).toString();
}

/**
 * Reads a shareable selection from a query string (`?os=mac&platform=arm64&method=nvm&pm=pnpm`,
 * with or without the `?`). Values are matched case-insensitively against the catalogue; an
 * unknown or malformed value is listed in `ignored` and leaves that choice to the page, so a bad
 * link never breaks the page. Apply the events to the page's selection with `resolveSelection`,
 * which also repairs choices the version does not offer.
 *
 * @example
 * selectionFromQuery('?os=mac&platform=arm64&pm=yarn').events
 * // → [{ type: 'setOs', os: 'MAC' }, { type: 'setPlatform', platform: 'arm64' }, { type: 'setPackageManager', packageManager: 'YARN' }]
 */
export function selectionFromQuery(query: string | URLSearchParams): SelectionQuery {
  if (typeof query !== 'string' && !(query instanceof URLSearchParams)) {
    throw new InvalidArgumentError('selectionFromQuery', 'query', `must be a string or URLSearchParams, received ${describeValue(query)}`);
  }
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const events: SelectionEvent[] = [];
  const ignored: string[] = [];
  for (const key of SELECTION_QUERY_KEYS) {
    const raw = params.get(key);
    if (raw === null) {
      continue;
    }
    const event = eventFor(key, raw.trim());
    if (event) {
      events.push(event);
    } else {
      ignored.push(`${key}=${raw} is not a known value`);
    }
  }
  return { events, ignored };
}

function eventFor(key: SelectionQueryKey, raw: string): SelectionEvent | undefined {
  const upper = raw.toUpperCase();
  switch (key) {
    case 'version': {
      try {
        return { type: 'setVersion', version: withPrefix(raw) };
      } catch {
        return undefined;
      }
    }
    case 'os':
      return isOperatingSystem(upper) ? { type: 'setOs', os: upper } : undefined;
    case 'platform': {
      const platform = raw.toLowerCase();
      return isPlatform(platform) ? { type: 'setPlatform', platform } : undefined;
    }
    case 'method':
      return isInstallMethodId(upper) ? { type: 'setInstallMethod', installMethod: upper } : undefined;
    case 'pm':
      return isPackageManager(upper) ? { type: 'setPackageManager', packageManager: upper } : undefined;
    default:
      return key satisfies never;
  }
}
