import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { severityCounts } from '@node-downloads/release-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { EolTable, type EolLine } from './eol-table';
import { VulnerabilitiesDialog } from './vulnerabilities-dialog';
import { SEVERITY_ORDER, v7Vulnerabilities, v8Vulnerabilities, v20Vulnerabilities } from './fixtures/releases';

const rank = (severity: string) => SEVERITY_ORDER.indexOf(severity as (typeof SEVERITY_ORDER)[number]);
function line(version: string, codename: string | undefined, date: string, all: typeof v20Vulnerabilities): EolLine {
  // The site splits and sorts with release-core; the same split by hand here.
  const known = all.filter((entry) => entry.severity !== 'unknown').sort((a, b) => rank(a.severity) - rank(b.severity));
  const unknown = all.filter((entry) => entry.severity === 'unknown');
  return { version, codename, date, known, unknown, counts: severityCounts(all) };
}

const lines: EolLine[] = [
  line('v20', 'Iron', '2026-04-30', v20Vulnerabilities),
  line('v8', 'Carbon', '2019-12-31', v8Vulnerabilities),
  line('v7', undefined, '2017-06-30', v7Vulnerabilities),
  { version: 'v0.8', date: '2014-07-31', known: [], unknown: [], counts: [] },
];

const cveHref = (id: string) => `https://www.cve.org/CVERecord?id=${id}`;

describe('EolTable', () => {
  it('shows version with codename, date and severity chips in severity order', async () => {
    render(<EolTable lines={lines} cveHref={cveHref} />);
    const rows = screen.getAllByRole('row').slice(1);
    const carbon = rows[1] as HTMLElement;
    expect(carbon).toHaveTextContent('v8 Carbon');
    expect(carbon).toHaveTextContent('Dec 31, 2019');
    const chips = Array.from(carbon.querySelectorAll('[data-slot="severity-chip"]')).map((chip) => chip.textContent);
    expect(chips).toEqual(['1 critical', '11 high', '2 medium', '1 low', '1 unknown']);
    expect(rows[3]).toHaveTextContent('None recorded');
    await expectNoAxeViolations();
  });

  it('lists known advisories with CVE links and keeps the unknown ones folded when some are known', async () => {
    const user = userEvent.setup();
    render(<EolTable lines={lines} cveHref={cveHref} />);
    await user.click(screen.getByRole('button', { name: 'Details v7' }));
    const dialog = screen.getByRole('dialog', { name: 'Node.js v7 vulnerabilities' });
    expect(dialog).toHaveTextContent('7 known vulnerabilities affect this version.');
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('link', { name: 'CVE-2017-1000381' })).toHaveAttribute(
      'href',
      'https://www.cve.org/CVERecord?id=CVE-2017-1000381',
    );
    const unknownSection = dialog.querySelector('details') as HTMLDetailsElement;
    expect(unknownSection).toHaveTextContent('2 vulnerabilities of unknown severity');
    expect(unknownSection.open).toBe(false);
    await expectNoAxeViolations(dialog);
  });

  it('opens the unknown-severity section at first when every advisory is unknown', async () => {
    // Only the unknown-severity advisories of v7, as a dialog given no known ones would show them.
    const unknownOnly = v7Vulnerabilities.filter((entry) => entry.severity === 'unknown');
    render(
      <VulnerabilitiesDialog
        open
        onOpenChange={() => undefined}
        title="Advisories of unknown severity"
        known={[]}
        unknown={unknownOnly}
        cveHref={cveHref}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Advisories of unknown severity' });
    expect(within(dialog).queryByRole('table')).toBeNull();
    const section = dialog.querySelector('details') as HTMLDetailsElement;
    expect(section.open).toBe(true);
    expect(within(section).getByRole('link', { name: 'CVE-2016-9551' })).toBeVisible();
    await expectNoAxeViolations(dialog);
  });

  it('says what affects the line\'s last release after the line\'s count, when given', () => {
    const v20 = line('v20', 'Iron', '2026-04-30', v20Vulnerabilities);
    const dialog = (lastRelease?: { version: string; count: number }, labels?: { count: (count: number) => string; lastRelease: (version: string, count: number) => string; sentences: (first: string, second: string) => string }) => {
      const { unmount } = render(
        <VulnerabilitiesDialog open onOpenChange={() => undefined} title="v20" known={v20.known} unknown={v20.unknown} cveHref={cveHref} lastRelease={lastRelease} labels={labels} />,
      );
      const text = screen.getByRole('dialog', { name: 'v20' }).querySelector('[data-slot="dialog-count"]')?.textContent;
      unmount();
      return text;
    };
    const total = v20Vulnerabilities.length;
    expect(dialog({ version: 'v20.20.2', count: 0 })).toBe(`${total} known vulnerabilities affect this version. v20.20.2, the last, has none known.`);
    expect(dialog({ version: 'v20.20.2', count: 2 })).toBe(`${total} known vulnerabilities affect this version. v20.20.2, the last, is affected by 2 of them.`);
    expect(dialog()).toBe(`${total} known vulnerabilities affect this version.`);
    // Sentences that end in 。 are not spaced: the labels join them.
    const japanese = {
      count: (count: number) => `既知の脆弱性が ${count} 件あります。`,
      lastRelease: (version: string) => `最後のリリース ${version} に影響するものはありません。`,
      sentences: (first: string, second: string) => `${first}${second}`,
    };
    expect(dialog({ version: 'v20.20.2', count: 0 }, japanese)).toBe(`既知の脆弱性が ${total} 件あります。最後のリリース v20.20.2 に影響するものはありません。`);
  });

  it('says so when a line has no advisories', async () => {
    const user = userEvent.setup();
    render(<EolTable lines={lines} cveHref={cveHref} />);
    await user.click(screen.getByRole('button', { name: 'Details v0.8' }));
    const dialog = screen.getByRole('dialog', { name: 'Node.js v0.8 vulnerabilities' });
    expect(dialog).toHaveTextContent('No known vulnerabilities are recorded for this version.');
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(dialog.querySelector('details')).toBeNull();
  });

  it('keeps one dialog open at a time and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<EolTable lines={lines} cveHref={cveHref} />);
    const detailsV20 = screen.getByRole('button', { name: 'Details v20' });
    await user.click(detailsV20);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('60 known vulnerabilities');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(detailsV20).toHaveFocus();
  });
});
