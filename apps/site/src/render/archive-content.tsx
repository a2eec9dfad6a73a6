/** A release's archive page: its files, checksums, audit and, for an end-of-life line, its vulnerabilities. */
import { splitVulnerabilities } from '@node-downloads/release-core';
import { ArchivePage } from '../pages/archive-page';
import { artifactsOf, findRelease, type Renderer } from './rendered';

export const renderArchive: Renderer<'archive'> = (site, page, i18n) => {
  const { release, minor } = findRelease(site, page.version);
  return {
    title: i18n.t('meta.archiveTitle', { version: minor.versionWithPrefix }),
    description: i18n.t('meta.archiveDescription', { version: minor.versionWithPrefix }),
    line: release.line,
    main: (
      <ArchivePage
        release={release}
        minor={minor}
        artifacts={artifactsOf(site, minor)}
        lines={site.releases.map(({ line, versionWithPrefix, isLts, status }) => ({ line, versionWithPrefix, isLts, status }))}
        shasums={site.shasums}
        vulnerabilities={
          release.status === 'End-of-life' ? splitVulnerabilities(site.vulnerabilities.get(release.line) ?? []) : undefined
        }
        audit={site.audit(minor.version)}
        dataDate={site.snapshotDate}
      />
    ),
  };
};
