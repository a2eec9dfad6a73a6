/**
 * The message catalogues: one per locale, each a flat map from a message id (`namespace.key`) to
 * an ICU MessageFormat string. English is the source: every other locale must have exactly its
 * ids, the same placeholders (counted the same way: a number English chooses a plural form for is a
 * plural in every locale, with the plural forms that locale's language has) and the same markup
 * tags, or the build stops naming the locale and the id. Catalogues are checked and compiled once, at build time; the browser only ever gets
 * compiled messages (Lingui's runtime, without a parser).
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import { DEFAULT_LOCALE, LOCALES, type Locale, localeInfo } from './locales';
import { isLtrPlaceholder } from './ltr';

/** One locale's messages, by id. */
export type Catalogue = Readonly<Record<string, string>>;

/** Messages compiled for Lingui's runtime, by id. */
export type CompiledCatalogue = Record<string, ReturnType<typeof compileMessageOrThrow>>;

/** A problem with one message of one locale. */
export type CatalogueProblem = { locale: Locale; id: string; problem: string };

/** The catalogues are not usable: lists every problem, each naming its locale and message id. */
export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
  readonly problems: readonly CatalogueProblem[];
  constructor(problems: readonly CatalogueProblem[]) {
    const lines = problems.slice(0, 50).map(({ locale, id, problem }) => `  ${locale} ${id}: ${problem}`);
    const more = problems.length > 50 ? `\n  … and ${problems.length - 50} more` : '';
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the message catalogues:\n${lines.join('\n')}${more}`);
    this.problems = problems;
  }
}

/**
 * What a message needs from its caller and carries as markup; `plurals` holds, for each value a
 * plural (or ordinal) is chosen by, the forms the message gives (`one`, `few`, `=0`…).
 */
type Shape = { placeholders: Set<string>; tags: Set<string>; plurals: Map<string, { ordinal: boolean; forms: Set<string> }> };

const TAG = /<(\/?)([^<>\s/]*)\s*(\/?)>/g;

/** Placeholders and numbered tags (`<0>…</0>`, `<1/>`) of a message; throws a readable reason when it is malformed. */
function shapeOf(message: string): Shape {
  if (message.trim() === '') {
    throw new Error('the message is empty');
  }
  let tokens: Token[];
  try {
    tokens = parse(message);
  } catch (error) {
    throw new Error(`not a valid ICU message (${error instanceof Error ? error.message : String(error)})`);
  }
  const shape: Shape = { placeholders: new Set(), tags: new Set(), plurals: new Map() };
  collect(tokens, shape, false);
  return shape;
}

/** A value that is formatted or chooses a form must reach the message as it is, not isolated in an element. */
function chooses(arg: string): void {
  if (isLtrPlaceholder(arg)) {
    throw new Error(`{${arg}} is a left-to-right value, which is rendered isolated in an element, so it cannot be formatted or choose a form: use another name`);
  }
}

function collect(tokens: readonly Token[], shape: Shape, inPlural: boolean): void {
  const open: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'content': {
        for (const match of token.value.matchAll(TAG)) {
          const [text, closing, name = '', selfClosing] = match;
          if (!/^\d+$/.test(name)) {
            throw new Error(`markup "${text}" is not allowed: use numbered tags like <0>…</0>`);
          }
          if (closing) {
            if (open.pop() !== name) {
              throw new Error(`closing tag "${text}" does not match an open tag`);
            }
          } else {
            shape.tags.add(name);
            if (!selfClosing) {
              open.push(name);
            }
          }
        }
        if (/[<>]/.test(token.value.replace(TAG, ''))) {
          throw new Error('a "<" or ">" that is not part of a numbered tag');
        }
        if (!inPlural && token.value.includes('#')) {
          throw new Error('a "#" outside a plural would show as is: write the number as {count, plural, …} with # in its forms');
        }
        break;
      }
      case 'argument': {
        shape.placeholders.add(token.arg);
        break;
      }
      case 'function': {
        shape.placeholders.add(token.arg);
        chooses(token.arg);
        break;
      }
      case 'plural':
      case 'selectordinal': {
        shape.placeholders.add(token.arg);
        chooses(token.arg);
        const ordinal = token.type === 'selectordinal';
        const plural = shape.plurals.get(token.arg) ?? { ordinal, forms: new Set<string>() };
        shape.plurals.set(token.arg, plural);
        for (const selectCase of token.cases) {
          plural.forms.add(selectCase.key);
          collect(selectCase.tokens, shape, true);
        }
        break;
      }
      case 'select': {
        shape.placeholders.add(token.arg);
        chooses(token.arg);
        for (const selectCase of token.cases) {
          collect(selectCase.tokens, shape, inPlural);
        }
        break;
      }
      default:
        break;
    }
  }
  if (open.length > 0) {
    throw new Error(`tag <${open.at(-1)}> is never closed`);
  }
}

/**
 * The placeholders of a message, sorted (`{version}`, a plural's `{count}`, a select's value): what
 * its caller must give. Throws a readable reason when the message is malformed.
 * @example
 * messagePlaceholders('Download Node.js {version}') // → ['version']
 */
export function messagePlaceholders(message: string): string[] {
  return [...shapeOf(message).placeholders].sort();
}

/** The plural forms a locale's language distinguishes (`Intl.PluralRules`), cardinal or ordinal. */
function pluralForms(locale: Locale, ordinal: boolean): string[] {
  return new Intl.PluralRules(localeInfo(locale).tag, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories;
}

/** What is wrong with the plurals of a message in a locale: a form the language does not have, or one it needs and lacks. */
function pluralProblems(locale: Locale, shape: Shape): string[] {
  const problems: string[] = [];
  for (const [arg, { ordinal, forms }] of shape.plurals) {
    const known = pluralForms(locale, ordinal);
    const unknown = [...forms].filter((form) => !known.includes(form) && !/^=\d+$/.test(form));
    const lacking = known.filter((form) => !forms.has(form));
    if (unknown.length > 0) {
      problems.push(`plural {${arg}}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a form' : 'are not forms'} of ${locale} (${known.join(', ')})`);
    }
    if (lacking.length > 0) {
      problems.push(`plural {${arg}} lacks the ${locale} form${lacking.length === 1 ? '' : 's'} ${lacking.join(', ')} (${locale} has ${known.join(', ')})`);
    }
  }
  return problems;
}

