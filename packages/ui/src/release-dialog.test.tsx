import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { v26 } from './fixtures/releases';
import { ReleaseDetails } from './release-dialog';

const links = {
  docsHref: (version: string) => `/docs/${version}`,
  changelogHref: (version: string) => `/changelog/${version}`,
  archiveHref: (version: string) => `/archive/${version}`,
  eolHref: '/about/eol',
  currentHref: '/download/current',
};

describe('ReleaseDetails: values the release data does not have', () => {
  it('says the npm version of v26.13.0 is not in the release data instead of a dash or "not bundled"', () => {
    render(<ReleaseDetails release={v26} {...links} labels={{ notInData: 'pas dans les données' }} minorLabels={{ notInData: 'inconnu' }} />);
    const overview = screen.getByRole('region', { name: 'Overview' });
    const npm = within(overview).getByText('npm version').nextElementSibling;
    expect(npm?.textContent).toBe('pas dans les données');
    expect(within(overview).getByText('V8 version').nextElementSibling?.textContent).toBe('14.6.202.34');
    // In the table, v26.5.1 has neither npm nor V8 in the data; v26.13.0 has V8.
    const row = screen.getAllByText('v26.5.1')[0]!.closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(1, 4).map((cell) => cell.textContent)).toEqual(['147', 'inconnu', 'inconnu']);
    expect(screen.queryByText('—')).toBeNull();
  });
});
