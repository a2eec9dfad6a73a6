import type { I18n } from '@lingui/core';
import { APP_ROOT_ID, PAGE_DATA_ID, PAGE_MESSAGES_ID } from '../render/document-ids';
import type { PageMessages } from '../render/document';
import { Days } from '../i18n/days';
import { createI18n } from '../i18n/i18n';
import { localeInfo } from '../i18n/locales';

function readJson<Data>(id: string): Data {
  const block = document.getElementById(id);
  if (!block?.textContent) {
    throw new Error(`This page has no #${id} data block.`);
  }
  return JSON.parse(block.textContent) as Data;
}

/**
 * The messages the page's script renders, in the page's locale, and the days its markup shows, as
 * the pre-render step wrote them.
 */
export function readMessages(): { i18n: I18n; days: Days } {
  const { locale, messages, days } = readJson<PageMessages>(PAGE_MESSAGES_ID);
  return { i18n: createI18n(locale, messages), days: new Days(localeInfo(locale).tag, days) };
}

/** The page's hydration root, data, messages and days, as written by the pre-render step. */
export function readPage<Data>(): { root: HTMLElement; data: Data; i18n: I18n; days: Days } {
  const root = document.getElementById(APP_ROOT_ID);
  if (!root) {
    throw new Error(`This page has no #${APP_ROOT_ID} element to hydrate.`);
  }
  return { root, data: readJson<Data>(PAGE_DATA_ID), ...readMessages() };
}
