import { APP_ROOT_ID, PAGE_DATA_ID } from '../document-ids';

/** The page's hydration root and data, as written by the pre-render step. */
export function readPage<Data>(): { root: HTMLElement; data: Data } {
  const root = document.getElementById(APP_ROOT_ID);
  const block = document.getElementById(PAGE_DATA_ID);
  if (!root || !block?.textContent) {
    throw new Error('This page has no hydration data.');
  }
  return { root, data: JSON.parse(block.textContent) as Data };
}
