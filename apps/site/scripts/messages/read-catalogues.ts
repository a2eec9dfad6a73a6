/**
 * Reads the message catalogues from `locales/{locale}/{namespace}.json` (each file a flat object of
 * message keys to ICU messages; a message's id is `namespace.key`), checks them with
 * `checkCatalogues` and compiles every locale. The ids the code may use are a type
 * (`src/i18n/message-ids.ts`, written by `write-message-types.ts`). A file that cannot be read
 * or is not such an object is a `CatalogueError` naming the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Catalogue, CatalogueError, type CompiledCatalogue, checkCatalogues, compileCatalogue } from '../../src/i18n/catalogue';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales';
import { SITE_ROOT } from '../lib/out-dir';

export const LOCALES_DIR = path.join(SITE_ROOT, 'locales');

/** Reads the catalogues of the given locales (all by default) from `dir`. */
export function readCatalogues(dir: string = LOCALES_DIR, locales: readonly Locale[] = LOCALES): Partial<Record<Locale, Catalogue>> {
  const catalogues: Partial<Record<Locale, Catalogue>> = {};
  for (const locale of locales) {
    const folder = path.join(dir, locale);
    let files: string[];
    try {
      files = fs.readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
    } catch {
      throw new CatalogueError([{ locale, id: '(all)', problem: `the folder ${path.relative(SITE_ROOT, folder)} cannot be read` }]);
    }
    const catalogue: Record<string, string> = {};
    for (const file of files) {
      const namespace = file.slice(0, -'.json'.length);
      const where = path.relative(SITE_ROOT, path.join(folder, file));
      let content: unknown;
      try {
        content = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
      } catch (error) {
        throw new CatalogueError([{ locale, id: `${namespace}.*`, problem: `${where} is not valid JSON (${(error as Error).message})` }]);
      }
      if (typeof content !== 'object' || content === null || Array.isArray(content)) {
        throw new CatalogueError([{ locale, id: `${namespace}.*`, problem: `${where} must be an object of message keys to messages` }]);
      }
      for (const [key, message] of Object.entries(content)) {
        if (typeof message !== 'string') {
          throw new CatalogueError([{ locale, id: `${namespace}.${key}`, problem: `${where}: the message must be a string` }]);
        }
        catalogue[`${namespace}.${key}`] = message;
      }
    }
    catalogues[locale] = catalogue;
  }
  return catalogues;
}

/**
 * Reads, checks and compiles the catalogues of the given locales (all by default); throws
 * `CatalogueError` on any problem.
 */
export function loadMessages(locales: readonly Locale[] = LOCALES, dir: string = LOCALES_DIR): Record<Locale, CompiledCatalogue> {
  const catalogues = readCatalogues(dir, [...new Set([DEFAULT_LOCALE, ...locales])]);
  checkCatalogues(catalogues, locales);
  const compiled: Partial<Record<Locale, CompiledCatalogue>> = {};
  for (const locale of locales) {
    compiled[locale] = compileCatalogue(catalogues[locale] ?? {});
  }
  return compiled as Record<Locale, CompiledCatalogue>;
}
