import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { INSTALL_METHODS, OPERATING_SYSTEMS, PACKAGE_MANAGER_VALUES, SYSTEMS } from './catalogue';
import { shasums } from './data-shasums';
import { offeredFile, planDownload } from './plan';
import { REASON_CODES, type ReasonDetail, reasonCodes } from './reasons';
import { type Resolution, resolveSelection, type SelectionEvent } from './resolver';

const line = (name: string) => NOV_2026.find((release) => release.line === name)!;
const v26 = line('v26');

/** Every resolution of the fixture's releases × systems × platforms × methods × package managers. */
function resolutions(): Resolution[] {
  const all: Resolution[] = [];
  for (const release of NOV_2026) {
    const version = release.versionWithPrefix;
    for (const os of OPERATING_SYSTEMS) {
      const platforms = SYSTEMS.find((system) => system.value === os)?.platforms ?? [];
      for (const { value: platform } of platforms) {
        const detected = resolveSelection({ releases: NOV_2026, selection: { version }, event: { type: 'detect', os, platform }, shasums });
        all.push(detected);
        const events: SelectionEvent[] = [
          ...INSTALL_METHODS.map((method): SelectionEvent => ({ type: 'setInstallMethod', installMethod: method.id })),
          ...PACKAGE_MANAGER_VALUES.map((manager): SelectionEvent => ({ type: 'setPackageManager', packageManager: manager })),
        ];
        for (const event of events) {
          all.push(resolveSelection({ releases: NOV_2026, selection: detected.selection, event, shasums }));
        }
      }
    }
  }
  return all;
}

function expectKnown(detail: ReasonDetail | undefined): void {
  expect(detail).toBeDefined();
  expect(reasonCodes()).toContain(detail?.code);
  if (detail && detail.code in REASON_CODES) {
    expect(Object.keys(detail.params).sort()).toEqual([...REASON_CODES[detail.code as keyof typeof REASON_CODES]].sort());
  }
  if (detail?.cause) {
    expectKnown(detail.cause);
  }
}

describe('reason details', () => {
  it('lists a code for each condition a catalogue option explains, and the fixed codes, once each', () => {
    const codes = reasonCodes();
    expect(codes).toContain('platform.WIN.x86.semver');
    expect(codes).toContain('installMethod.FNM.platform');
    expect(codes).toContain('packageManager.PNPM.semver');
    // nvm explains only its systems: a platform it lacks gets the generic code.
    expect(codes).not.toContain('installMethod.NVM.platform');
    expect(codes).toContain('generic.platform');
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(34 + Object.keys(REASON_CODES).length);
  });

  it('gives every disabled option and every unavailable selection a known code with its params', () => {
    let disabled = 0;
    for (const resolution of resolutions()) {
      const { options } = resolution;
      const states = [
        ...options.os,
        ...options.platform,
        ...options.installMethod.official,
        ...options.installMethod.community,
        ...options.packageManager,
      ];
      for (const state of states.filter((option) => option.disabled)) {
        disabled += 1;
        expect(state.reasons[0]?.message).toBe(state.reason);
        for (const reason of state.reasons) {
          expectKnown(reason.detail);
        }
      }
      if (resolution.state === 'unavailable') {
        expectKnown(resolution.messageDetail);
      }
      const plan = planDownload(resolution, { shasums });
      for (const offer of [plan.installer, plan.binary]) {
        if (offer && offer.state !== 'file') {
          expectKnown(offer.detail);
        }
      }
    }
    expect(disabled).toBeGreaterThan(100);
  });

  it("names the catalogue's reason as the cause of a platform's missing file", () => {
    expect(offeredFile(v26.minorVersions[0]!, 'WIN', 'x86', 'binary')).toEqual({
      state: 'none',
      reason: 'Windows x86: no build of v26.13.0: x86: versions >=0.5.1 <23.0.0-0 only, not v26.13.0',
      detail: {
        code: 'file.outOfRange',
        params: { system: 'Windows', platform: 'x86', version: 'v26.13.0' },
        cause: { code: 'platform.WIN.x86.semver', params: {} },
      },
    });
  });

  it('explains an undetectable system as data', () => {
    const resolution = resolveSelection({ releases: NOV_2026, selection: { version: v26.versionWithPrefix }, event: { type: 'detect', os: 'OTHER' } });
    expect(planDownload(resolution).messageDetail).toEqual({ code: 'selection.otherOs', params: {} });
  });
});
