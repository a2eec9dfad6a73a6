import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { v7Vulnerabilities, v20Vulnerabilities } from './fixtures/releases';
import { VulnerabilitiesList } from './vulnerabilities-dialog';

const cveHref = (id: string) => `https://www.cve.org/CVERecord?id=${id}`;
const known = v20Vulnerabilities.filter((entry) => entry.severity !== 'unknown').slice(0, 3);
const unknown = v7Vulnerabilities.filter((entry) => entry.severity === 'unknown');

describe('VulnerabilitiesList', () => {
  it('shows the notes it is given under each overview, and none where it gets null', async () => {
    const [first] = known;
    render(
      <VulnerabilitiesList
        known={known}
        unknown={unknown}
        unknownOpen
        cveHref={cveHref}
        notes={(vulnerability) => (vulnerability.id === first?.id ? <span>Windows only</span> : vulnerability.severity === 'unknown' ? 'No fix in v7' : null)}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]?.querySelector('[data-slot="advisory-notes"]')).toHaveTextContent('Windows only');
    expect(rows[1]?.querySelector('[data-slot="advisory-notes"]')).toBeNull();
    const unknownItems = document.querySelectorAll('[data-slot="unknown-severity"] li [data-slot="advisory-notes"]');
    expect(unknownItems).toHaveLength(unknown.length);
    expect(unknownItems[0]).toHaveTextContent('No fix in v7');
    await expectNoAxeViolations();
  });

  it('keeps CVE ids left to right, also on a right-to-left page', () => {
    render(
      <div dir="rtl">
        <VulnerabilitiesList known={known} unknown={[]} cveHref={cveHref} />
      </div>,
    );
    const id = known[0]?.cve[0] ?? '';
    expect(screen.getByRole('link', { name: id })).toHaveAttribute('dir', 'ltr');
  });
});
