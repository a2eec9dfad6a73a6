import { type Artifact, primaryArtifacts } from '@node-downloads/release-core';
import { Notice } from '@node-downloads/ui';
import { ARCHIVE_CURRENT_PATH, archivePath } from '../links';

/**
 * What the download page shows when JavaScript is off (server-rendered inside `<noscript>`): a
 * warning, the release's installers and archives as plain links, and the complete file list one
 * click away.
 */
export function NoScriptDownloads({ version, artifacts }: { version: string; artifacts: readonly Artifact[] }) {
  const downloads = primaryArtifacts(artifacts);
  return (
    <div className="stack" data-slot="noscript-downloads">
      <Notice kind="warning" title="JavaScript is off" link={{ href: ARCHIVE_CURRENT_PATH, label: 'See all files of the newest release' }}>
        The selectors and install commands of this page need JavaScript. Pick your file from the list below instead.
      </Notice>
      <section aria-labelledby="noscript-heading">
        <h2 id="noscript-heading">Downloads of Node.js {version}</h2>
        <ul className="link-list">
          {downloads.map((artifact) => (
            <li key={artifact.fileName}>
              <a href={artifact.url}>{artifact.label}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href={archivePath(version)}>Every file of {version}</a>, with checksums and source code.
        </p>
      </section>
    </div>
  );
}
