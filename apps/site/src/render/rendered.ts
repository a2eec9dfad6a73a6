/**
 * What a page kind's renderer gives the document, and the look-ups the renderers share: a
 * release of the data by version, and a release's artifacts (computed once per release).
 */
import { type Artifact, findMinorRelease, type LineRelease, releaseArtifacts } from '@node-downloads/release-core';
import type { ReactNode } from 'react';
import type { PageI18n } from '../i18n/react';
import type { Site } from '../site-data';
import type { Page, PageOf } from './routes';

export type Rendered = {
  title: string;
  description: string;
  main: ReactNode;
  noscript?: ReactNode;
  pageData?: unknown;
  /** Server markup after a hydrated page's root, which its script never renders. */
  after?: ReactNode;
  /** The release line the page is about (a download or archive page): its feeds are announced in the head. */
  line?: string | undefined;
};

/** Renders the content of the pages of one kind. */
export type Renderer<Kind extends Page['kind']> = (site: Site, page: PageOf<Kind>, i18n: PageI18n) => Rendered;

const artifactCache = new WeakMap<LineRelease, Artifact[]>();

export function artifactsOf(site: Site, minor: LineRelease): Artifact[] {
  let artifacts = artifactCache.get(minor);
  if (!artifacts) {
    artifacts = releaseArtifacts(minor, { shasums: site.shasums });
    artifactCache.set(minor, artifacts);
  }
  return artifacts;
}

export function findRelease(site: Site, version: string) {
  const match = findMinorRelease(site.releases, version);
  if (!match) {
    throw new Error(`No release ${version} in the data`);
  }
  return match;
}
