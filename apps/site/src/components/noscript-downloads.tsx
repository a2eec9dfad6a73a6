import type { Artifact } from '@node-downloads/release-core';
import { Notice } from '@node-downloads/ui';
import { ARCHIVE_CURRENT_PATH, archivePath } from '../links';

/**
 * The installers and binary archives of a release for every system the download page offers, in
 * one preferred format each (.msi/.pkg installers; .zip on Windows, .tar.gz on macOS, .tar.xz on
 * Linux where published).
 */
export function primaryDownloads(artifacts: readonly Artifact[]): Artifact[] {
  const preference = ['msi', 'pkg', 'zip', 'tar.xz', 'tar.gz', 'exe'];
  const chosen = new Map<string, Artifact>();
  for (const artifact of artifacts) {
    if ((artifact.kind !== 'installer' && artifact.kind !== 'binary') || artifact.platform === undefined) {
      continue;
    }
    if (artifact.os === undefined || artifact.os === 'SUNOS') {
      continue;
    }
    const key = `${artifact.kind} ${artifact.os} ${artifact.arch}`;
    const previous = chosen.get(key);
    const rank = (candidate: Artifact) => {
      const index = preference.indexOf(candidate.format);
      return index === -1 ? preference.length : index;
    };
    if (!previous || rank(artifact) < rank(previous)) {
      chosen.set(key, artifact);
    }
  }
  return [...chosen.values()];
}

/**
 * What the download page shows when JavaScript is off (server-rendered inside `<noscript>`): a
 * warning, the release's installers and archives as plain links, and the complete file list one
 * click away.
 */
export function NoScriptDownloads({ version, artifacts }: { version: string; artifacts: readonly Artifact[] }) {
  const downloads = primaryDownloads(artifacts);
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
