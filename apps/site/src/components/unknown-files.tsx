import { releaseFolderUrl } from '@node-downloads/release-core';
import { Message } from '../i18n/message';

/**
 * Said where the release data has no file list for a release (release-core's `filesUnknown`: the
 * v27 alphas): its files are not known here, not missing, so the release's folder on the
 * distribution server is linked instead of an empty list.
 */
export function UnknownFiles({ version }: { version: string }) {
  const versionWithPrefix = `v${version.replace(/^v/, '')}`;
  return (
    <p className="lead" data-slot="files-unknown">
      <Message
        id="releaseLinks.filesUnknown"
        values={{ version: versionWithPrefix }}
        // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
        components={{ 0: <a href={releaseFolderUrl(version)} /> }}
      />
    </p>
  );
}
