import { I18nProvider } from '../i18n/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markedCatalogue } from '../../test/marked-catalogue';
import { renderTestPage, testSite } from '../../test/site-pages';
import { CLIENT_NAMESPACES } from '../i18n/client-namespaces';
import { createI18n } from '../i18n/i18n';
import { EolPage, eolLines } from './eol-page';
import { PreviousReleasesPage } from './previous-releases-page';

/** The about pages in a stand-in French whose messages are the `about` and `common` ones only. */
function inFrench(node: ReactNode): string {
  return renderToStaticMarkup(<I18nProvider i18n={createI18n('fr', markedCatalogue(CLIENT_NAMESPACES.about))}>{node}</I18nProvider>);
}

describe('the about pages without scripts', () => {
  it('previous releases, in English: heading, table texts, dates and status names', () => {
    const html = renderTestPage('/about/previous-releases');
    expect(html).toContain('<h1>Previous releases</h1>');
    expect(html).toContain('<caption data-slot="table-caption">Release lines</caption>');
    expect(html).toContain('<th scope="col">First released</th>');
    expect(html).toContain('<time dateTime="2024-04-24">Apr 24, 2024</time>');
    expect(html).toMatch(/data-status="maintenance">Maintenance LTS</);
    expect(html).toMatch(/data-status="eol">End-of-life \(EoL\)</);
  });

  it('end-of-life versions, in English: heading, table texts and severity chips', () => {
    const html = renderTestPage('/about/eol');
    expect(html).toContain('<h1>End-of-life versions</h1>');
    expect(html).toContain('<th scope="col">Known vulnerabilities</th>');
    expect(html).toMatch(/<span data-slot="severity-chip" data-severity="high">\d+ high<\/span>/);
  });

  it('the end-of-life page and the schedule link the calendars of the lines not yet past their end (on 2026-11-22)', () => {
    for (const page of ['/about/eol', '/about/previous-releases']) {
      const html = renderTestPage(page);
      expect(html, page).toContain('<a href="/feed/lines.ics" type="text/calendar">Add the release schedule to your calendar</a>');
      const lines = [...html.matchAll(/<a href="\/feed\/(v[\d.]+)\.ics"/g)].map((match) => match[1]);
      expect(lines, page).toEqual(['v27', 'v26', 'v24', 'v22']);
    }
  });

  it('previous releases follow the page’s locale: messages, dates, status names and links', () => {
    const html = inFrench(<PreviousReleasesPage releases={testSite.releases} schedule={testSite.schedule} nowDay={testSite.nowDay} />);
    expect(html).toContain('<h1>«Previous releases»</h1>');
    expect(html).toContain('<caption data-slot="table-caption">«Release lines»</caption>');
    expect(html).toContain('<time dateTime="2024-04-24">24 avr. 2024</time>');
    expect(html).toMatch(/data-status="maintenance">«Maintenance LTS»</);
    expect(html).toMatch(/data-status="eol">«End-of-life» «\(EoL\)»</);
    expect(html).toMatch(/<a href="\/fr\/download\/archive\/v22\.\d+\.\d+#line-details" data-slot="details-button" data-line="v22" data-codename="Jod">«Details»/);
    expect(html).not.toMatch(/href="\/download\//);
  });

  it('end-of-life versions follow the page’s locale: messages, dates, severity chips and links', () => {
    const lines = eolLines(testSite.releases, testSite.vulnerabilities);
    // The oldest line as if it had no advisories recorded.
    const html = inFrench(
      <EolPage
        lines={lines.map((line, index) => (index === lines.length - 1 ? { ...line, known: [], unknown: [], counts: [] } : line))}
        calendarLines={['v26', 'v24']}
      />,
    );
    expect(html).toContain('<h1>«End-of-life versions»</h1>');
    expect(html).toContain('<th scope="col">«End of life»</th>');
    expect(html).toMatch(/<span data-slot="severity-chip" data-severity="high">«\d+ high»<\/span>/);
    expect(html).toContain('<span data-slot="no-vulnerabilities">«None recorded»</span>');
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [a-zéû]+\.? \d{4}<\/time>/);
    expect(html).toMatch(/href="\/fr\/download\/archive\/v20\.\d+\.\d+#line-details"/);
    // The calendars are data files, the same for every locale: no prefix.
    expect(html).toContain('<a href="/feed/lines.ics" type="text/calendar">«Add the release schedule to your calendar»</a>');
    expect(html).toContain('<a href="/feed/v24.ics" type="text/calendar">v24</a>');
  });
});

describe('severity counts on the end-of-life page', () => {
  /** Every severity chip of a built page, in order: its severity and its text. */
  const chips = (path: string) =>
    [...renderTestPage(path).matchAll(/<span data-slot="severity-chip" data-severity="(\w+)">([^<]*)<\/span>/g)].map(([, severity = '', text = '']) => ({
      severity,
      text,
    }));
  /** The chip texts of a localized page, by the English chip at the same place ("11 unknown"). */
  const byEnglish = (path: string) => {
    const english = chips('/about/eol');
    const localized = chips(path);
    expect(localized.map(({ severity }) => severity)).toEqual(english.map(({ severity }) => severity));
    return new Map(english.map(({ text }, index) => [text, localized[index]?.text]));
  };

  it('in Arabic, take the form of the count: one, two, a few (3–10) and many (11–99)', () => {
    const arabic = byEnglish('/ar/about/eol');
    expect(arabic.get('1 unknown')).toBe('ثغرة واحدة درجة خطورتها غير معروفة');
    expect(arabic.get('2 unknown')).toBe('ثغرتان درجة خطورتهما غير معروفة');
    expect(arabic.get('7 unknown')).toBe('7 ثغرات درجة خطورتها غير معروفة');
    expect(arabic.get('11 unknown')).toBe('11 ثغرة درجة خطورتها غير معروفة');
    expect(arabic.get('1 critical')).toBe('ثغرة حرجة واحدة');
    expect(arabic.get('2 critical')).toBe('ثغرتان حرجتان');
    expect(arabic.get('12 medium')).toBe('12 ثغرة متوسطة الخطورة');
  });

  it('in French, agree with the count: singular for 1, plural for 2 and 11', () => {
    const french = byEnglish('/fr/about/eol');
    expect(french.get('1 unknown')).toBe('1 inconnue');
    expect(french.get('2 unknown')).toBe('2 inconnues');
    expect(french.get('11 unknown')).toBe('11 inconnues');
    expect(french.get('1 critical')).toBe('1 critique');
    expect(french.get('2 critical')).toBe('2 critiques');
    expect(french.get('12 medium')).toBe('12 moyennes');
  });

  it('in German, count vulnerabilities; in Japanese, keep the counter word', () => {
    expect(byEnglish('/de/about/eol').get('1 high')).toBe('1 Sicherheitslücke mit hohem Schweregrad');
    expect(byEnglish('/de/about/eol').get('2 high')).toBe('2 Sicherheitslücken mit hohem Schweregrad');
    expect(byEnglish('/ja/about/eol').get('11 unknown')).toBe('不明 11 件');
  });
});
