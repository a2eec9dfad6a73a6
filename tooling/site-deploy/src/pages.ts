/**
 * The pages a smoke check requests: one of each kind of the site's route table
 * (`apps/site/src/render/routes.ts`) in every locale, built from the committed data snapshot on
 * the day the served build computed its statuses.
 */
import { readDataDir, DEFAULT_DATA_DIR } from '../../../apps/site/scripts/data/read-snapshot';
import { isLocale, LOCALES, type Locale, localizePath } from '../../../apps/site/src/i18n/locales';
import { listPages, type Page } from '../../../apps/site/src/render/routes';
import { loadSite } from '../../../apps/site/src/site-data';

/** A page to check: its kind (a route table kind, download pages told apart by what they offer), locale and path. */
export type SamplePage = { kind: string; locale: Locale; path: string };

function kindOf(page: Page): string {
  if (page.kind === 'download') {
    return page.current ? 'download (current)' : page.version ? 'download (one line)' : 'download';
  }
  return page.kind;
}

/** The first page of each kind in each of `locales`, the 404 page left out (it is checked by status). */
export function samplePages(now: Date, locales: readonly Locale[] = LOCALES): SamplePage[] {
  const site = loadSite({ now, data: readDataDir(DEFAULT_DATA_DIR) });
  const seen = new Set<string>();
  const samples: SamplePage[] = [];
  for (const page of listPages(site, locales)) {
    const kind = kindOf(page);
    const key = `${page.locale} ${kind}`;
    if (page.kind === 'not-found' || seen.has(key)) {
      continue;
    }
    seen.add(key);
    samples.push({ kind, locale: page.locale, path: page.path });
  }
  return samples;
}

/** An address no build has, in each locale: each must answer 404 with that locale's 404 page. */
export function missingPages(locales: readonly Locale[] = LOCALES): { locale: Locale; path: string }[] {
  return locales.map((locale) => ({ locale, path: localizePath(locale, '/no-such-page-smoke-check') }));
}

export { isLocale };
