import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JUNE_2026, NOV_2026 } from '../test/fixtures';
import { INSTALL_METHODS } from './catalogue';
import { selectionFromQuery } from './permalink';
import { resolveSelection, type Resolution, type SelectionEvent } from './resolver';
import { versionPickerTarget } from './version-picker-target';

const LTS = 'v24.22.0';

function enabled(resolution: Resolution, list: 'os' | 'platform' | 'packageManager'): string[] {
  return resolution.options[list].filter((option) => !option.disabled).map((option) => option.value);
}

function step(previous: Resolution, event: SelectionEvent): Resolution {
  return resolveSelection({ releases: NOV_2026, selection: previous.selection, event });
}

describe('resolveSelection (SPEC §4)', () => {
  const initial = resolveSelection({ releases: NOV_2026, selection: { version: LTS } });

  it('starts loading with the defaults: OS unknown, x64, npm, no method', () => {
    expect(initial.state).toBe('loading');
    expect(initial.selection).toEqual({ version: LTS, os: 'LOADING', platform: 'x64', installMethod: undefined, packageManager: 'NPM' });
    expect(initial.options.platform).toEqual([]);
  });

  it('takes the detected OS and platform, then picks the first official method', () => {
    const linux = step(initial, { type: 'detect', os: 'LINUX', platform: 'arm64' });
    expect(linux.state).toBe('ready');
    expect(linux.selection).toMatchObject({ os: 'LINUX', platform: 'arm64', installMethod: 'NVM' });
    const windows = step(initial, { type: 'detect', os: 'WIN', platform: 'arm64' });
    expect(windows.selection).toMatchObject({ os: 'WIN', platform: 'arm64', installMethod: 'FNM' });
  });

  it('groups methods into official and community, with reasons on the disabled ones', () => {
    const windows = step(initial, { type: 'detect', os: 'WIN' });
    expect(windows.options.installMethod.official.map((option) => option.value)).toEqual(['NVM', 'FNM', 'DOCKER']);
    const nvm = windows.options.installMethod.official[0];
    expect(nvm).toMatchObject({ disabled: true, reason: 'nvm: macOS, Linux only', reasons: [{ detail: { code: 'installMethod.NVM.os', params: {} } }] });
    expect(windows.options.installMethod.community.find((option) => option.value === 'CHOCO')?.disabled).toBe(false);
  });

  it('moves a choice that became disabled to the next enabled option', () => {
    const windows = step(initial, { type: 'detect', os: 'WIN', platform: 'x86' });
    // v24 has no 32-bit Windows build: x86 (2nd) moves on to ARM64 (3rd).
    expect(windows.selection.platform).toBe('arm64');
    expect(windows.options.platform.find((option) => option.value === 'x86')?.reasons[0]?.detail).toEqual({ code: 'platform.WIN.x86.semver', params: {} });
    expect(windows.ignored.join()).toContain('platform x86 is not available');
    const old = step(windows, { type: 'setVersion', version: 'v18.20.8' });
    // v18 has no Windows ARM64 build: arm64 (3rd) wraps around to x64 (1st).
    expect(old.selection.platform).toBe('x64');
  });

  it('re-checks the install method when the version changes (Homebrew packages supported lines only)', () => {
    const mac = step(step(initial, { type: 'detect', os: 'MAC', platform: 'arm64' }), { type: 'setInstallMethod', installMethod: 'BREW' });
    expect(mac.selection.installMethod).toBe('BREW');
    const eol = step(mac, { type: 'setVersion', version: 'v20.20.2' });
    expect(eol.release.status).toBe('End-of-life');
    // Next after Homebrew: Chocolatey is Windows-only, so n.
    expect(eol.selection.installMethod).toBe('N');
    const brew = eol.options.installMethod.community.find((option) => option.value === 'BREW');
    expect(brew?.reasons[0]?.detail.code).toBe('installMethod.BREW.releases');
    expect(brew?.reason).toBe('Homebrew: Current, Active LTS, Maintenance LTS releases only, not End-of-life');
  });

  it('re-checks the method when the platform changes', () => {
    const brew = step(step(initial, { type: 'detect', os: 'LINUX', platform: 'x64' }), { type: 'setInstallMethod', installMethod: 'BREW' });
    const power = step(brew, { type: 'setPlatform', platform: 'ppc64le' });
    expect(power.selection.installMethod).not.toBe('BREW');
    expect(power.state).toBe('ready');
  });

  it('re-checks the OS when the version changes (AIX builds begin with v6.7.0)', () => {
    const aix = step(initial, { type: 'setOs', os: 'AIX' });
    expect(aix.selection.platform).toBe('ppc64');
    const old = step(aix, { type: 'setVersion', version: 'v4.9.1' });
    expect(old.selection.os).not.toBe('AIX');
    expect(old.options.os.find((option) => option.value === 'AIX')?.reasons[0]?.detail.code).toBe('os.AIX.semver');
  });

  it('never turns an unknown OS into Windows, and never stays loading', () => {
    const phone = step(initial, { type: 'detect', os: 'OTHER' });
    expect(phone.selection.os).toBe('OTHER');
    expect(phone.state).toBe('unavailable');
    expect(phone.messageDetail).toEqual({ code: 'selection.otherOs', params: {} });
    expect(enabled(phone, 'os')).toEqual(['WIN', 'MAC', 'LINUX', 'AIX']);
    const chosen = step(phone, { type: 'setOs', os: 'LINUX' });
    expect(chosen.state).toBe('ready');
  });

  it('knows the OS only once a real one is selected: not while loading, not for a system without builds', () => {
    expect(initial.knownOs).toBeUndefined();
    const phone = step(initial, { type: 'detect', os: 'OTHER' });
    expect(phone.knownOs).toBeUndefined();
    expect(step(initial, { type: 'detect', os: 'BEOS' as 'OTHER' }).knownOs).toBeUndefined();
    expect(step(phone, { type: 'setOs', os: 'LINUX' }).knownOs).toBe('LINUX');
    // Known even when nothing can be installed on it: the page still shows its prebuilt files.
    const aix = step(initial, { type: 'detect', os: 'AIX' });
    expect(aix.state).toBe('unavailable');
    expect(aix.knownOs).toBe('AIX');
  });

  it('gives a defined result when an OS has no install method (AIX)', () => {
    const aix = step(initial, { type: 'detect', os: 'AIX' });
    expect(aix.state).toBe('unavailable');
    expect(aix.selection.installMethod).toBeUndefined();
    expect(aix.message).toMatch(/prebuilt files/);
  });

  it('offers only stable-release methods for a Pending line with alphas only', () => {
    const alpha = step(step(initial, { type: 'detect', os: 'LINUX' }), { type: 'setVersion', version: 'v27.0.0-alpha.0.1.1' });
    expect(alpha.release.status).toBe('Pending');
    expect(alpha.options.installMethod.official.find((option) => option.value === 'DOCKER')?.disabled).toBe(true);
    expect(alpha.selection.installMethod).toBe('NVM');
  });

  it('ignores unknown values and keeps a valid selection', () => {
    const linux = step(initial, { type: 'detect', os: 'LINUX' });
    const bogus = step(linux, { type: 'setVersion', version: 'v99.0.0' });
    expect(bogus.selection.version).toBe(LTS);
    expect(bogus.ignored).toEqual(['version v99.0.0 is not a known release']);
    expect(step(linux, { type: 'setPlatform', platform: 'sparc' as 'x64' }).selection.platform).toBe('x64');
    expect(resolveSelection({ releases: NOV_2026, selection: { version: 'nonsense' } }).selection.version).toBe('v26.13.0');
  });

  it('always returns an enabled selection or says why not (10,000 event sequences)', () => {
    const versions = NOV_2026.flatMap((release) => release.minorVersions.map((minor) => minor.versionWithPrefix));
    const event: fc.Arbitrary<SelectionEvent> = fc.oneof(
      fc.record({ type: fc.constant('detect' as const), os: fc.constantFrom('WIN', 'MAC', 'LINUX', 'AIX', 'OTHER', 'LOADING', 'BEOS'), platform: fc.constantFrom('x64', 'x86', 'arm64', 'armv7l', 'ppc64le', 's390x', 'ppc64', 'mips') }) as fc.Arbitrary<SelectionEvent>,
      fc.record({ type: fc.constant('setVersion' as const), version: fc.oneof(fc.constantFrom(...versions), fc.string()) }),
      fc.record({ type: fc.constant('setOs' as const), os: fc.constantFrom('WIN', 'MAC', 'LINUX', 'AIX') }),
      fc.record({ type: fc.constant('setPlatform' as const), platform: fc.constantFrom('x64', 'x86', 'arm64', 'armv7l', 'ppc64le', 's390x', 'ppc64') }),
      fc.record({ type: fc.constant('setInstallMethod' as const), installMethod: fc.constantFrom(...INSTALL_METHODS.map((method) => method.id)) }),
      fc.record({ type: fc.constant('setPackageManager' as const), packageManager: fc.constantFrom('NPM', 'YARN', 'PNPM') }),
    );
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 4 }), (events) => {
        let resolution = resolveSelection({ releases: NOV_2026, selection: { version: LTS } });
        for (const next of events) {
          resolution = step(resolution, next);
        }
        const { selection, state, knownOs } = resolution;
        if (knownOs !== (selection.os === 'LOADING' || selection.os === 'OTHER' ? undefined : selection.os)) {
          return false;
        }
        if (state === 'loading') {
          return selection.os === 'LOADING';
        }
        if (state === 'unavailable') {
          return typeof resolution.message === 'string' && resolution.message.length > 0;
        }
        const methods = [...resolution.options.installMethod.official, ...resolution.options.installMethod.community];
        return (
          enabled(resolution, 'os').includes(selection.os) &&
          enabled(resolution, 'platform').includes(selection.platform) &&
          methods.some((option) => option.value === selection.installMethod && !option.disabled) &&
          enabled(resolution, 'packageManager').includes(selection.packageManager)
        );
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('package managers', () => {
  it('disables Yarn and pnpm, with a reason, on a release no corepack runs on (v4), and keeps npm', () => {
    const v4 = NOV_2026.find((release) => release.line === 'v4')!;
    const resolution = resolveSelection({ releases: NOV_2026, selection: { version: v4.versionWithPrefix, packageManager: 'PNPM' }, event: { type: 'detect', os: 'LINUX', platform: 'x64' } });
    const byValue = Object.fromEntries(resolution.options.packageManager.map((option) => [option.value, option]));
    expect(byValue.NPM?.disabled).toBe(false);
    expect(byValue.YARN?.disabled).toBe(true);
    expect(byValue.PNPM?.reasons[0]?.detail.code).toBe('packageManager.PNPM.semver');
    expect(resolution.selection.packageManager).toBe('NPM');
  });

  it('offers Yarn and pnpm where a corepack runs (v15, v26)', () => {
    for (const name of ['v15', 'v26']) {
      const line = NOV_2026.find((release) => release.line === name)!;
      const resolution = resolveSelection({ releases: NOV_2026, selection: { version: line.versionWithPrefix }, event: { type: 'detect', os: 'LINUX', platform: 'x64' } });
      expect(resolution.options.packageManager.every((option) => !option.disabled), name).toBe(true);
    }
  });
});

describe('versionPickerTarget', () => {
  it('sends an LTS choice on a Current page to /download, the chosen version along in the query', () => {
    const v24 = NOV_2026.find((release) => release.line === 'v24')!;
    expect(versionPickerTarget({ release: v24, onCurrentPage: true, releases: NOV_2026 })).toEqual({
      action: 'navigate',
      to: 'lts',
      version: v24.versionWithPrefix,
      query: `version=${v24.versionWithPrefix}`,
    });
    // The page it leads to reads the version back from its address.
    const target = versionPickerTarget({ release: v24, onCurrentPage: true, releases: NOV_2026 });
    expect(target.action === 'navigate' ? selectionFromQuery(target.query).events : []).toEqual([{ type: 'setVersion', version: v24.versionWithPrefix }]);
  });

  it('leaves the query out when the LTS page opens on the chosen release anyway', () => {
    const v26 = NOV_2026.find((release) => release.line === 'v26')!;
    expect(versionPickerTarget({ release: v26, onCurrentPage: true, releases: NOV_2026 })).toMatchObject({ action: 'navigate', to: 'lts', query: '' });
    // Without the lines, the version is always carried.
    expect(versionPickerTarget({ release: v26, onCurrentPage: true })).toMatchObject({ query: `version=${v26.versionWithPrefix}` });
  });

  it('sends a Current choice elsewhere to /download/current', () => {
    const current = JUNE_2026.find((release) => release.status === 'Current')!;
    expect(current.line).toBe('v26');
    expect(versionPickerTarget({ release: current, onCurrentPage: false })).toEqual({
      action: 'navigate',
      to: 'current',
      version: current.versionWithPrefix,
      query: '',
    });
    expect(versionPickerTarget({ release: current, onCurrentPage: true })).toEqual({ action: 'set', version: current.versionWithPrefix });
  });

  it('sets any other choice in place', () => {
    const eol = NOV_2026.find((release) => release.line === 'v23')!;
    expect(versionPickerTarget({ release: eol, onCurrentPage: false })).toEqual({ action: 'set', version: 'v23.11.1' });
  });

  it('sets an end-of-life line that once was LTS in place on the Current page, keeping the choice', () => {
    const v20 = NOV_2026.find((release) => release.line === 'v20')!;
    expect(v20).toMatchObject({ isLts: true, status: 'End-of-life' });
    expect(versionPickerTarget({ release: v20, onCurrentPage: true })).toEqual({ action: 'set', version: v20.versionWithPrefix });
  });
});
