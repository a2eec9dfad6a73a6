// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './select';
import { prepareSelect } from './select-loader';

describe('prepareSelect', () => {
  it('renders its rehearsal off the page: nothing is added to the document, nothing is left behind, and focus stays where it was', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const before = document.documentElement.outerHTML;
    await prepareSelect();
    expect(document.documentElement.outerHTML).toBe(before);
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('leaves the selects working: a deferred select opens and lists its entries, a disabled one with its reason', async () => {
    await prepareSelect();
    render(
      <Select
        label="Operating system"
        defer
        buildWhenLoaded
        values={[{ value: 'win', label: 'Windows' }, { value: 'aix', label: 'AIX', disabled: true, reason: 'No builds' }]}
        defaultValue="win"
      />,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Operating system' }));
    expect(await screen.findByRole('option', { name: 'Windows' })).toBeTruthy();
    expect(screen.getByRole('option', { name: /AIX No builds/ })).toBeTruthy();
  });
});
