/**
 * The files the pages offer come from one rule (release-core's `releaseArtifacts`), on the
 * committed snapshot: the archive and release pages, the download page's buttons and the JSON API
 * agree, and a release's published checksum list decides files the dist index has no token for.
 */
import { downloadArtifact, releaseArtifacts, type PublishedFiles, SYSTEMS, verifyCommands } from '@node-downloads/release-core';
import { describe, expect, it } from 'vitest';
import { renderInLocale, renderTestPage, testSite } from '../../test/site-pages';
import { toDownloadReleases, toDownloadShasums } from '../download/download-data';
import type { DownloadPageData } from '../download/types';
import { DownloadPage } from './download-page';

function links(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map(([, href = '']) => href);
}

describe('v26.3.0, whose release published no Windows arm64 installer', () => {
  for (const path of ['/download/archive/v26.3.0', '/blog/release/v26.3.0']) {
    it(`${path} links the arm64 archive and no arm64 .msi`, () => {
      const hrefs = links(renderTestPage(path));
      expect(hrefs).toContain('https://nodejs.org/dist/v26.3.0/node-v26.3.0-win-arm64.zip');
      expect(hrefs).not.toContain('https://nodejs.org/dist/v26.3.0/node-v26.3.0-arm64.msi');
    });
  }

  it('its neighbour v26.2.0 keeps the arm64 .msi it published', () => {
    expect(links(renderTestPage('/download/archive/v26.2.0'))).toContain('https://nodejs.org/dist/v26.2.0/node-v26.2.0-arm64.msi');
  });
});

describe('the download page buttons', () => {
  const releases = toDownloadReleases(testSite.releases);
  const data: DownloadPageData = {
    releases,
    initialVersion: 'v26.7.0',
    onCurrentPage: false,
    noCurrentLine: false,
    shasums: toDownloadShasums(releases, testSite.shasums),
  };

  function installerHref(query: string): string | undefined {
    const html = renderInLocale(
      <DownloadPage data={data} client={{ detected: { os: 'WIN', architecture: 'x86', bitness: 64, source: 'user-agent' }, query }} />,
    );
    const box = html.slice(html.indexOf('data-slot="binaries"'));
    return /<a[^>]*href="([^"]+\.msi)"/.exec(box)?.[1];
  }

  it('offer v0.12.18 its published 64-bit Windows installer, which the dist index has no token for', () => {
    expect(installerHref('version=v0.12.18&os=win&platform=x64')).toBe('https://nodejs.org/dist/v0.12.18/x64/node-v0.12.18-x64.msi');
    const minor = releases.find((release) => release.line === 'v0.12')?.minorVersions[0];
    expect(minor && downloadArtifact(releaseArtifacts(minor, { shasums: testSite.shasums }), 'WIN', 'x64', 'installer')?.fileName).toBe(
      'x64/node-v0.12.18-x64.msi',
    );
  });

  it('carry a newer release\'s list when it changes an offered file (a list without the arm64 .msi)', () => {
    // The newest offered release whose published list has an arm64 `.msi`.
    const name =
      releases
        .map((release) => release.minorVersions[0]!.versionWithPrefix)
        .find((version) => testSite.shasums[version]?.[`node-${version}-arm64.msi`] !== undefined) ?? '';
    expect(name).not.toBe('');
    const list = { ...testSite.shasums[name] };
    expect(toDownloadShasums(releases, testSite.shasums)[name]).toBeUndefined();
    delete list[`node-${name}-arm64.msi`];
    const shasums = { ...testSite.shasums, [name]: list };
    const carried = toDownloadShasums(releases, shasums)[name];
    // Only the offered files travel, without their digests.
    expect(carried).toHaveProperty([`node-${name}-x64.msi`], null);
    expect(carried?.[`node-${name}-arm64.msi`]).toBeUndefined();
    expect(carried?.[`node-${name}-headers.tar.gz`]).toBeUndefined();
  });

  it('carry the lists that change an offered file, so every button matches the full data', () => {
    for (const release of releases) {
      const minor = release.minorVersions[0]!;
      const withPageData = releaseArtifacts(minor, { shasums: data.shasums });
      const withAllData = releaseArtifacts(minor, { shasums: testSite.shasums });
      for (const system of SYSTEMS) {
        for (const { value: platform } of system.platforms) {
          for (const kind of ['installer', 'binary'] as const) {
            const name = `${minor.versionWithPrefix} ${system.value} ${platform} ${kind}`;
            const file = downloadArtifact(withAllData, system.value, platform, kind);
            expect(downloadArtifact(withPageData, system.value, platform, kind)?.url, name).toBe(file?.url);
            if (file) {
              // The verify commands of an offered file too: the list is known, its commands unchanged.
              const commands = (shasums: PublishedFiles) => {
                try {
                  return verifyCommands({ release: minor, file: file.fileName, os: system.value, shasums }).code;
                } catch (error) {
                  return String(error);
                }
              };
              expect(commands(data.shasums ?? {}), name).toBe(commands(testSite.shasums));
            }
          }
        }
      }
    }
  });
});
