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
import { downloadArtifact, releaseArtifacts } from './artifacts';
import { NoSuchFileError } from './errors';
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
    expect(view.notice).toEqual({ kind: 'lts', status: 'Active LTS', link: 'current' });
  });

  it('a shared link is applied after the detected system, and the address keeps recording the selection', () => {
    const view = downloadView(context, run({ type: 'start', os: 'LINUX', platform: 'x64', query: '?os=win&platform=arm64&method=fnm&pm=pnpm' }));
    expect(view.main.selection).toMatchObject({ os: 'WIN', platform: 'arm64', installMethod: 'FNM', packageManager: 'PNPM' });
    expect(view.files.selection).toMatchObject({ os: 'WIN', platform: 'arm64' });
    expect(view.writeQuery).toBe(true);
    expect(view.query).toBe('os=win&platform=arm64&method=fnm&pm=pnpm');
  });

  it("a shared link naming a release the page does not offer keeps the page's version, shows the named one apart and keeps it in the address until a version is chosen", () => {
    // As the site's download page: each line with its newest release only.
    const newest: DownloadModelContext<ReleaseLine> = { ...context, releases: NOV_2026.map((line) => ({ ...line, minorVersions: line.minorVersions.slice(0, 1) })) };
    const opened = updateDownloadModel(newest, startDownloadModel(newest), { type: 'start', os: 'LINUX', platform: 'x64', query: '?version=20.11.0' });
    const view = downloadView(newest, opened);
    expect(view.main.selection).toMatchObject({ version: 'v26.13.0', os: 'LINUX' });
    expect(view.linked).toEqual({ version: 'v20.11.0', line: 'v20' });
    expect(view.query).toBe('version=v20.11.0&os=linux&platform=x64&method=nvm&pm=npm');
    // Another choice keeps it; choosing a version replaces it.
    const manager = updateDownloadModel(newest, opened, { type: 'choose', event: { type: 'setPackageManager', packageManager: 'YARN' } });
    expect(downloadView(newest, manager).linked?.version).toBe('v20.11.0');
    const chosen = updateDownloadModel(newest, manager, { type: 'choose', event: { type: 'setVersion', version: 'v24.22.0' } });
    expect(downloadView(newest, chosen).linked).toBeUndefined();
    expect(downloadView(newest, chosen).query).toBe('version=v24.22.0&os=linux&platform=x64&method=nvm&pm=yarn');
    // A version the page offers, or none, or one that does not parse, links nothing apart.
    for (const query of ['?version=v24.22.0', '?os=mac', '?version=banana', '']) {
      expect(downloadView(newest, updateDownloadModel(newest, startDownloadModel(newest), { type: 'start', os: 'WIN', platform: 'x64', query })).linked, query).toBeUndefined();
    }
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

  it('the prebuilt files box offers, for every release × OS × platform × kind, the file downloadUrl and releaseArtifacts name (or none when they name none)', () => {
    const disagreeing: string[] = [];
    let checked = 0;
    // The page's own system stays unknown (its plan costs nothing), so each step is one
    // resolution of the box and its plan: 872 releases × every OS × platform.
    const loading = startDownloadModel(context);
    for (const minor of NOV_2026.flatMap((line) => line.minorVersions)) {
      // The box takes the page's version (its own dropdowns choose only the OS and platform).
      const atVersion = updateDownloadModel(context, loading, { type: 'choose', event: { type: 'setVersion', version: minor.versionWithPrefix } });
      const artifacts = releaseArtifacts(minor, { shasums });
      const published = new Set(artifacts.map((artifact) => artifact.url));
      for (const system of SYSTEMS) {
        const atOs = updateDownloadModel(context, atVersion, { type: 'chooseFiles', event: { type: 'setOs', os: system.value } });
        for (const platform of system.platforms) {
          const state = updateDownloadModel(context, atOs, { type: 'chooseFiles', event: { type: 'setPlatform', platform: platform.value } });
          const { selection } = state.files;
          if (selection.version !== minor.versionWithPrefix || selection.os !== system.value || selection.platform !== platform.value) {
            // Repaired away: the box never offers a disabled release, OS or platform.
            continue;
          }
          const view = downloadView(context, state);
          for (const kind of ['installer', 'binary'] as const) {
            checked += 1;
            const offer = view.filesPlan[kind];
            const fromModel = offer?.state === 'file' ? offer.artifact.url : undefined;
            const fromArtifacts = downloadArtifact(artifacts, system.value, platform.value, kind)?.url;
            let fromUrl: string | undefined;
            try {
              fromUrl = downloadUrl({ version: minor.version, os: system.value, platform: platform.value, kind, files: minor.files, shasums });
            } catch (error) {
              if (!(error instanceof NoSuchFileError)) {
                throw error;
              }
            }
            // An OS without installers offers none, whatever the release publishes.
            const expected = kind === 'installer' && !system.installer ? undefined : fromUrl;
            if (fromModel !== expected || (expected !== undefined && fromArtifacts !== expected)) {
              disagreeing.push(`${minor.versionWithPrefix} ${system.value} ${platform.value} ${kind}: model ${fromModel}, downloadUrl ${fromUrl}, releaseArtifacts ${fromArtifacts}`);
            }
          }
          // Every file the verify panel offers is one the release publishes.
          for (const file of view.filesPlan.verifiable) {
            checked += 1;
            if (!published.has(file.url)) {
              disagreeing.push(`${minor.versionWithPrefix} ${system.value} ${platform.value} verify: ${file.url} is not among releaseArtifacts`);
            }
          }
        }
      }
    }
    expect(disagreeing).toEqual([]);
    expect(checked).toBeGreaterThan(15000);
  });
});
