/**
 * A stand-in catalogue for a second locale while only English exists: each English message of the
 * given namespaces, marked «…», compiled. A test rendering with it proves that the text comes from
 * the catalogue of the page's locale (and that no id outside those namespaces is needed).
 */
import { readCatalogues } from '../scripts/messages/read-catalogues';
import { type Catalogue, type CompiledCatalogue, compileCatalogue } from '../src/i18n/catalogue';

/** The English catalogue as the build reads it. */
export function englishCatalogue(): Catalogue {
  return readCatalogues(undefined, ['en']).en ?? {};
}

export function markedCatalogue(namespaces: readonly string[]): CompiledCatalogue {
  const english = englishCatalogue();
  const marked: Catalogue = Object.fromEntries(
    Object.entries(english)
      .filter(([id]) => namespaces.includes(id.slice(0, id.indexOf('.'))))
      .map(([id, message]) => [id, `«${message}»`]),
  );
  return compileCatalogue(marked);
}
