import type { Release } from '@node-downloads/release-core';
import { apiDocsUrl, changelogUrl } from '@node-downloads/release-core';
import { ReleasesTable } from '@node-downloads/ui';
import { archivePath, CURRENT_DOWNLOAD_PATH, EOL_PATH, lineDetailsPath } from '../links';

export type PreviousReleasesPageProps = {
  releases: readonly Release[];
};

/**
 * Every release line: server markup only. Each Details control links to the line's page; with
 * scripts on, the about script opens a dialog instead that loads the line from the JSON API.
 */
export function PreviousReleasesPage({ releases }: PreviousReleasesPageProps) {
  return (
    <div className="stack">
      <header>
        <h1>Previous releases</h1>
        <p className="lead">
          Major Node.js versions enter Current status for six months; even-numbered lines then move to Active LTS and
          Maintenance LTS. Production applications should use Active LTS or Maintenance LTS releases.
        </p>
      </header>
      <ReleasesTable
        releases={releases}
        eolHref={EOL_PATH}
        currentHref={CURRENT_DOWNLOAD_PATH}
        docsHref={(version) => apiDocsUrl(version)}
        changelogHref={(version) => changelogUrl(version)}
        archiveHref={(version) => archivePath(version)}
        detailsHref={(release) => lineDetailsPath(release.versionWithPrefix)}
      />
    </div>
  );
}
