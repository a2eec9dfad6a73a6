/**
 * Writes `src/i18n/message-ids.ts`: the id of every English message with the placeholders it
 * needs, as a type, so the type checker refuses a missing or misspelled id and a wrong or missing
 * placeholder at every `t(…)`, `rich(…)` and `<Message>`. The file is committed; the build and a
 * test fail when it no longer matches the English catalogue (`pnpm --filter @node-downloads/site
 * run messages:types` writes it again).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Catalogue, CatalogueError, messagePlaceholders } from '../../src/i18n/catalogue';
import { DEFAULT_LOCALE } from '../../src/i18n/locales';
import { readCatalogues } from './read-catalogues';
import { SITE_ROOT } from '../lib/out-dir';

/** Where the type lives, from the site's folder. */
export const MESSAGE_TYPES_FILE = 'src/i18n/message-ids.ts';

/** The source of `message-ids.ts` for an English catalogue. */
export function messageTypesSource(english: Catalogue): string {
  const entries = Object.keys(english)
    .sort()
    .map((id) => {
      let placeholders: string[];
      try {
        placeholders = messagePlaceholders(english[id] ?? '');
      } catch (error) {
        throw new CatalogueError([{ locale: DEFAULT_LOCALE, id, problem: (error as Error).message }]);
      }
      const values = placeholders.length === 0 ? 'never' : `{ ${placeholders.map((name) => `${JSON.stringify(name)}: unknown`).join('; ')} }`;
      return `  ${JSON.stringify(id)}: ${values};`;
    });
  return [
    '// Written by scripts/messages/write-message-types.ts from locales/en/*.json: do not edit (run `pnpm --filter @node-downloads/site run messages:types`).',
    '',
    '/** Every message id of the English catalogue with the values its placeholders need (`never`: none). */',
    'export type MessageValues = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** The committed file's text and the text the English catalogue gives now. */
export function messageTypesState(root: string = SITE_ROOT): { committed: string | undefined; expected: string } {
  const english = readCatalogues(path.join(root, 'locales'), [DEFAULT_LOCALE])[DEFAULT_LOCALE] ?? {};
  const file = path.join(root, MESSAGE_TYPES_FILE);
  return { committed: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined, expected: messageTypesSource(english) };
}

/** Throws a {@link CatalogueError} when the committed type no longer matches the English catalogue. */
export function checkMessageTypes(root: string = SITE_ROOT): void {
  const { committed, expected } = messageTypesState(root);
  if (committed !== expected) {
    throw new CatalogueError([
      {
        locale: DEFAULT_LOCALE,
        id: '(all)',
        problem: `${MESSAGE_TYPES_FILE} does not match locales/en: run \`pnpm --filter @node-downloads/site run messages:types\` and commit it`,
      },
    ]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { expected } = messageTypesState();
  fs.writeFileSync(path.join(SITE_ROOT, MESSAGE_TYPES_FILE), expected);
  console.log(`Wrote ${MESSAGE_TYPES_FILE} (${expected.split('\n').filter((line) => line.startsWith('  "')).length} message ids)`);
}
