import type { ReleaseStatus, Severity } from '@node-downloads/release-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './badge';
import { EolTable } from './eol-table';
import { eolLines } from './fixtures/eol';
import { cveHref, releaseLinks } from './fixtures/links';
import { v20, v22 } from './fixtures/releases';
import { ReleasesTable } from './releases-table';
import { SeverityChip } from './severity';

/** Stand-in translations: what a site passes for another language. */
const statusNames: Record<ReleaseStatus, string> = {
  Current: 'Actuelle',
  'Active LTS': 'LTS active',
  'Maintenance LTS': 'LTS de maintenance',
  'End-of-life': 'Fin de vie',
  Pending: 'À venir',
};
const severityNames: Record<Severity, string> = { critical: 'critique', high: 'élevée', medium: 'moyenne', low: 'faible', unknown: 'inconnue' };
const severityLabels = {
  name: (severity: Severity) => severityNames[severity],
  count: (severity: Severity, count: number) => `${severityNames[severity]} : ${count}`,
};

describe('translated labels of status badges and severity chips', () => {
  it('StatusBadge shows the given name, with the End-of-life suffix', () => {
    render(
      <p>
        <StatusBadge status="Active LTS" label="LTS active" />
        <StatusBadge status="End-of-life" label="Fin de vie" eolSuffix="(FdV)" />
      </p>,
    );
    expect(screen.getByText('LTS active')).toHaveAttribute('data-status', 'active');
    expect(screen.getByText('Fin de vie (FdV)')).toHaveAttribute('data-kind', 'warning');
  });

  it('SeverityChip names the severity and its count through its labels', () => {
    render(
      <p>
        <SeverityChip severity="high" labels={severityLabels} />
        <SeverityChip severity="low" count={3} labels={severityLabels} />
        <SeverityChip severity="medium" count={2} />
      </p>,
    );
    expect(screen.getByText('élevée')).toHaveAttribute('data-severity', 'high');
    expect(screen.getByText('faible : 3')).toHaveAttribute('data-severity', 'low');
    expect(screen.getByText('2 medium')).toBeInTheDocument();
  });

  it('ReleasesTable passes the status names to its rows and its dialog, and the release count to the overview', async () => {
    render(
      <ReleasesTable
        releases={[v22, v20]}
        {...releaseLinks}
        statusLabels={{ name: (status) => statusNames[status], eolSuffix: '(FdV)' }}
        dialogLabels={{ minorCount: (count) => `${count} versions` }}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('LTS de maintenance')).toBeInTheDocument();
    expect(within(table).getByText('Fin de vie (FdV)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Details v22' }));
    const dialog = screen.getByRole('dialog', { name: 'Node.js v22 (Jod)' });
    expect(dialog.querySelector('[data-slot="badge"]')).toHaveTextContent('LTS de maintenance');
    expect(dialog.querySelector('[data-slot="overview"]')).toHaveTextContent(`${v22.minorVersions.length} versions`);
  });

  it('EolTable passes the severity labels to its chips and its dialog', async () => {
    const v20Line = eolLines[0]!;
    render(<EolTable lines={[v20Line]} cveHref={cveHref} severityLabels={severityLabels} />);
    const high = v20Line.counts.find((entry) => entry.severity === 'high')!;
    expect(screen.getByText(`élevée : ${high.count}`)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Details v20' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByText('élevée').length).toBe(high.count);
  });
});
