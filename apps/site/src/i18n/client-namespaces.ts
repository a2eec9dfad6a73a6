import type { ClientEntry } from '../build/assets';

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
