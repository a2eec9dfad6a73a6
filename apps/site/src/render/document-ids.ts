/** Id of the element an interactive page hydrates, and of its JSON data block. */
export const APP_ROOT_ID = 'app';
export const PAGE_DATA_ID = 'page-data';
/** Id of the JSON block of the compiled messages a page's script renders. */
export const PAGE_MESSAGES_ID = 'page-messages';

/** Id of the page's `<main>`: the skip link's target. */
export const MAIN_ID = 'main';

/**
 * Id of the site footer, after the main content: the first paint waits for the parser to reach it
 * (browsers unblock `rel=expect` when the element is inserted).
 */
export const FOOTER_ID = 'site-footer';
