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

  it('previous releases follow the page’s locale: messages, dates, status names and links', () => {
    const html = inFrench(<PreviousReleasesPage releases={testSite.releases} />);
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
    const html = inFrench(<EolPage lines={lines.map((line, index) => (index === lines.length - 1 ? { ...line, known: [], unknown: [], counts: [] } : line))} />);
    expect(html).toContain('<h1>«End-of-life versions»</h1>');
    expect(html).toContain('<th scope="col">«End of life»</th>');
    expect(html).toMatch(/<span data-slot="severity-chip" data-severity="high">«\d+ high»<\/span>/);
    expect(html).toContain('<span data-slot="no-vulnerabilities">«None recorded»</span>');
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [a-zéû]+\.? \d{4}<\/time>/);
    expect(html).toMatch(/href="\/fr\/download\/archive\/v20\.\d+\.\d+#line-details"/);
  });
});
