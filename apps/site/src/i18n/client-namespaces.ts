import type { ClientEntry } from '../build/assets';
import { CHECK_FILE_NAMESPACE } from '../verify-file/check-file-box';

/**
 * The message namespaces each page script renders. A page carries, in its inline data, only the
 * compiled messages of these namespaces, in its locale.
 */
export const CLIENT_NAMESPACES: Record<ClientEntry, readonly string[]> = {
  download: ['common', 'download', 'releaseLinks'],
  about: ['common', 'about'],
  // The archive pages' script fills in sentences the server rendered: it compiles none.
  archive: [],
};

/**
 * Namespaces a page script loads when it needs them rather than inline: "Check a downloaded file"
 * in the download page's verify box (`src/download/check-file-panel.tsx`), whose messages the build
 * writes to `/download/check-file/{locale}.json`.
 */
export const ON_DEMAND_NAMESPACES: Record<ClientEntry, readonly string[]> = {
  download: [CHECK_FILE_NAMESPACE],
  about: [],
  archive: [],
};
