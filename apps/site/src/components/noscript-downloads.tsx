import { type Artifact, primaryArtifacts, systemFor } from '@node-downloads/release-core';
import { Notice } from '@node-downloads/ui';
import type { ReactNode } from 'react';
import { type PageI18n, useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { ARCHIVE_CURRENT_PATH, archivePath } from '../links';

/**
 * A file of the list in the page's language: "Windows installer (.msi), x64" (release-core's
 * English `label`, worded by the catalogue). Files of systems the catalogue no longer offers keep
 * that label.
 */
function fileLabel({ rich }: PageI18n, artifact: Artifact): ReactNode {
  const { os, kind, format, arch } = artifact;
  if (os === undefined || os === 'SUNOS') {
    return artifact.label;
  }
  const values = { kind, system: systemFor(os).name, format: `.${format}`, arch };
  return arch === undefined ? rich('downloadStatic.noscript.file', values) : rich('downloadStatic.noscript.fileArch', values);
}

/**
 * What the download page shows when JavaScript is off (server-rendered inside `<noscript>`): a
 * warning, the release's installers and archives as plain links, and the complete file list one
 * click away.
 */
export function NoScriptDownloads({ version, artifacts }: { version: string; artifacts: readonly Artifact[] }) {
  const i18n = useI18n();
  const { t, rich, path } = i18n;
  const downloads = primaryArtifacts(artifacts);
  return (
    <div className="stack" data-slot="noscript-downloads">
      <Notice
        kind="warning"
        title={t('downloadStatic.noscript.title')}
        link={{ href: path(ARCHIVE_CURRENT_PATH), label: t('downloadStatic.noscript.link') }}
      >
        {t('downloadStatic.noscript.text')}
      </Notice>
      <section aria-labelledby="noscript-heading">
        <h2 id="noscript-heading">{rich('downloadStatic.noscript.heading', { version })}</h2>
        <ul className="link-list">
          {downloads.map((artifact) => (
            <li key={artifact.fileName}>
              <a href={artifact.url}>{fileLabel(i18n, artifact)}</a>
            </li>
          ))}
        </ul>
        <p>
          {/* biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text */}
          <Message id="downloadStatic.noscript.everyFile" values={{ version }} components={{ 0: <a href={path(archivePath(version))} /> }} />
        </p>
      </section>
    </div>
  );
}
