import { latestFolder, type MinorRelease, type Release } from '@node-downloads/release-core';
import { archivePath } from '../links';

export type StableFolderProps = { release: Release; minor: MinorRelease };

/**
 * The line's stable `latest-v{major}.x` folder on the distribution server, beside a release's
 * versioned links, and whether that folder holds this release. Nothing for lines without one.
 */
export function StableFolder({ release, minor }: StableFolderProps) {
  const folder = latestFolder(release);
  if (!folder) {
    return null;
  }
  const isNewest = folder.versionWithPrefix === minor.versionWithPrefix;
  return (
    <section aria-labelledby="stable-folder-heading" data-slot="stable-folder">
      <h2 id="stable-folder-heading">Stable link of {release.line}</h2>
      <p>
        <a href={folder.url}>{folder.name}</a> always holds the newest release of {release.line}, under the same
        versioned file names.{' '}
        {isNewest ? (
          <strong>This is that release: the {folder.name} names point at it.</strong>
        ) : (
          <>
            It holds <a href={archivePath(folder.versionWithPrefix)}>{folder.versionWithPrefix}</a> (the newest
            release in this site&apos;s data), not this release.
          </>
        )}
      </p>
    </section>
  );
}
