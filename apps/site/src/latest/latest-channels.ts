/**
 * Version-free addresses of the newest files: `/download/latest/{channel}/{file}` answers a
 * temporary redirect to that file of the channel's newest release on the distribution server, and
 * `/download/latest/{channel}.txt` holds the version. Which files a release has and their names
 * without the version are release-core's `latestFiles`; this module picks the channels and writes
 * the rules and files.
 */
import { type LatestFile, latestFiles, type LineRelease, parseVersion, type ReleaseLine } from '@node-downloads/release-core';
import { CURRENT_CHANNEL, LATEST_PATH } from '../links';
import type { RedirectRule } from '../redirects';
import type { Site } from '../site-data';


/** One channel: its name in the address, the release it leads to and that release's known files. */
export type LatestChannel = {
  /** `lts`, `current` or a line (`v24`). */
  channel: string;
  line: string;
  /** The release, with its `v`. */
  version: string;
  /** The files the data knows (release-core's `latestFiles`): only these have an address. */
  files: readonly LatestFile[];
};

function newestStable(line: ReleaseLine): LineRelease | undefined {
  return line.minorVersions.find((minor) => parseVersion(minor.version).prerelease.length === 0);
}

/**
 * The channels of a build: `lts` (the newest supported LTS line), `current` (only while a line is
 * Current), and every line that is not end-of-life and has a stable release, by its name (`v24`).
 * End-of-life lines have none: their last release no longer changes, and their rules would not fit
 * the static hosts' limits (see the operating guide).
 * @example
 * latestChannels(site).map((channel) => channel.channel) // → ['lts', 'v26', 'v24', 'v22'] on 2026-11-22
 */
export function latestChannels(site: Pick<Site, 'releases' | 'ltsRelease' | 'currentRelease' | 'shasums'>): LatestChannel[] {
  const channel = (name: string, line: ReleaseLine): LatestChannel[] => {
    const release = newestStable(line);
    return release === undefined
      ? []
      : [{ channel: name, line: line.line, version: release.versionWithPrefix, files: latestFiles(release, { shasums: site.shasums }) }];
  };
  return [
    ...channel('lts', site.ltsRelease),
    ...(site.currentRelease ? channel(CURRENT_CHANNEL, site.currentRelease) : []),
    ...site.releases.filter((line) => line.status !== 'End-of-life').flatMap((line) => channel(line.line, line)),
  ];
}

/** The address of a channel's file (`/download/latest/lts/node-x64.msi`). */
export function latestFilePath(channel: string, name: string): string {
  return `${LATEST_PATH}/${channel}/${name}`;
}

/** The address of the file holding a channel's version (`/download/latest/lts.txt`). */
export function latestVersionPath(channel: string): string {
  return `${LATEST_PATH}/${channel}.txt`;
}

/** The redirect rules of the channels: one 302 a known file, to the file on the distribution server. */
export function latestRedirectRules(channels: readonly LatestChannel[]): RedirectRule[] {
  return channels.flatMap((channel) =>
    channel.files.map((file): RedirectRule => ({ from: latestFilePath(channel.channel, file.name), to: file.url, family: 'latest file', status: 302 })),
  );
}

/** The `.txt` file of each channel: its release's version and a newline. */
export function latestVersionFiles(channels: readonly LatestChannel[]): { path: string; content: string }[] {
  return channels.map((channel) => ({ path: latestVersionPath(channel.channel), content: `${channel.version}\n` }));
}
