/**
 * The runtime side of the catalogues, shared by the pre-render step and the page scripts: a
 * Lingui instance for one locale, holding compiled messages only. Asking it for an id it does not
 * have throws, so a message missing from a page's script fails loudly instead of showing an id.
 */
import { type I18n, setupI18n } from '@lingui/core';
import type { CompiledCatalogue } from './catalogue';
import { type Locale, localeInfo } from './locales';

/** A message id was asked for that the loaded catalogue does not have. */
export class MissingMessageError extends Error {
  override readonly name = 'MissingMessageError';
  constructor(
    readonly locale: string,
    readonly id: string,
  ) {
    super(`No message "${id}" in the ${locale} messages loaded here`);
  }
}

export function createI18n(locale: Locale, messages: CompiledCatalogue): I18n {
  return setupI18n({
    locale,
    locales: [localeInfo(locale).tag],
    messages: { [locale]: messages },
    missing: (missingLocale, id) => {
      throw new MissingMessageError(missingLocale, id);
    },
  });
}
