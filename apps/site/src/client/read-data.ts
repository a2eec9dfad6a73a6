import type { I18n } from '@lingui/core';
import { APP_ROOT_ID, PAGE_DATA_ID, PAGE_MESSAGES_ID } from '../render/document-ids';
import type { PageMessages } from '../render/document';
import { createI18n } from '../i18n/i18n';

function readJson<Data>(id: string): Data {
  const block = document.getElementById(id);
  if (!block?.textContent) {
    throw new Error(`This page has no #${id} data block.`);
  }
  return JSON.parse(block.textContent) as Data;
}

/** The messages the page's script renders, in the page's locale, as the pre-render step wrote them. */
export function readMessages(): I18n {
  const { locale, messages } = readJson<PageMessages>(PAGE_MESSAGES_ID);
  return createI18n(locale, messages);
}

/** The page's hydration root, data and messages, as written by the pre-render step. */
export function readPage<Data>(): { root: HTMLElement; data: Data; i18n: I18n } {
  const root = document.getElementById(APP_ROOT_ID);
  if (!root) {
    throw new Error(`This page has no #${APP_ROOT_ID} element to hydrate.`);
  }
  return { root, data: readJson<Data>(PAGE_DATA_ID), i18n: readMessages() };
}
