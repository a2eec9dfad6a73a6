import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statusNotice } from '@node-downloads/release-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { v20, v22, v24, v26, v27 } from './fixtures/releases';
import { ReleasesTable, type ReleasesTableProps } from './releases-table';

const links: Pick<ReleasesTableProps, 'docsHref' | 'changelogHref' | 'archiveHref' | 'eolHref' | 'currentHref'> = {
  docsHref: (version) => `https://nodejs.org/dist/${version}/docs/api/`,
  changelogHref: (version) => `https://github.com/nodejs/node/releases/tag/${version}`,
  archiveHref: (version) => `/download/archive/${version}`,
  eolHref: '/about/eol',
  currentHref: '/download/current',
};

// v22's notice as release-core decides it on a day when another line is Current (it links there).
const releases = [v27, v26, v24, v22, v20].map((line) => ({ ...line, notice: statusNotice(line, [...[v27, v26, v24, v22, v20], { line: 'v28', status: 'Current' as const }]) }));

function renderTable() {
  return render(<ReleasesTable releases={releases} {...links} />);
}

describe('ReleasesTable', () => {
  it('lists each line with codename or a dash, dates and status badge', async () => {
    renderTable();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const [pending, lithium, , , iron] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(pending).toHaveTextContent('v27');
    expect(within(pending).getAllByRole('cell')[1]).toHaveTextContent('—');
    expect(lithium).toHaveTextContent('Lithium');
    expect(lithium).toHaveTextContent('May 05, 2026');
    expect(lithium).toHaveTextContent('Oct 28, 2026');
    expect(lithium).toHaveTextContent('Active LTS');
    expect(iron).toHaveTextContent('End-of-life (EoL)');
    await expectNoAxeViolations();
  });

  it('links each row to the archive page of its line (SPEC §2: /download/archive/{versionWithPrefix})', () => {
    renderTable();
    const rows = screen.getAllByRole('row').slice(1);
    const lithium = rows[1] as HTMLElement;
    expect(within(lithium).getByRole('link', { name: 'v26' })).toHaveAttribute('href', `/download/archive/${v26.versionWithPrefix}`);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.getAttribute('href'))).toEqual(
      releases.map((release) => `/download/archive/${release.versionWithPrefix}`),
    );
  });

  it('opens the details of a line: title with codename, status notice, overview and minor releases', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Details v22' }));
    const dialog = screen.getByRole('dialog', { name: 'Node.js v22 (Jod)' });
    expect(within(dialog).getByRole('link', { name: 'See the Current release' })).toHaveAttribute('href', '/download/current');
    const overview = within(dialog).getByRole('region', { name: 'Overview' });
    expect(overview).toHaveTextContent(`Minor versions${v22.minorVersions.length}`);
    expect(overview).toHaveTextContent('Native API version127');
    expect(overview).toHaveTextContent('First releasedApr 24, 2024');
    const minorTable = within(dialog).getByRole('table');
    expect(within(minorTable).getAllByRole('row')).toHaveLength(v22.minorVersions.length + 1);
    expect(within(minorTable).getByRole('link', { name: 'Download archive v22.0.0' })).toHaveAttribute(
      'href',
      '/download/archive/v22.0.0',
    );
    expect(within(minorTable).getByRole('link', { name: 'Changelog v22.0.0' })).toHaveAttribute(
      'href',
      'https://github.com/nodejs/node/releases/tag/v22.0.0',
    );
    await expectNoAxeViolations(dialog);
  });

  it('warns about an end-of-life line and links to the end-of-life page', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Details v20' }));
    const dialog = screen.getByRole('dialog', { name: 'Node.js v20 (Iron)' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('no longer supported');
    expect(within(dialog).getByRole('link', { name: 'Read about end-of-life versions' })).toHaveAttribute('href', '/about/eol');
  });

  it('shows no status notice and no codename for a pending line', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Details v27' }));
    const dialog = screen.getByRole('dialog', { name: 'Node.js v27' });
    expect(within(dialog).queryByRole('note')).toBeNull();
  });

  it('keeps one dialog open at a time, closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderTable();
    const detailsV26 = screen.getByRole('button', { name: 'Details v26' });
    await user.click(detailsV26);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(detailsV26).toHaveAttribute('aria-expanded', 'true');
    // Focus is trapped inside the dialog.
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(detailsV26).toHaveFocus();
    expect(detailsV26).toHaveAttribute('aria-expanded', 'false');
  });

  it('clears the selection when the close button is used, and opens another line after', async () => {
    const user = userEvent.setup();
    renderTable();
    const detailsV24 = screen.getByRole('button', { name: 'Details v24' });
    await user.click(detailsV24);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(detailsV24).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Details v20' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Node.js v20 (Iron)');
  });
});
