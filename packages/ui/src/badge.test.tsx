import type { ReleaseStatus } from '@node-downloads/release-core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { StatusBadge } from './badge';
import { StatusNotice } from './notice';

const statuses: ReleaseStatus[] = ['End-of-life', 'Maintenance LTS', 'Active LTS', 'Current', 'Pending'];

describe('StatusBadge', () => {
  it('shows each status with its kind, and (EoL) on End-of-life', async () => {
    render(
      <p>
        {statuses.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </p>,
    );
    expect(screen.getByText('End-of-life (EoL)')).toHaveAttribute('data-kind', 'warning');
    expect(screen.getByText('Maintenance LTS')).toHaveAttribute('data-kind', 'neutral');
    expect(screen.getByText('Active LTS')).toHaveAttribute('data-kind', 'info');
    expect(screen.getByText('Current')).toHaveAttribute('data-kind', 'default');
    expect(screen.getByText('Pending')).toHaveAttribute('data-kind', 'default');
    await expectNoAxeViolations();
  });

  it("shows a translated name and suffix in the status's colours", () => {
    render(<StatusBadge status="End-of-life" label="Fin de vie" eolSuffix="(FdV)" />);
    expect(screen.getByText('Fin de vie (FdV)')).toHaveAttribute('data-status', 'eol');
  });
});

describe('StatusNotice', () => {
  const links = { eolHref: '/about/eol', currentHref: '/download/current' };

  it('warns about End-of-life and links to the end-of-life page', () => {
    render(<StatusNotice status="End-of-life" {...links} />);
    expect(screen.getByRole('note')).toHaveAttribute('data-kind', 'warning');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/about/eol');
  });

  it('informs about LTS for both LTS statuses, linking to the Current download page', () => {
    const { rerender } = render(<StatusNotice status="Active LTS" {...links} />);
    expect(screen.getByRole('note')).toHaveAttribute('data-kind', 'info');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/download/current');
    rerender(<StatusNotice status="Maintenance LTS" {...links} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/download/current');
  });

  it('shows nothing for Current and Pending', () => {
    const { container, rerender } = render(<StatusNotice status="Current" {...links} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<StatusNotice status="Pending" {...links} />);
    expect(container).toBeEmptyDOMElement();
  });
});