function listOf(set: ReadonlySet<string>, wrap: (name: string) => string): string {
  return set.size === 0 ? 'none' : [...set].sort().map(wrap).join(', ');
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

/**
 * Checks every locale's catalogue against English: a missing, unknown or malformed message, or one
 * whose placeholders or tags differ from English's, is a problem. Throws {@link CatalogueError}
 * listing all of them. (That the code asks only for ids English has, with their placeholders, is
 * the type checker's job: see `message-ids.ts`.)
 */
export function checkCatalogues(catalogues: Readonly<Partial<Record<Locale, Catalogue>>>, locales: readonly Locale[] = LOCALES): void {
  const problems: CatalogueProblem[] = [];
  const english = catalogues[DEFAULT_LOCALE];
  if (!english) {
    throw new CatalogueError([{ locale: DEFAULT_LOCALE, id: '(all)', problem: 'there is no English catalogue' }]);
  }
  const englishShapes = new Map<string, Shape>();
  for (const [id, message] of Object.entries(english)) {
    try {
      const shape = shapeOf(message);
      englishShapes.set(id, shape);
      problems.push(...pluralProblems(DEFAULT_LOCALE, shape).map((problem) => ({ locale: DEFAULT_LOCALE, id, problem })));
    } catch (error) {
      problems.push({ locale: DEFAULT_LOCALE, id, problem: (error as Error).message });
    }
  }
  for (const locale of locales) {
    if (locale === DEFAULT_LOCALE) {
      continue;
    }
    const catalogue = catalogues[locale];
    if (!catalogue) {
      problems.push({ locale, id: '(all)', problem: 'there is no catalogue for this locale' });
      continue;
    }
    for (const id of Object.keys(english)) {
      if (!(id in catalogue)) {
        problems.push({ locale, id, problem: 'missing: English has this id' });
      }
    }
    for (const [id, message] of Object.entries(catalogue)) {
      const expected = englishShapes.get(id);
      if (!(id in english)) {
        problems.push({ locale, id, problem: 'unknown: English has no such id' });
        continue;
      }
      let shape: Shape;
      try {
        shape = shapeOf(message);
      } catch (error) {
        problems.push({ locale, id, problem: (error as Error).message });
        continue;
      }
      if (expected && !sameSet(shape.placeholders, expected.placeholders)) {
        problems.push({
          locale,
          id,
          problem: `placeholders ${listOf(shape.placeholders, (name) => `{${name}}`)} differ from English's ${listOf(expected.placeholders, (name) => `{${name}}`)}`,
        });
      }
      if (expected) {
        const plurals = new Set(shape.plurals.keys());
        const englishPlurals = new Set(expected.plurals.keys());
        if (!sameSet(plurals, englishPlurals)) {
          problems.push({
            locale,
            id,
            problem: `plurals ${listOf(plurals, (name) => `{${name}, plural}`)} differ from English's ${listOf(englishPlurals, (name) => `{${name}, plural}`)}`,
          });
        }
      }
      problems.push(...pluralProblems(locale, shape).map((problem) => ({ locale, id, problem })));
      if (expected && !sameSet(shape.tags, expected.tags)) {
        problems.push({
          locale,
          id,
          problem: `tags ${listOf(shape.tags, (name) => `<${name}>`)} differ from English's ${listOf(expected.tags, (name) => `<${name}>`)}`,
        });
      }
    }
  }
  if (problems.length > 0) {
    throw new CatalogueError(problems);
  }
}

/** Compiles a checked catalogue for Lingui's runtime. */
export function compileCatalogue(catalogue: Catalogue): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(catalogue)) {
    compiled[id] = compileMessageOrThrow(message);
  }
  return compiled;
}

/** The messages whose ids are in the given namespaces: what a page's script needs, and nothing more. */
export function pickNamespaces(compiled: CompiledCatalogue, namespaces: readonly string[]): CompiledCatalogue {
  const picked: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(compiled)) {
    if (namespaces.includes(id.slice(0, id.indexOf('.')))) {
      picked[id] = message;
    }
  }
  return picked;
}
