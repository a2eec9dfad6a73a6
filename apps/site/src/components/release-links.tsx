import { type Artifact, apiDocsUrl, changelogUrl } from '@node-downloads/release-core';
import { useI18n } from '../i18n/react';
import { archivePath, blogPath } from '../links';

export type ReleaseLinksProps = {
  version: string;
  /** Which of the site's own pages to link (the page itself is left out). */
  show: { archive?: boolean; blog?: boolean };
  /** The release's files; its checksums list and source tarball get their own links. */
  artifacts?: readonly Artifact[];
};

/**
 * Links every page of a release offers: changelog, API docs, release notes, all files, checksums.
 * The download page's script renders them too, so their messages have a namespace of their own
 * that the script carries.
 */
export function ReleaseLinks({ version, show, artifacts = [] }: ReleaseLinksProps) {
  const { t, rich, path } = useI18n();
  const checksums =
    artifacts.find((artifact) => artifact.kind === 'checksums' && artifact.fileName.endsWith('.asc')) ??
    artifacts.find((artifact) => artifact.kind === 'checksums');
  const source = artifacts.find((artifact) => artifact.kind === 'source' && artifact.fileName.endsWith('.tar.gz'));
  return (
    <ul className="link-list" data-slot="release-links">
      <li>
        <a href={changelogUrl(version)}>{rich('releaseLinks.changelogOf', { version: `v${version.replace(/^v/, '')}` })}</a>
      </li>
      <li>
        <a href={apiDocsUrl(version)}>{t('releaseLinks.apiDocs')}</a>
      </li>
      {show.blog ? (
        <li>
          <a href={path(blogPath(version))}>{t('releaseLinks.releaseNotes')}</a>
        </li>
      ) : null}
      {show.archive ? (
        <li>
          <a href={path(archivePath(version))}>{t('releaseLinks.allFiles')}</a>
        </li>
      ) : null}
      {checksums ? (
        <li>
          <a href={checksums.url}>{rich('releaseLinks.checksumsLink', { file: checksums.fileName })}</a>
        </li>
      ) : null}
      {source ? (
        <li>
          <a href={source.url}>{rich('releaseLinks.sourceLink', { file: source.fileName })}</a>
        </li>
      ) : null}
    </ul>
  );
}
