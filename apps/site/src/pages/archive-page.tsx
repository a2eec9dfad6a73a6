import type { Artifact, MinorRelease, Release } from '@node-downloads/release-core';
import { formatDate, StatusBadge, VersionPicker, type VersionPickerRelease } from '@node-downloads/ui';
import { ArtifactTable } from '../components/artifact-table';
import { ReleaseLinks } from '../components/release-links';
import { StableFolder } from '../components/stable-folder';
import { archivePath, blogPath } from '../links';

export type ArchivePageProps = {
  release: Release;
  minor: MinorRelease;
  artifacts: readonly Artifact[];
  /** The release lines the version picker offers (each links to its newest release). */
  lines: readonly VersionPickerRelease[];
};

/** Every file of one release, with checksums, source, docs and changelog links. Ships no script. */
export function ArchivePage({ release, minor, artifacts, lines }: ArchivePageProps) {
  const derived = artifacts.some((artifact) => artifact.derived);
  const siblings = release.minorVersions.filter((other) => other.version !== minor.version);
  return (
    <article className="stack">
      <header>
        <h1>Node.js {minor.versionWithPrefix}</h1>
        <div className="page-meta">
          <span>
            Released <time dateTime={minor.date}>{formatDate(minor.date)}</time>
          </span>
          <StatusBadge status={release.status} />
          {release.codename ? <span>Codename {release.codename}</span> : null}
          {minor.security ? <span>Security release</span> : null}
        </div>
        <VersionPicker
          releases={lines}
          value={release.versionWithPrefix}
          href={(line) => archivePath(line.versionWithPrefix)}
          label="Release line"
        />
      </header>
      <ReleaseLinks version={minor.version} show={{ blog: true }} artifacts={artifacts} />
      <StableFolder release={release} minor={minor} />
      <section aria-labelledby="files-heading">
        <h2 id="files-heading">Files ({artifacts.length})</h2>
        {derived ? (
          <p className="lead">
            The published checksums list of this release is not part of the data snapshot, so file names follow the
            naming rules of its release line.
          </p>
        ) : null}
        <ArtifactTable artifacts={artifacts} caption={`Files of Node.js ${minor.versionWithPrefix}`} />
      </section>
      {siblings.length > 0 ? (
        <section aria-labelledby="line-heading">
          <h2 id="line-heading">Other releases of {release.line}</h2>
          <ul className="link-list">
            {siblings.map((other) => (
              <li key={other.version}>
                <a href={archivePath(other.version)}>{other.versionWithPrefix}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a href={blogPath(minor.version)}>Release notes of {minor.versionWithPrefix}</a>
      </p>
    </article>
  );
}
