import {
  apiDocsUrl,
  type Artifact,
  changelogUrl,
  filesUnknown,
  isAlphaPhase,
  type LineRelease,
  type ReleaseAudit,
  type ReleaseLine,
  type StatusNoticeDecision,
  type Shasums,
  statusNotice,
  versionPickerOrder,
  type VulnerabilitySplit,
} from '@node-downloads/release-core';
import { ReleaseDetails, VersionPicker, VulnerabilitiesList } from '@node-downloads/ui';
import { formatAdvisories } from '@node-downloads/ui/advisory-markdown';
import { aboutLabels, advisoryListProps, lineDetailsProps } from '../about/labels';
import { ArtifactTable } from '../components/artifact-table';
import { LineFeedLinks } from '../components/line-feed-links';
import { ReleaseLinks } from '../components/release-links';
import { ReleaseVulnerabilities, VulnerabilitySummary } from '../components/release-vulnerabilities';
import { UnknownFiles } from '../components/unknown-files';
import { StableFolder } from '../components/stable-folder';
import { AlphaNote, ReleaseStatusBadge } from '../components/status-badge';
import { VerifyDownloads } from '../components/verify-downloads';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { versionLabel } from '../i18n/version-label';
import { archivePath, blogPath, LINE_DETAILS_ID, PREVIOUS_RELEASES_PATH } from '../links';

export type ArchivePageProps = {
  release: ReleaseLine;
  minor: LineRelease;
  artifacts: readonly Artifact[];
  /** The release lines the version picker offers (each links to its newest release). */
  lines: readonly Pick<ReleaseLine, 'line' | 'versionWithPrefix' | 'isLts' | 'status'>[];
  /** Published checksums (the data's `shasums`), for the verify commands. */
  shasums: Shasums;
  /** The advisories of the release's line, listed on the line's newest release page of an end-of-life line. */
  vulnerabilities?: VulnerabilitySplit | undefined;
  /** The known vulnerabilities of this release on any system (release-core's audit). */
  audit: ReleaseAudit;
  /** Day of the advisories data the audit was made against (`YYYY-MM-DD`). */
  dataDate: string;
};

/**
 * What a line's details dialog on the about pages shows, for visitors without scripts (their
 * Details links lead here): the line's overview and every release, and for an end-of-life line
 * the advisories that affect it. Only on the line's newest release page, so the site grows
 * linearly with the releases.
 */
function LineDetails({
  release,
  notice,
  vulnerabilities,
}: {
  release: ReleaseLine;
  notice: StatusNoticeDecision | undefined;
  vulnerabilities?: VulnerabilitySplit | undefined;
}) {
  const i18n = useI18n();
  const { t, rich, path } = i18n;
  const labels = aboutLabels(i18n);
  return (
    <section aria-labelledby={`${LINE_DETAILS_ID}-heading`} id={LINE_DETAILS_ID} className="stack">
      <h2 id={`${LINE_DETAILS_ID}-heading`}>
        {release.codename
          ? rich('archive.lineHeadingCodename', { line: release.line, codename: release.codename })
          : rich('archive.lineHeading', { line: release.line })}
      </h2>
      <ReleaseDetails
        release={{ ...release, notice }}
        headingLevel={3}
        {...lineDetailsProps(i18n, labels)}
        labels={labels.releaseDialog}
        docsHref={(version) => apiDocsUrl(version)}
        changelogHref={(version) => changelogUrl(version)}
        archiveHref={(version) => path(archivePath(version))}
      />
      {vulnerabilities ? (
        <section aria-labelledby="line-vulnerabilities-heading">
          <h3 id="line-vulnerabilities-heading">{t('archive.knownVulnerabilities')}</h3>
          {vulnerabilities.known.length + vulnerabilities.unknown.length === 0 ? (
            <p>{t('archive.noVulnerabilities')}</p>
          ) : (
            // The page ships no script: the advisories' Markdown is parsed here, at build time.
            <VulnerabilitiesList {...formatAdvisories(vulnerabilities)} {...advisoryListProps(labels)} />
          )}
        </section>
      ) : null}
    </section>
  );
}

