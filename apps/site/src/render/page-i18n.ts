/**
 * The i18n instances of the build, one per compiled catalogue, and the part of a catalogue a
 * page's script renders (its client namespaces), picked once per catalogue and entry.
 */
import type { I18n } from '@lingui/core';
import type { ClientEntry } from '../build/assets';
import { type CompiledCatalogue, pickNamespaces } from '../i18n/catalogue';
import { CLIENT_NAMESPACES } from '../i18n/client-namespaces';
import { createI18n } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';

const instances = new WeakMap<CompiledCatalogue, I18n>();
const clientMessages = new WeakMap<CompiledCatalogue, Map<string, CompiledCatalogue>>();

export function i18nFor(locale: Locale, messages: CompiledCatalogue): I18n {
  let i18n = instances.get(messages);
  if (!i18n) {
    i18n = createI18n(locale, messages);
    instances.set(messages, i18n);
  }
  return i18n;
}

/** The compiled messages a page's script renders, in its locale. */
export function messagesOfEntry(messages: CompiledCatalogue, entry: ClientEntry): CompiledCatalogue {
  let byEntry = clientMessages.get(messages);
  if (!byEntry) {
    byEntry = new Map();
    clientMessages.set(messages, byEntry);
  }
  let picked = byEntry.get(entry);
  if (!picked) {
    picked = pickNamespaces(messages, CLIENT_NAMESPACES[entry]);
    byEntry.set(entry, picked);
  }
  return picked;
}
