import { type Artifact, filesUnknown, isAlphaPhase, type LineRelease, type ReleaseAudit, type ReleaseLine } from '@node-downloads/release-core';
import { ArtifactTable } from '../components/artifact-table';
import { ReleaseLinks } from '../components/release-links';
import { RELEASE_VULNERABILITIES_ID, ReleaseVulnerabilities, VulnerabilitySummary } from '../components/release-vulnerabilities';
import { UnknownFiles } from '../components/unknown-files';
import { archivePath } from '../links';
import { AlphaNote, ReleaseStatusBadge } from '../components/status-badge';
import type { ReactNode } from 'react';
import { type PageI18n, useI18n } from '../i18n/react';
import { statusMessageId } from '../i18n/status';

export type BlogPageProps = {
  release: ReleaseLine;
  minor: LineRelease;
  artifacts: readonly Artifact[];
  /** The known vulnerabilities of this release on any system (release-core's audit). */
  audit: ReleaseAudit;
  /** Day of the advisories data the audit was made against (`YYYY-MM-DD`). */
  dataDate: string;
};

/** The page's heading: the version and what kind of release it is (LTS and its codename, or the line's status). */
function heading(release: ReleaseLine, minor: LineRelease, { t, rich }: PageI18n): ReactNode {
  const version = minor.versionWithPrefix;
  if (!release.isLts) {
    return rich('blog.headingStatus', { version, status: t(statusMessageId(release.status)) });
  }
  return release.codename ? rich('blog.headingLtsCodename', { version, codename: release.codename }) : rich('blog.headingLts', { version });
}

/** The release page of one release: what it ships and its files. Ships no script. */
export function BlogPage({ release, minor, artifacts, audit, dataDate }: BlogPageProps) {
  const i18n = useI18n();
  const { t, rich, date } = i18n;
  return (
    <article className="stack">
      <header>
        <h1>{heading(release, minor, i18n)}</h1>
        <div className="page-meta">
          <time dateTime={minor.date}>{date(minor.date)}</time>
          <ReleaseStatusBadge status={release.status} alpha={isAlphaPhase(release)} />
          {minor.security ? <span>{t('archive.securityRelease')}</span> : null}
          <VulnerabilitySummary audit={audit} />
        </div>
      </header>
      {isAlphaPhase(release) ? <AlphaNote release={release} /> : null}
      <section aria-labelledby="contents-heading">
        <h2 id="contents-heading">{t('blog.contents')}</h2>
        <dl className="facts">
          <dt>{t('archive.releaseLine')}</dt>
          <dd>
            {release.line}
            {release.codename ? ` (${release.codename})` : ''}
          </dd>
          <dt>npm</dt>
          <dd>{minor.npm ?? t('blog.notInData')}</dd>
          <dt>V8</dt>
          <dd>{minor.v8 ?? t('blog.notInData')}</dd>
          <dt>{t('blog.moduleAbi')}</dt>
          <dd>{minor.modules ?? t('blog.notInData')}</dd>
        </dl>
      </section>
      <ReleaseLinks version={minor.version} show={{ archive: true }} artifacts={artifacts} />
      <section aria-labelledby="files-heading">
        <h2 id="files-heading">{t('blog.files')}</h2>
        {artifacts.length === 0 && filesUnknown(minor) ? (
          <UnknownFiles version={minor.version} />
        ) : (
          <ArtifactTable artifacts={artifacts} caption={rich('archive.filesCaption', { version: minor.versionWithPrefix })} />
        )}
      </section>
      <ReleaseVulnerabilities
        audit={audit}
        dataDate={dataDate}
        listHref={`${i18n.path(archivePath(minor.version))}#${RELEASE_VULNERABILITIES_ID}`}
      />
    </article>
  );
}