/** How many other releases of its line an archive page links to, at most: the nearest ones. */
export const NEARBY_RELEASES = 12;

/**
 * The other releases of a line nearest to one of them (`minors` newest first, as a line lists
 * them): up to `count`, half newer and half older where the line allows, in the line's order.
 * A page per release that listed the whole line would make the site grow with the square of a
 * line's length.
 */
export function nearbyReleases(minors: readonly LineRelease[], version: string, count: number = NEARBY_RELEASES): LineRelease[] {
  const others = minors.filter((other) => other.version !== version);
  const at = minors.findIndex((other) => other.version === version);
  const start = Math.max(0, Math.min(at - Math.floor(count / 2), others.length - count));
  return others.slice(start, start + count);
}

/** Every file of one release, with checksums, source, docs and changelog links. Ships no script. */
export function ArchivePage({ release, minor, artifacts, lines, shasums, vulnerabilities, audit, dataDate }: ArchivePageProps) {
  const { t, rich, path, date } = useI18n();
  const derived = artifacts.some((artifact) => artifact.derived);
  const unknown = filesUnknown(minor, { shasums });
  const newest = release.minorVersions[0]?.version === minor.version;
  // The newest release's page lists the whole line in its line section.
  const siblings = newest ? [] : nearbyReleases(release.minorVersions, minor.version);
  const lineSize = release.minorVersions.length;
  return (
    <article className="stack">
      <header>
        <h1>Node.js {minor.versionWithPrefix}</h1>
        <div className="page-meta">
          <span>
            <Message id="archive.released" values={{ date: date(minor.date) }} components={{ 0: <time dateTime={minor.date} /> }} />
          </span>
          <ReleaseStatusBadge status={release.status} alpha={isAlphaPhase(release)} />
          {release.codename ? <span>{rich('archive.codename', { codename: release.codename })}</span> : null}
          {minor.security ? <span>{t('archive.securityRelease')}</span> : null}
          <VulnerabilitySummary audit={audit} />
        </div>
        <VersionPicker
          releases={versionPickerOrder(lines)}
          value={release.versionWithPrefix}
          href={(line) => path(archivePath(line.versionWithPrefix))}
          label={t('archive.releaseLine')}
          itemLabel={(line) => versionLabel(t, line)}
        />
      </header>
      {isAlphaPhase(release) ? <AlphaNote release={release} /> : null}
      <ReleaseLinks version={minor.version} show={{ blog: true }} artifacts={artifacts} />
      <LineFeedLinks line={release.line} />
      <StableFolder release={release} minor={minor} />
      <section aria-labelledby="files-heading">
        <h2 id="files-heading">{t('archive.filesCount', { count: artifacts.length })}</h2>
        {unknown ? <UnknownFiles version={minor.version} /> : null}
        {derived ? (
          <p className="lead">{t('archive.derivedNote')}</p>
        ) : null}
        {unknown ? null : <ArtifactTable artifacts={artifacts} caption={rich('archive.filesCaption', { version: minor.versionWithPrefix })} />}
      </section>
      <VerifyDownloads minor={minor} artifacts={artifacts} shasums={shasums} />
      <ReleaseVulnerabilities audit={audit} dataDate={dataDate} />
      {siblings.length > 0 ? (
        <section aria-labelledby="line-heading">
          <h2 id="line-heading">{rich('archive.otherReleases', { line: release.line })}</h2>
          {siblings.length < lineSize - 1 ? (
            <p>
              <Message
                id="archive.nearest"
                values={{ shown: siblings.length, total: lineSize }}
                // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
                components={{ 0: <a href={path(PREVIOUS_RELEASES_PATH)} /> }}
              />
            </p>
          ) : null}
          <ul className="link-list">
            {siblings.map((other) => (
              <li key={other.version}>
                <a href={path(archivePath(other.version))}>{other.versionWithPrefix}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {newest ? <LineDetails release={release} notice={statusNotice(release, lines)} vulnerabilities={vulnerabilities} /> : null}
      <p>
        <a href={path(blogPath(minor.version))}>{rich('archive.releaseNotesOf', { version: minor.versionWithPrefix })}</a>
      </p>
    </article>
  );
}
