import { type Artifact, primaryArtifacts, type ReleaseLine } from '@node-downloads/release-core';
import { ReleaseStatusBadge } from '../components/status-badge';
import { artifactLabel } from '../i18n/artifacts';
import { useI18n } from '../i18n/react';
import { archivePath, CURRENT_DOWNLOAD_PATH, DOWNLOAD_PATH, PREVIOUS_RELEASES_PATH } from '../links';

export type HomePageProps = {
  ltsRelease: ReleaseLine;
  /** The line of `/download/current` and whether it really is Current. */
  currentPageRelease: ReleaseLine;
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
  const { t, rich, path } = useI18n();
  const lts = ltsRelease.versionWithPrefix;
  return (
    <div className="stack">
      <section className="home-hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t('home.heading')}</h1>
        <p className="lead">{t('home.lead')}</p>
        <div className="button-row">
          <a className="cta" href={path(DOWNLOAD_PATH)}>
            {rich('home.getLts', { version: lts })}
          </a>
          <a className="cta secondary" href={path(CURRENT_DOWNLOAD_PATH)}>
            {hasCurrentLine ? rich('home.getCurrent', { version: currentPageRelease.versionWithPrefix }) : t('home.newestLine')}
          </a>
        </div>
      </section>
      <section aria-labelledby="direct-heading">
        <h2 id="direct-heading">
          {rich('home.directHeading', { version: lts })} <ReleaseStatusBadge status={ltsRelease.status} />
        </h2>
        <ul className="link-list" data-slot="featured-downloads">
          {featured.map((artifact) => (
            <li key={artifact.fileName}>
              <a href={artifact.url}>{artifactLabel(artifact, rich)}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href={path(archivePath(ltsRelease.version))}>{rich('home.everyFile', { version: lts })}</a> ·{' '}
          <a href={path(PREVIOUS_RELEASES_PATH)}>{t('home.allLines')}</a>
        </p>
      </section>
    </div>
  );
}
