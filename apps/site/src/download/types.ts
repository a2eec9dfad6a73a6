/** The download page's data and what the browser adds to it: shared by the build, the page and its script. */
import type { PublishedFiles, SelectableReleaseLine } from '@node-downloads/release-core';
import type { Client } from '@node-downloads/detect';

/**
 * A release line as the download page script gets it: only what the selection (release-core's
 * resolver, plan, install script and verify commands) and the version picker read, so the page's
 * data carries no schedule dates, bundled versions or security flags.
 */
export type DownloadRelease = SelectableReleaseLine;

/** Data the download page is rendered and hydrated with. */
export type DownloadPageData = {
  /**
   * Every release line, each with only its newest release in `minorVersions`: the version picker
   * offers each line's newest release, so the resolver never needs older ones here.
   */
  releases: DownloadRelease[];
  /** `versionWithPrefix` the page starts with. */
  initialVersion: string;
  /** True on `/download/current`. */
  onCurrentPage: boolean;
  /** On `/download/current` when no line is Current: says so, naming the line offered instead. */
  noCurrentLine: boolean;
  /**
   * With no Current line, on `/download/current`: the line the schedule makes Current next, the
   * day (`YYYY-MM-DD`), and its newest alpha build, if it has one.
   */
  nextCurrent?: { line: string; start: string; prerelease?: string | undefined } | undefined;
  /** Published checksum lists the buttons and verify commands need, without digests (see {@link toDownloadShasums}). */
  shasums?: PublishedFiles | undefined;
};


/** What the browser knows once the page runs: the detected system and the page's query. */
export type DownloadPageClient = {
  /** The visitor's system, as detected in the browser. */
  detected: Client;
  /** The page address's query (`location.search`): a shared selection. */
  query: string;
};
