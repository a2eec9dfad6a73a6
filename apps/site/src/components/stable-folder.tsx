import { latestFolder, type LineRelease, type ReleaseLine } from '@node-downloads/release-core';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { archivePath } from '../links';

export type StableFolderProps = { release: ReleaseLine; minor: LineRelease };

/**
 * The line's stable `latest-v{major}.x` folder on the distribution server, beside a release's
 * versioned links, and whether that folder holds this release. Nothing for lines without one.
 */
export function StableFolder({ release, minor }: StableFolderProps) {
  const { rich, path } = useI18n();
  const folder = latestFolder(release);
  if (!folder) {
    return null;
  }
  const isNewest = folder.versionWithPrefix === minor.versionWithPrefix;
  return (
    <section aria-labelledby="stable-folder-heading" data-slot="stable-folder">
      <h2 id="stable-folder-heading">{rich('archive.stableHeading', { line: release.line })}</h2>
      <p>
        <Message
          id="archive.stableHolds"
          values={{ folder: folder.name, line: release.line }}
          // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
          components={{ 0: <a href={folder.url} /> }}
        />{' '}
        {isNewest ? (
          <strong>{rich('archive.stableIsThis', { folder: folder.name })}</strong>
        ) : (
          <Message
            id="archive.stableHoldsOther"
            values={{ version: folder.versionWithPrefix }}
            // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
            components={{ 0: <a href={path(archivePath(folder.versionWithPrefix))} /> }}
          />
        )}
      </p>
    </section>
  );
}
