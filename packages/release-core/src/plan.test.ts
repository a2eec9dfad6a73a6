import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { shasums } from './data-shasums';
import { filesUnknown, offeredFile, planDownload } from './plan';
import { resolveSelection, type SelectionEvent } from './resolver';

const line = (name: string) => NOV_2026.find((release) => release.line === name)!;
const v26 = line('v26');

function planFor(version: string, event?: SelectionEvent) {
  return planDownload(resolveSelection({ releases: NOV_2026, selection: { version }, event, shasums }), { shasums });
}

describe('planDownload', () => {
  it('is loading until the system is known', () => {
    expect(planFor(v26.versionWithPrefix)).toEqual({ state: 'loading', verifiable: [] });
  });

  it('asks an undetectable system to choose one instead of offering buttons', () => {
    const plan = planFor(v26.versionWithPrefix, { type: 'detect', os: 'OTHER' });
    expect(plan.state).toBe('choose');
    expect(plan.installer).toBeUndefined();
    expect(plan.binary).toBeUndefined();
  });

  it('offers the installer and binary of the selected platform, the install script and the files to verify', () => {
    const plan = planFor(v26.versionWithPrefix, { type: 'detect', os: 'WIN', platform: 'arm64' });
    expect(plan.state).toBe('ready');
    expect(plan.installer).toMatchObject({ state: 'file', artifact: { fileName: 'node-v26.13.0-arm64.msi' } });
    expect(plan.binary).toMatchObject({ state: 'file', artifact: { fileName: 'node-v26.13.0-win-arm64.zip' } });
    expect(plan.script?.language).toBe('powershell');
    expect(plan.verifiable.map((file) => file.fileName)).toEqual(['node-v26.13.0-arm64.msi', 'node-v26.13.0-win-arm64.zip']);
  });

  it('has no installer where the system has none (Linux)', () => {
    const plan = planFor(v26.versionWithPrefix, { type: 'detect', os: 'LINUX', platform: 'x64' });
    expect(plan.installer).toBeUndefined();
    expect(plan.binary).toMatchObject({ state: 'file', artifact: { fileName: 'node-v26.13.0-linux-x64.tar.xz' } });
  });
});

describe('offeredFile', () => {
  it("gives the catalogue's reason for a platform without builds of the release", () => {
    expect(offeredFile(v26.minorVersions[0]!, 'WIN', 'x86', 'binary')).toMatchObject({
      state: 'none',
      reason: 'Windows x86: no build of v26.13.0: x86: versions >=0.5.1 <23.0.0-0 only, not v26.13.0',
      detail: { code: 'file.outOfRange', cause: { code: 'platform.WIN.x86.semver', params: {} } },
    });
  });
});

describe('a release whose files are not in the release data', () => {
  const alpha = line('v27').minorVersions[0]!;

  it('tells unknown files (the v27 alphas) from derived ones (v26.13.0 goes by v26.7.0) and published ones', () => {
    expect(alpha.versionWithPrefix).toBe('v27.0.0-alpha.0.1.1');
    expect(filesUnknown(alpha, { shasums })).toBe(true);
    expect(filesUnknown(v26.minorVersions[0]!, { shasums })).toBe(false);
    expect(filesUnknown(line('v22').minorVersions.find((minor) => minor.version === '22.1.0')!, { shasums })).toBe(false);
  });

  it('never says a system has no build: every system stays available and the buttons say the files are not known', () => {
    const plan = planFor(alpha.versionWithPrefix, { type: 'detect', os: 'LINUX', platform: 'x64' });
    const resolution = resolveSelection({ releases: NOV_2026, selection: { version: alpha.versionWithPrefix }, event: { type: 'detect', os: 'LINUX', platform: 'x64' }, shasums });
    expect(resolution.options.os.filter((option) => option.disabled).map((option) => option.value)).toEqual([]);
    expect(resolution.message).toBeUndefined();
    expect(plan.state).toBe('ready');
    expect(plan.binary).toMatchObject({ state: 'expected', reason: 'v27.0.0-alpha.0.1.1: files not known yet', detail: { code: 'file.unknownYet' } });
    expect(plan.verifiable).toEqual([]);
  });
});
