import { type Artifact, primaryArtifacts, type Release } from '@node-downloads/release-core';
import { StatusBadge } from '@node-downloads/ui';
import { archivePath, CURRENT_DOWNLOAD_PATH, DOWNLOAD_PATH, PREVIOUS_RELEASES_PATH } from '../links';

export type HomePageProps = {
  ltsRelease: Release;
  /** The line of `/download/current` and whether it really is Current. */
  currentPageRelease: Release;
  hasCurrentLine: boolean;
  /** Direct downloads of the LTS release: installers and the main binary archives. */
  featured: readonly Artifact[];
};

/**
 * The installers and main binary archives of a release, one click each: every installer, and the
 * archive of each Linux platform (the files the download buttons would offer).
 */
export function featuredArtifacts(artifacts: readonly Artifact[]): Artifact[] {
  return primaryArtifacts(artifacts).filter((artifact) => artifact.kind === 'installer' || artifact.os === 'LINUX');
}

/** Gets a visitor to the right download in one click; ships no script. */
export function HomePage({ ltsRelease, currentPageRelease, hasCurrentLine, featured }: HomePageProps) {
  return (
    <div className="stack">
      <section className="home-hero" aria-labelledby="home-heading">
        <h1 id="home-heading">Download Node.js</h1>
        <p className="lead">
          Node.js is a free, open-source JavaScript runtime for servers, command-line tools and scripts. Get the
          long-term-support release, set up for your system.
        </p>
        <div className="button-row">
          <a className="cta" href={DOWNLOAD_PATH}>
            Get Node.js {ltsRelease.versionWithPrefix} (LTS)
          </a>
          <a className="cta secondary" href={CURRENT_DOWNLOAD_PATH}>
            {hasCurrentLine ? `Node.js ${currentPageRelease.versionWithPrefix} (Current)` : 'Newest release line'}
          </a>
        </div>
      </section>
      <section aria-labelledby="direct-heading">
        <h2 id="direct-heading">
          Direct downloads of {ltsRelease.versionWithPrefix} <StatusBadge status={ltsRelease.status} />
        </h2>
        <ul className="link-list" data-slot="featured-downloads">
          {featured.map((artifact) => (
            <li key={artifact.fileName}>
              <a href={artifact.url}>{artifact.label}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href={archivePath(ltsRelease.version)}>Every file of {ltsRelease.versionWithPrefix}</a> ·{' '}
          <a href={PREVIOUS_RELEASES_PATH}>All release lines</a>
        </p>
      </section>
    </div>
  );
}
