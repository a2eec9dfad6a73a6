import type { Artifact, MinorRelease, Release } from '@node-downloads/release-core';
import { formatDate, StatusBadge } from '@node-downloads/ui';
import { ArtifactTable } from '../components/artifact-table';
import { ReleaseLinks } from '../components/release-links';

export type BlogPageProps = {
  release: Release;
  minor: MinorRelease;
  artifacts: readonly Artifact[];
};

/** The release page of one release: what it ships and its files. Ships no script. */
export function BlogPage({ release, minor, artifacts }: BlogPageProps) {
  const kind = release.isLts ? `LTS${release.codename ? ` '${release.codename}'` : ''}` : release.status;
  return (
    <article className="stack">
      <header>
        <h1>
          Node.js {minor.versionWithPrefix} ({kind})
        </h1>
        <div className="page-meta">
          <time dateTime={minor.date}>{formatDate(minor.date)}</time>
          <StatusBadge status={release.status} />
          {minor.security ? <span>Security release</span> : null}
        </div>
      </header>
      <section aria-labelledby="contents-heading">
        <h2 id="contents-heading">What is in it</h2>
        <dl className="facts">
          <dt>Release line</dt>
          <dd>
            {release.line}
            {release.codename ? ` (${release.codename})` : ''}
          </dd>
          <dt>npm</dt>
          <dd>{minor.npm ?? 'not bundled'}</dd>
          <dt>V8</dt>
          <dd>{minor.v8 ?? 'not recorded'}</dd>
          <dt>Native module ABI</dt>
          <dd>{minor.modules ?? 'not recorded'}</dd>
        </dl>
      </section>
      <ReleaseLinks version={minor.version} show={{ archive: true }} artifacts={artifacts} />
      <section aria-labelledby="files-heading">
        <h2 id="files-heading">Files</h2>
        <ArtifactTable artifacts={artifacts} caption={`Files of Node.js ${minor.versionWithPrefix}`} />
      </section>
    </article>
  );
}
