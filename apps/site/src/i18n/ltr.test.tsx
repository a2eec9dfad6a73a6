import { Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderTestPage, testMessages } from '../../test/site-pages';
import { createI18n } from './i18n';
import { isLtrPlaceholder, joinLatinWords, withLtrIsolated } from './ltr';
import { I18nProvider, pageI18n } from './react';
import { Message } from './message';

const ltr = (value: string) => `<bdi dir="ltr">${value}</bdi>`;
const ltrName = (value: string) => `<span dir="ltr" data-slot="ltr-name">${value}</span>`;

/** The text of every link of the page whose address is `href`. */
function linkTexts(html: string, href: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g)].filter(([, to]) => to === href).map(([, , text = '']) => text);
}

describe('left-to-right values in messages', () => {
  it('are told by their placeholder: file names, versions, lines, formats, architectures; not counts, dates or prose', () => {
    for (const name of ['file', 'version', 'line', 'codename', 'format', 'arch', 'platform', 'url', 'sha256', 'system']) {
      expect(isLtrPlaceholder(name), name).toBe(true);
    }
    for (const name of ['count', 'total', 'date', 'reason', 'client', 'status', 'what']) {
      expect(isLtrPlaceholder(name), name).toBe(false);
    }
    const values = withLtrIsolated({ file: 'node-v24.11.1-x64.msi', count: 2, reason: 'نص' }) ?? {};
    expect(renderToStaticMarkup(values.file as ReactElement)).toBe(ltr('node-v24.11.1-x64.msi'));
    expect(values.count).toBe(2);
    expect(values.reason).toBe('نص');
  });

  it('are isolated in Arabic page content, and left as plain text where a string is needed (attributes)', () => {
    const i18n = createI18n('ar', testMessages.ar);
    const { t, rich } = pageI18n(i18n);
    const file = 'node-v22.11.0.tar.gz';
    expect(renderToStaticMarkup(<I18nProvider i18n={i18n}>{rich('releaseLinks.sourceLink', { file })}</I18nProvider>)).toBe(
      `الشيفرة المصدرية (${ltr(file)})`,
    );
    expect(t('releaseLinks.sourceLink', { file })).toBe(`الشيفرة المصدرية (${file})`);
    const tagged = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Message id="archive.stableHoldsOther" values={{ version: 'v22.23.2' }} components={{ 0: <a href="/ar/download/archive/v22.23.2">…</a> }} />
      </I18nProvider>,
    );
    expect(tagged).toContain(`<a href="/ar/download/archive/v22.23.2">${ltr('v22.23.2')}</a>`);
  });
});

describe('Arabic pages', () => {
  it('archive page: the checksum and source links end with the file name isolated, and each file is described with its system, format and architecture isolated', () => {
    const html = renderTestPage('/ar/download/archive/v22.11.0');
    expect(linkTexts(html, 'https://nodejs.org/dist/v22.11.0/node-v22.11.0.tar.gz')).toContain(`الشيفرة المصدرية (${ltr('node-v22.11.0.tar.gz')})`);
    expect(linkTexts(html, 'https://nodejs.org/dist/v22.11.0/SHASUMS256.txt.asc')).toContain(`المجاميع الاختبارية (${ltr('SHASUMS256.txt.asc')})`);
    expect(linkTexts(html, 'https://github.com/nodejs/node/releases/tag/v22.11.0')).toEqual([`سجل تغييرات ${ltr('v22.11.0')}`]);
    expect(html).toContain(`<td>مُثبِّت ${ltr('Windows')} (${ltr('.msi')})، ${ltr('x64')}</td>`);
  });

  it('download page: the heading, the version links and the no-JavaScript list isolate versions, systems and formats', () => {
    const html = renderTestPage('/ar/download');
    // "Node.js" and the version are one left-to-right name.
    expect(html).toMatch(new RegExp(`<h1 data-slot="download-heading">تنزيل ${ltrName('Node\\.js v\\d+\\.\\d+\\.\\d+')}</h1>`));
    expect(html).toMatch(new RegExp(`>مُثبِّت ${ltr('Windows')} \\(${ltr('\\.msi')}\\)، ${ltr('x64')}</a>`));
  });

  it('release page: the heading isolates the version, with the product name before it, and the codename', () => {
    expect(renderTestPage('/ar/blog/release/v22.11.0')).toContain(`<h1>${ltrName('Node.js v22.11.0')} (LTS «${ltr('Jod')}»)</h1>`);
  });
});

describe('Latin words beside a left-to-right value, in a right-to-left message', () => {
  const arabic = pageI18n(createI18n('ar', testMessages.ar));
  // The parts of a message, each keyed by its place, as `rich` renders them.
  const render = (node: ReactNode) =>
    renderToStaticMarkup(Array.isArray(node) ? node.map((part, index) => <Fragment key={String(index)}>{part}</Fragment>) : node);

  it('are drawn with it as one name: a product name before a version, an option around a value', () => {
    expect(render(arabic.rich('download.heading.choosing', { version: 'v26.13.0' }))).toBe(`تنزيل ${ltrName('Node.js v26.13.0')}`);
    expect(render(arabic.rich('about.vulnerabilities.titleWithCodename', { version: 'v18', codename: 'Hydrogen' }))).toBe(
      `ثغرات ${ltrName('Node.js v18')} («${ltr('Hydrogen')}»)`,
    );
    expect(render(joinLatinWords(['استخدم gpg --keyserver ', <bdi key="keyserver" dir="ltr">hkps://keys.example</bdi>, ' --recv-keys، ثم']))).toBe(
      `استخدم ${ltrName('gpg --keyserver hkps://keys.example --recv-keys')}، ثم`,
    );
  });

  it('leave Arabic words, punctuation and other values where they are', () => {
    expect(render(arabic.rich('releaseLinks.changelogOf', { version: 'v22.11.0' }))).toBe(`سجل تغييرات ${ltr('v22.11.0')}`);
    expect(render(arabic.rich('releaseLinks.sourceLink', { file: 'node.tar.gz' }))).toBe(`الشيفرة المصدرية (${ltr('node.tar.gz')})`);
    expect(render(joinLatinWords(['عدد ', <strong key="client">Linux</strong>, ' Node.js']))).toBe('عدد <strong>Linux</strong> Node.js');
    expect(render(joinLatinWords(['(LTS «', <bdi key="codename" dir="ltr">Jod</bdi>, '»)']))).toBe(`(LTS «${ltr('Jod')}»)`);
  });

  it('are left alone in a left-to-right message', () => {
    const english = pageI18n(createI18n('en', testMessages.en));
    expect(render(english.rich('download.heading.choosing', { version: 'v26.13.0' }))).toBe(`Download Node.js ${ltr('v26.13.0')}`);
  });
});
