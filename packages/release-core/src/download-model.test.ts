import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { SYSTEMS } from './catalogue';
import { shasums } from './data-shasums';
import {
  type DownloadModelContext,
  type DownloadModelEvent,
  type DownloadModelState,
  downloadView,
  startDownloadModel,
  updateDownloadModel,
} from './download-model';
import { planDownload } from './plan';
import { resolveSelection } from './resolver';
import { downloadUrl } from './urls';
import type { ReleaseLine } from './types';

const context: DownloadModelContext<ReleaseLine> = { releases: NOV_2026, initialVersion: 'v26.13.0', shasums };

function run(...events: DownloadModelEvent[]): DownloadModelState<ReleaseLine> {
  return events.reduce((state, event) => updateDownloadModel(context, state, event), startDownloadModel(context));
}

const LINUX = { type: 'start', os: 'LINUX', platform: 'x64', query: '' } as const;

describe('the download model', () => {
  it('starts loading, with nothing offered and nothing to write to the address', () => {
    const view = downloadView(context, startDownloadModel(context));
    expect(view.main.state).toBe('loading');
    expect(view.plan.state).toBe('loading');
    expect(view.filesPlan.state).toBe('loading');
    expect(view.writeQuery).toBe(false);
  });

  it('once started on Linux x64, offers nvm and the .tar.xz, and leaves the address alone until the visitor chooses', () => {
    const view = downloadView(context, run(LINUX));
    expect(view.main.selection).toMatchObject({ os: 'LINUX', platform: 'x64', installMethod: 'NVM' });
    expect(view.plan.script?.code).toContain('nvm install 26');
    expect(view.filesPlan.binary).toMatchObject({ state: 'file', artifact: { url: 'https://nodejs.org/dist/v26.13.0/node-v26.13.0-linux-x64.tar.xz' } });
    expect(view.writeQuery).toBe(false);
    expect(view.notice).toEqual({ kind: 'lts', status: 'Active LTS', link: undefined });
  });

  it('a shared link is applied after the detected system, and the address keeps recording the selection', () => {
    const view = downloadView(context, run({ type: 'start', os: 'LINUX', platform: 'x64', query: '?os=win&platform=arm64&method=fnm&pm=pnpm' }));
    expect(view.main.selection).toMatchObject({ os: 'WIN', platform: 'arm64', installMethod: 'FNM', packageManager: 'PNPM' });
    expect(view.files.selection).toMatchObject({ os: 'WIN', platform: 'arm64' });
    expect(view.writeQuery).toBe(true);
    expect(view.query).toBe('os=win&platform=arm64&method=fnm&pm=pnpm');
  });

  it("the prebuilt files keep their own platform until the page's OS, platform or version changes", () => {
    const own = run(LINUX, { type: 'choose', event: { type: 'setOs', os: 'WIN' } }, { type: 'chooseFiles', event: { type: 'setPlatform', platform: 'arm64' } });
    expect(own.files.selection.platform).toBe('arm64');
    expect(own.main.selection.platform).toBe('x64');
    // A change of package manager leaves the box alone.
    const manager = updateDownloadModel(context, own, { type: 'choose', event: { type: 'setPackageManager', packageManager: 'YARN' } });
    expect(manager.files).toBe(own.files);
    // A new version follows, keeping the box's own platform where the release has it.
    const v24 = updateDownloadModel(context, own, { type: 'choose', event: { type: 'setVersion', version: 'v24.22.0' } });
    expect(v24.files.selection).toMatchObject({ version: 'v24.22.0', os: 'WIN', platform: 'arm64' });
    // The page's platform wins again when it changes.
    const mac = updateDownloadModel(context, v24, { type: 'choose', event: { type: 'setOs', os: 'MAC' } });
    expect(mac.files.selection).toMatchObject({ os: 'MAC', platform: mac.main.selection.platform });
    expect(mac.main.selection.platform).not.toBe('arm64');
  });

  it('verifies the chosen file of the prebuilt files box, the installer by default', () => {
    const windows = run({ type: 'start', os: 'WIN', platform: 'x64', query: '' });
    expect(downloadView(context, windows).verifyFile?.fileName).toBe('node-v26.13.0-x64.msi');
    const binary = updateDownloadModel(context, windows, { type: 'verifyFile', kind: 'binary' });
    expect(downloadView(context, binary).verifyFile?.fileName).toBe('node-v26.13.0-win-x64.zip');
    // Linux has no installer: the binary is verified whatever was chosen.
    expect(downloadView(context, run(LINUX)).verifyFile?.fileName).toBe('node-v26.13.0-linux-x64.tar.xz');
  });

  it('an end-of-life version chosen links its notice to the end-of-life page', () => {
    const view = downloadView(context, run(LINUX, { type: 'choose', event: { type: 'setVersion', version: 'v20.20.2' } }));
    expect(view.notice).toEqual({ kind: 'eol', status: 'End-of-life', link: 'eol' });
    expect(view.writeQuery).toBe(true);
    expect(view.query).toContain('version=v20.20.2');
  });

  it('the prebuilt files box offers, for every line × OS × platform, what resolveSelection + planDownload and downloadUrl give', () => {
    const lines = NOV_2026.filter((line) => line.minorVersions.length > 0);
    const systems = SYSTEMS.map((system) => system.value);
    fc.assert(
      fc.property(fc.constantFrom(...lines), fc.constantFrom(...systems), fc.constantFrom('x64', 'x86', 'arm64', 'armv7l', 'ppc64le', 's390x', 'ppc64') as fc.Arbitrary<'x64'>, (line, os, platform) => {
        const version = line.versionWithPrefix;
        const state = run(
          LINUX,
          { type: 'choose', event: { type: 'setVersion', version } },
          { type: 'chooseFiles', event: { type: 'setOs', os } },
          { type: 'chooseFiles', event: { type: 'setPlatform', platform } },
        );
        const direct = resolveSelection({
          releases: NOV_2026,
          selection: { version, os: 'LINUX', platform: 'x64', packageManager: 'NPM', installMethod: undefined },
          event: { type: 'setOs', os },
          shasums,
        });
        const expected = planDownload(resolveSelection({ releases: NOV_2026, selection: direct.selection, event: { type: 'setPlatform', platform }, shasums }), { shasums });
        const view = downloadView(context, state);
        expect(view.filesPlan.binary).toEqual(expected.binary);
        expect(view.filesPlan.installer).toEqual(expected.installer);
        const minor = line.minorVersions[0]!;
        const { knownOs, selection } = state.files;
        for (const [kind, offer] of [['installer', view.filesPlan.installer], ['binary', view.filesPlan.binary]] as const) {
          if (offer?.state === 'file' && knownOs) {
            expect(downloadUrl({ version: minor.version, os: knownOs, platform: selection.platform, kind, files: minor.files, shasums })).toBe(offer.artifact.url);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
