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

  it('shows a status it does not know as given, in the neutral kind', () => {
    render(<StatusBadge status={'Experimental' as ReleaseStatus} />);
    const badge = screen.getByText('Experimental');
    expect(badge).toHaveAttribute('data-kind', 'neutral');
    expect(badge).toHaveAttribute('data-status', 'unknown');
  });

  it("shows a translated name and suffix in the status's colours", () => {
    render(<StatusBadge status="End-of-life" label="Fin de vie" eolSuffix="(FdV)" />);
    expect(screen.getByText('Fin de vie (FdV)')).toHaveAttribute('data-status', 'eol');
  });
});

describe('StatusNotice renders the decision it is given', () => {
  const links = { eolHref: '/about/eol', currentHref: '/download/current' };

  it('an end-of-life decision: a warning linking to the end-of-life page', () => {
    render(<StatusNotice notice={{ kind: 'eol', status: 'End-of-life', link: 'eol' }} {...links} />);
    expect(screen.getByRole('note')).toHaveAttribute('data-kind', 'warning');
    expect(screen.getByRole('note')).toHaveAttribute('data-status', 'eol');
    expect(screen.getByRole('note')).toHaveTextContent('no longer supported');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/about/eol');
  });

  it('an LTS decision: an info, linking to the Current download page only when the decision links there', () => {
    const { rerender } = render(<StatusNotice notice={{ kind: 'lts', status: 'Active LTS', link: 'current' }} {...links} />);
    expect(screen.getByRole('note')).toHaveAttribute('data-kind', 'info');
    expect(screen.getByRole('note')).toHaveAttribute('data-status', 'active');
    expect(screen.getByRole('link', { name: 'See the Current release' })).toHaveAttribute('href', '/download/current');
    rerender(<StatusNotice notice={{ kind: 'lts', status: 'Maintenance LTS', link: undefined }} {...links} />);
    expect(screen.getByRole('note')).toHaveAttribute('data-status', 'maintenance');
    expect(screen.getByRole('note')).toHaveTextContent('Long-term support');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('no decision: nothing', () => {
    const { container } = render(<StatusNotice notice={undefined} {...links} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('words the notice with the messages it is given', () => {
    render(<StatusNotice notice={{ kind: 'eol', status: 'End-of-life', link: 'eol' }} {...links} messages={{ eol: 'Version non prise en charge.', eolLink: 'En savoir plus' }} />);
    expect(screen.getByRole('note')).toHaveTextContent('Version non prise en charge.');
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/about/eol');
  });
});
