/** Id of the element an interactive page hydrates, and of its JSON data block. */
export const APP_ROOT_ID = 'app';
export const PAGE_DATA_ID = 'page-data';
