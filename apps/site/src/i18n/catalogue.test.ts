import { describe, expect, it } from 'vitest';
import { type Catalogue, CatalogueError, checkCatalogues, compileCatalogue, pickNamespaces } from './catalogue';
import { createI18n, MissingMessageError } from './i18n';
import type { Locale } from './locales';

const english: Catalogue = {
  'page.title': 'Download Node.js {version}',
  'page.files': '{count, plural, one {# file} other {# files}}',
  'page.link': 'Read the <0>release notes</0> of {version}.',
  'other.plain': 'Close',
};

function problemsOf(catalogues: Partial<Record<Locale, Catalogue>>, locales: Locale[] = ['en', 'ja']): string[] {
  try {
    checkCatalogues(catalogues, locales);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as CatalogueError).problems.map(({ locale, id, problem }) => `${locale} ${id}: ${problem}`);
  }
  return [];
}

const japanese: Catalogue = {
  'page.title': 'Node.js {version} をダウンロード',
  'page.files': '{count, plural, other {# 個のファイル}}',
  'page.link': '{version} の<0>リリースノート</0>を読む。',
  'other.plain': '閉じる',
};

describe('checkCatalogues', () => {
  it('accepts catalogues with the same ids, placeholders and tags as English', () => {
    expect(problemsOf({ en: english, ja: japanese })).toEqual([]);
  });

  it('names the locale and id of a missing and an unknown message', () => {
    const { 'other.plain': _, ...missing } = japanese;
    expect(problemsOf({ en: english, ja: { ...missing, 'page.extra': 'x' } })).toEqual([
      'ja other.plain: missing: English has this id',
      'ja page.extra: unknown: English has no such id',
    ]);
  });

  it('fails a translation that drops or renames a placeholder', () => {
    expect(problemsOf({ en: english, ja: { ...japanese, 'page.title': 'Node.js をダウンロード' } })).toEqual([
      "ja page.title: placeholders none differ from English's {version}",
    ]);
    expect(problemsOf({ en: english, ja: { ...japanese, 'page.title': 'Node.js {versión}' } })).toEqual([
      "ja page.title: placeholders {versión} differ from English's {version}",
    ]);
  });

  it('fails a count a translation does not choose a plural form for, or counts with another value', () => {
    expect(problemsOf({ en: english, ja: { ...japanese, 'page.files': '{count} 個のファイル' } })).toEqual([
      "ja page.files: plurals none differ from English's {count, plural}",
    ]);
    expect(problemsOf({ en: english, ja: { ...japanese, 'page.files': '{n, plural, other {# 個のファイル}}' } })).toEqual([
      "ja page.files: placeholders {n} differ from English's {count}",
      "ja page.files: plurals {n, plural} differ from English's {count, plural}",
    ]);
    expect(problemsOf({ en: english, ja: { ...japanese, 'page.files': '# 個のファイル' } })).toEqual([
      'ja page.files: a "#" outside a plural would show as is: write the number as {count, plural, …} with # in its forms',
    ]);
  });

  it('fails a left-to-right value (a version, a file name) used to choose a form, as it reaches messages isolated in an element', () => {
    expect(problemsOf({ en: { ...english, 'page.title': '{version, select, v24 {Download Node.js 24} other {Download Node.js}}' }, ja: japanese })).toEqual([
      'en page.title: {version} is a left-to-right value, which is rendered isolated in an element, so it cannot be formatted or choose a form: use another name',
    ]);
  });

  it("fails a plural without every form of the locale's language, or with a form it does not have", () => {
    const arabic: Catalogue = {
      'page.title': 'تنزيل Node.js {version}',
      'page.files': '{count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}',
      'page.link': 'اقرأ <0>ملاحظات الإصدار</0> {version}.',
      'other.plain': 'إغلاق',
    };
    expect(problemsOf({ en: english, ar: arabic }, ['en', 'ar'])).toEqual([]);
    expect(problemsOf({ en: english, ar: { ...arabic, 'page.files': '{count, plural, one {ملف واحد} other {# ملف}}' } }, ['en', 'ar'])).toEqual([
      'ar page.files: plural {count} lacks the ar forms zero, two, few, many (ar has zero, one, two, few, many, other)',
    ]);
    expect(problemsOf({ en: english, ja: { ...japanese, 'page.files': '{count, plural, one {# 個} other {# 個のファイル}}' } })).toEqual([
      'ja page.files: plural {count}: one is not a form of ja (other)',
    ]);
    expect(problemsOf({ en: { ...english, 'page.files': '{count, plural, other {# files}}' }, ja: japanese })).toEqual([
      'en page.files: plural {count} lacks the en form one (en has one, other)',
    ]);
    // An exact count (=0) is allowed beside the forms.
    expect(problemsOf({ en: english, ja: { ...japanese, 'page.files': '{count, plural, =0 {ファイルなし} other {# 個のファイル}}' } })).toEqual([]);
  });

  it('fails a translation that breaks markup', () => {
    const broken = (message: string) => problemsOf({ en: english, ja: { ...japanese, 'page.link': message } });
    expect(broken('{version} の<0>リリースノート を読む。')).toEqual(['ja page.link: tag <0> is never closed']);
    expect(broken('{version} の<0>リリースノート</1>を読む。')).toEqual(['ja page.link: closing tag "</1>" does not match an open tag']);
    expect(broken('{version} の<b>リリースノート</b>')).toEqual(['ja page.link: markup "<b>" is not allowed: use numbered tags like <0>…</0>']);
    expect(broken('{version} のリリースノート')).toEqual(["ja page.link: tags none differ from English's <0>"]);
    expect(broken('{version} の <0>x</0> {ver')[0]).toMatch(/^ja page.link: not a valid ICU message/);
  });

  it('fails an empty message and a missing locale', () => {
    expect(problemsOf({ en: english, ja: { ...japanese, 'other.plain': ' ' } })).toEqual(['ja other.plain: the message is empty']);
    expect(problemsOf({ en: english })).toEqual(['ja (all): there is no catalogue for this locale']);
  });
});

describe('compiled messages', () => {
  it('format placeholders and plurals in the locale, and pick only the namespaces asked for', () => {
    const compiled = compileCatalogue(japanese);
    const i18n = createI18n('ja', compiled);
    expect(i18n._('page.title', { version: 'v24.11.1' })).toBe('Node.js v24.11.1 をダウンロード');
    const english18n = createI18n('en', compileCatalogue(english));
    expect(english18n._('page.files', { count: 1 })).toBe('1 file');
    expect(english18n._('page.files', { count: 1200 })).toBe('1,200 files');
    expect(Object.keys(pickNamespaces(compiled, ['page']))).toEqual(['page.title', 'page.files', 'page.link']);
  });

  it('throw on an id the loaded messages do not have, naming it', () => {
    const i18n = createI18n('ja', pickNamespaces(compileCatalogue(japanese), ['other']));
    expect(() => i18n._('page.title')).toThrow(MissingMessageError);
    expect(() => i18n._('page.title')).toThrow('No message "page.title" in the ja messages');
  });
});
