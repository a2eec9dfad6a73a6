import type { MinorRelease, Release } from '@node-downloads/release-core';
import { apiDocsUrl, changelogUrl } from '@node-downloads/release-core';
import { type DateFormatter, ReleasesTable } from '@node-downloads/ui';
import { archivePath, CURRENT_DOWNLOAD_PATH, EOL_PATH } from '../links';

/** A release line as the releases table and its dialog show it (minor releases without file lists). */
export type ReleasesTableRelease = Omit<Release, 'minorVersions'> & {
  minorVersions: readonly Omit<MinorRelease, 'files'>[];
};

export type PreviousReleasesPageProps = {
  releases: readonly ReleasesTableRelease[];
  /** Formats the dates (default: ui's formatDate). */
  formatDate?: DateFormatter | undefined;
};

/** Drops what the table never shows (each release's file list) to keep the page data small. */
export function toTableRelease(release: Release): ReleasesTableRelease {
  return { ...release, minorVersions: release.minorVersions.map(({ files: _files, ...minor }) => minor) };
}

/** Every release line with a details dialog each. Hydrated so the dialogs open. */
export function PreviousReleasesPage({ releases, formatDate }: PreviousReleasesPageProps) {
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
        releases={releases.map((release) => ({
          ...release,
          minorVersions: release.minorVersions.map((minor) => ({ ...minor, files: [] })),
        }))}
        {...(formatDate ? { formatDate } : {})}
        eolHref={EOL_PATH}
        currentHref={CURRENT_DOWNLOAD_PATH}
        docsHref={(version) => apiDocsUrl(version)}
        changelogHref={(version) => changelogUrl(version)}
        archiveHref={(version) => archivePath(version)}
      />
    </div>
  );
}
