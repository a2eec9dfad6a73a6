/**
 * What the archive pages' "Check a downloaded file" markup and its script share: the box's ids
 * and the sentences the script may say (`data-message` templates). Apart from the component so
 * the script imports no React.
 */

/** The sentences the script fills in, each from a template of the box. */
export const CHECK_FILE_MESSAGES = ['progress', 'match', 'otherRelease', 'none', 'noChecksums', 'readError', 'loadError'] as const;
export type CheckFileMessage = (typeof CHECK_FILE_MESSAGES)[number];

/** The box's ids, which its script finds it by. */
export const CHECK_FILE_IDS = { box: 'check-file', input: 'check-file-input' } as const;

/**
 * Where the build writes the compiled `checkFile` messages of a locale: the download page's
 * verify box loads them when it opens, so the page's inline messages do not carry them.
 */
export function checkFileMessagesPath(locale: string): string {
  return `/download/check-file/${locale}.json`;
}

/** The message namespace of "Check a downloaded file". */
export const CHECK_FILE_NAMESPACE = 'checkFile';
