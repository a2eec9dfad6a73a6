import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { INSTALL_METHODS, OPERATING_SYSTEMS, PACKAGE_MANAGER_VALUES, PLATFORMS } from './catalogue';
import { selectionFromQuery, selectionToQuery } from './permalink';
import { type Resolution, resolveSelection } from './resolver';

const releases = NOV_2026;
const lts = 'v26.13.0';

/** The page's resolution after detection, then the query's events, as the download page applies them. */
function open(query: string, detected: { os: 'WIN' | 'MAC' | 'LINUX'; platform: 'x64' | 'arm64' } = { os: 'LINUX', platform: 'x64' }): Resolution {
  let resolution = resolveSelection({ releases, selection: { version: lts }, event: { type: 'detect', ...detected } });
  for (const event of selectionFromQuery(query).events) {
    resolution = resolveSelection({ releases, selection: resolution.selection, event });
  }
  return resolution;
}

describe('shareable selection', () => {
  it('writes the selection as lower-case query values, the version only when it is not the page default', () => {
    const selection = { version: lts, os: 'WIN', platform: 'arm64', installMethod: 'FNM', packageManager: 'PNPM' } as const;
    expect(selectionToQuery(selection, lts)).toBe('os=win&platform=arm64&method=fnm&pm=pnpm');
    expect(selectionToQuery({ ...selection, version: 'v22.12.0' }, lts)).toBe('version=v22.12.0&os=win&platform=arm64&method=fnm&pm=pnpm');
    expect(selectionToQuery({ ...selection, os: 'LOADING' }, lts)).toBe('pm=pnpm');
  });

  it('reads values in any case, with or without the question mark', () => {
    expect(selectionFromQuery('?OS=mac').events).toEqual([]);
    expect(selectionFromQuery('?os=MAC&platform=ARM64&method=Brew&pm=yarn').events).toEqual([
      { type: 'setOs', os: 'MAC' },
      { type: 'setPlatform', platform: 'arm64' },
      { type: 'setInstallMethod', installMethod: 'BREW' },
      { type: 'setPackageManager', packageManager: 'YARN' },
    ]);
    expect(selectionFromQuery('version=22.12.0').events).toEqual([{ type: 'setVersion', version: 'v22.12.0' }]);
  });

  it('ignores unknown and malformed values, naming them, and keeps the rest', () => {
    const read = selectionFromQuery('os=beos&platform=x64&method=%3Cscript%3E&pm=bun&version=22.x.banana');
    expect(read.events).toEqual([{ type: 'setPlatform', platform: 'x64' }]);
    expect(read.ignored).toEqual([
      'version=22.x.banana is not a known value',
      'os=beos is not a known value',
      'method=<script> is not a known value',
      'pm=bun is not a known value',
    ]);
  });

  it('restores a shared Windows-on-ARM selection on a Linux visitor', () => {
    const { selection } = open('os=win&platform=arm64&method=fnm&pm=pnpm');
    expect(selection).toEqual({ version: lts, os: 'WIN', platform: 'arm64', installMethod: 'FNM', packageManager: 'PNPM' });
  });

  it('repairs a choice the release does not offer instead of failing', () => {
    // 32-bit Windows builds ended with v22, so v26 moves x86 to the next enabled platform.
    const { selection, state } = open('os=win&platform=x86');
    expect(state).toBe('ready');
    expect(selection.os).toBe('WIN');
    expect(selection.platform).not.toBe('x86');
    // A version that does not exist keeps the page's version.
    expect(open('version=99.0.0').selection.version).toBe(lts);
  });

  it('round-trips every selection the resolver can reach', () => {
    const oses = fc.constantFrom(...OPERATING_SYSTEMS);
    const platforms = fc.constantFrom(...PLATFORMS);
    const methods = fc.constantFrom(...INSTALL_METHODS.map((method) => method.id));
    const managers = fc.constantFrom(...PACKAGE_MANAGER_VALUES);
    const versions = fc.constantFrom(...releases.flatMap((release) => release.minorVersions.slice(0, 2).map((minor) => minor.versionWithPrefix)));
    fc.assert(
      fc.property(versions, oses, platforms, methods, managers, (version, os, platform, installMethod, packageManager) => {
        let resolution = resolveSelection({ releases, selection: { version: lts }, event: { type: 'detect', os: 'LINUX', platform: 'x64' } });
        for (const event of [
          { type: 'setVersion', version },
          { type: 'setOs', os },
          { type: 'setPlatform', platform },
          { type: 'setInstallMethod', installMethod },
          { type: 'setPackageManager', packageManager },
        ] as const) {
          resolution = resolveSelection({ releases, selection: resolution.selection, event });
        }
        const query = selectionToQuery(resolution.selection, lts);
        expect(selectionFromQuery(query).ignored).toEqual([]);
        expect(open(query).selection).toEqual(resolution.selection);
      }),
      { numRuns: 2000 },
    );
  });
});
