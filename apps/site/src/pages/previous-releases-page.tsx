import type { Release } from '@node-downloads/release-core';
import { apiDocsUrl, changelogUrl } from '@node-downloads/release-core';
import { ReleasesTable } from '@node-downloads/ui';
import { aboutLabels } from '../about/labels';
import { useI18n } from '../i18n/react';
import { archivePath, CURRENT_DOWNLOAD_PATH, EOL_PATH, lineDetailsPath } from '../links';

export type PreviousReleasesPageProps = {
  releases: readonly Release[];
};

/**
 * Every release line: server markup only. Each Details control links to the line's page; with
 * scripts on, the about script opens a dialog instead that loads the line from the JSON API.
 */
export function PreviousReleasesPage({ releases }: PreviousReleasesPageProps) {
  const i18n = useI18n();
  const { t, path } = i18n;
  const labels = aboutLabels(i18n);
  return (
    <div className="stack">
      <header>
        <h1>{t('about.previousReleases.heading')}</h1>
        <p className="lead">{t('about.previousReleases.lead')}</p>
      </header>
      <ReleasesTable
        releases={releases}
        formatDate={i18n.date}
        labels={labels.releasesTable}
        dialogLabels={labels.releaseDialog}
        minorLabels={labels.minorReleases}
        noticeMessages={labels.notice}
        statusLabels={labels.status}
        eolHref={path(EOL_PATH)}
        currentHref={path(CURRENT_DOWNLOAD_PATH)}
        docsHref={(version) => apiDocsUrl(version)}
        changelogHref={(version) => changelogUrl(version)}
        archiveHref={(version) => path(archivePath(version))}
        detailsHref={(release) => path(lineDetailsPath(release.versionWithPrefix))}
      />
    </div>
  );
}
