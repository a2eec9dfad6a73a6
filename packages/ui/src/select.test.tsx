import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { UiEmptyValueError } from './errors';
import { Select } from './select';
import { normalizeSelectValues, type SelectValues } from './select-values';

const operatingSystems: SelectValues = [
  { value: 'WIN', label: 'Windows', icon: 'WIN' },
  { value: 'MAC', label: 'macOS', icon: 'MAC' },
  { value: 'LINUX', label: 'Linux', icon: 'LINUX' },
  { value: 'AIX', label: 'AIX', icon: 'AIX', disabled: true, reason: 'AIX builds exist only for the ppc64 platform.' },
];

const installMethods: SelectValues = [
  {
    label: 'Official',
    items: [
      { value: 'NVM', label: 'nvm', icon: 'nvm' },
      { value: 'FNM', label: 'fnm' },
      { value: 'DOCKER', label: 'Docker', icon: 'docker' },
    ],
  },
  {
    label: 'Community',
    items: [
      { value: 'BREW', label: 'Brew', icon: 'homebrew' },
      { value: 'CHOCO', label: 'Chocolatey', icon: 'chocolatey', disabled: true, reason: 'Chocolatey works on Windows only.' },
      { value: 'DEVBOX', label: 'Devbox', icon: 'devbox' },
    ],
  },
];

describe('Select', () => {
  it('builds no no-JavaScript fallback in a browser, where it would never show', () => {
    const { container } = render(<Select label="Platform" values={['x64', 'arm64']} defaultValue="arm64" />);
    expect(container.querySelector('noscript')?.childNodes).toHaveLength(0);
  });

  it('is chosen with the pointer', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Operating system" values={operatingSystems} defaultValue="WIN" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Operating system' });
    expect(trigger).toHaveTextContent('Windows');
    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Linux' }));
    expect(onValueChange).toHaveBeenCalledWith('LINUX');
    expect(screen.getByRole('combobox', { name: 'Operating system' })).toHaveTextContent('Linux');
  });

  describe('deferred', () => {
    it('stays a plain trigger with no input, and is built with the same markup when reached', async () => {
      render(<Select defer label="Operating system" values={operatingSystems} defaultValue="MAC" />);
      const plain = screen.getByRole('combobox', { name: 'Operating system' });
      const markup = plain.outerHTML;
      // Nothing is built while the visitor does nothing (not even when the browser is idle).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('combobox', { name: 'Operating system' })).toBe(plain);
      await userEvent.setup().hover(plain);
      // The plain trigger is replaced by Radix's, with the same markup.
      await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Operating system' })).not.toBe(plain));
      expect(screen.getByRole('combobox', { name: 'Operating system' }).outerHTML).toBe(markup);
    });

    it('with buildWhenLoaded, is built in the background once its code loads, with the same markup, and opens on the first click', async () => {
      // A fresh copy of the module: its Radix side is not loaded yet when the select mounts.
      vi.resetModules();
      const fresh = await import('./select');
      const freshLoader = await import('./select-loader');
      const onValueChange = vi.fn();
      render(<fresh.Select defer buildWhenLoaded label="Operating system" values={operatingSystems} defaultValue="MAC" onValueChange={onValueChange} />);
      const plain = screen.getByRole('combobox', { name: 'Operating system' });
      const markup = plain.outerHTML;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('combobox', { name: 'Operating system' })).toBe(plain);
      await freshLoader.preloadSelect();
      await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Operating system' })).not.toBe(plain));
      const built = screen.getByRole('combobox', { name: 'Operating system' });
      expect(built.outerHTML).toBe(markup);
      const user = userEvent.setup();
      await user.click(built);
      await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Linux' }));
      expect(onValueChange).toHaveBeenCalledWith('LINUX');
    });

    it('with buildWhenLoaded, several selects are built one at a time, the next at the idle moment after each, and prepareSelect waits for the last', async () => {
      vi.resetModules();
      const fresh = await import('./select');
      const freshLoader = await import('./select-loader');
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      try {
        const labels = ['Operating system', 'Platform', 'Install method'];
        render(
          <>
            {labels.map((label) => (
              <fresh.Select key={label} defer buildWhenLoaded label={label} values={operatingSystems} defaultValue="MAC" />
            ))}
          </>,
        );
        const plain = labels.map((label) => screen.getByRole('combobox', { name: label }));
        const builtNow = () => labels.map((label, index) => screen.getByRole('combobox', { name: label }) !== plain[index]);
        let prepared = false;
        const preparing = freshLoader.prepareSelect().then(() => {
          prepared = true;
        });
        await vi.waitFor(() => expect(builtNow()).toEqual([true, false, false]));
        expect(prepared).toBe(false);
        idle.shift()?.();
        await vi.waitFor(() => expect(builtNow()).toEqual([true, true, false]));
        idle.shift()?.();
        await vi.waitFor(() => expect(builtNow()).toEqual([true, true, true]));
        expect(prepared).toBe(false);
        idle.shift()?.();
        await preparing;
        expect(prepared).toBe(true);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('opens its list on the first click, before it was built', async () => {
      const onValueChange = vi.fn();
      render(<Select defer label="Operating system" values={operatingSystems} defaultValue="WIN" onValueChange={onValueChange} />);
      // A click straight on the plain trigger (no pointer movement first, as from assistive technology).
      screen.getByRole('combobox', { name: 'Operating system' }).click();
      const listbox = await screen.findByRole('listbox');
      await userEvent.setup().click(within(listbox).getByRole('option', { name: 'Linux' }));
      expect(onValueChange).toHaveBeenCalledWith('LINUX');
      expect(screen.getByRole('combobox', { name: 'Operating system' })).toHaveTextContent('Linux');
    });

    it('keeps the focus on the trigger when focus builds it, and then opens from the keyboard', async () => {
      const user = userEvent.setup();
      render(<Select defer label="Install method" values={installMethods} defaultValue="DOCKER" />);
      const plain = screen.getByRole('combobox', { name: 'Install method' });
      await user.tab();
      await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Install method' })).not.toBe(plain));
      expect(screen.getByRole('combobox', { name: 'Install method' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
    });

    it('is built when the pointer reaches it, so the press goes to the built trigger', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Select defer label="Platform" values={['x64', 'arm64']} defaultValue="x64" onValueChange={onValueChange} />);
      const plain = screen.getByRole('combobox', { name: 'Platform' });
      await user.hover(plain);
      expect(screen.getByRole('combobox', { name: 'Platform' })).not.toBe(plain);
      // A browser finds the target of each pointer event anew: the press lands on the built trigger.
      await user.click(screen.getByRole('combobox', { name: 'Platform' }));
      await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'arm64' }));
      expect(onValueChange).toHaveBeenCalledWith('arm64');
    });
  });

  it('is chosen with the keyboard, skipping disabled entries', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Install method" values={installMethods} defaultValue="DOCKER" onValueChange={onValueChange} />);
    screen.getByRole('combobox', { name: 'Install method' }).focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Docker' })).toHaveFocus();
    // Docker → Brew → (Chocolatey is disabled) → Devbox
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('DEVBOX');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Install method' })).toHaveTextContent('Devbox');
  });

  it('shows group labels and names the reason of a disabled entry', async () => {
    const user = userEvent.setup();
    render(<Select label="Install method" values={installMethods} defaultValue="NVM" />);
    await user.click(screen.getByRole('combobox', { name: 'Install method' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Official')).toBeInTheDocument();
    expect(within(listbox).getByText('Community')).toBeInTheDocument();
    const chocolatey = within(listbox).getByRole('option', { name: /Chocolatey/ });
    expect(chocolatey).toHaveAttribute('aria-disabled', 'true');
    expect(chocolatey).toHaveAccessibleName('Chocolatey Chocolatey works on Windows only.');
    // While open, the list is all that is reachable (the rest of the page is hidden from assistive technology).
    await expectNoAxeViolations(listbox);
  });

  it('explains a disabled entry in a tooltip when the pointer rests on it', async () => {
    const user = userEvent.setup();
    render(<Select label="Install method" values={installMethods} defaultValue="NVM" defaultOpen />);
    const listbox = await screen.findByRole('listbox');
    const chocolatey = within(listbox).getByRole('option', { name: /Chocolatey/ });
    expect(chocolatey).toHaveAttribute('data-slot', 'select-item');
    await user.hover(chocolatey);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Chocolatey works on Windows only.');
  });

  it("writes out a disabled entry's reason under it when tapped, where no tooltip opens, and keeps the list open", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Install method" values={installMethods} defaultValue="NVM" defaultOpen onValueChange={onValueChange} />);
    const listbox = await screen.findByRole('listbox');
    const chocolatey = within(listbox).getByRole('option', { name: /Chocolatey/ });
    expect(chocolatey.querySelector('[data-slot="select-item-note"]')).toBeNull();
    await user.pointer({ keys: '[TouchA]', target: chocolatey });
    expect(chocolatey.querySelector('[data-slot="select-item-note"]')).toHaveTextContent('Chocolatey works on Windows only.');
    // Still disabled, still one name for screen readers, nothing chosen.
    expect(chocolatey).toHaveAccessibleName('Chocolatey Chocolatey works on Windows only.');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('moves to the matching entry when the visitor types its first letters', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Operating system" values={operatingSystems} defaultValue="WIN" onValueChange={onValueChange} />);
    screen.getByRole('combobox', { name: 'Operating system' }).focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('li');
    expect(within(listbox).getByRole('option', { name: 'Linux' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('LINUX');
  });

  it('forgets typed letters after one second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Select label="Platform" values={['arm64', 'armv7l', 'ppc64le', 'x64']} defaultValue="arm64" />);
      screen.getByRole('combobox', { name: 'Platform' }).focus();
      await user.keyboard('{Enter}');
      const listbox = await screen.findByRole('listbox');
      await user.keyboard('p');
      expect(within(listbox).getByRole('option', { name: 'ppc64le' })).toHaveFocus();
      // Within the second, "px" matches nothing: the focus stays.
      await user.keyboard('x');
      expect(within(listbox).getByRole('option', { name: 'ppc64le' })).toHaveFocus();
      vi.advanceTimersByTime(1000);
      // A new search starts: "x" finds x64.
      await user.keyboard('x');
      expect(within(listbox).getByRole('option', { name: 'x64' })).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows defaultValue when it changes', () => {
    const { rerender } = render(<Select label="Platform" values={['x64', 'arm64', 'x86']} defaultValue="x64" />);
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('x64');
    rerender(<Select label="Platform" values={['x64', 'arm64', 'x86']} defaultValue="arm64" />);
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('arm64');
  });

  it('refuses an entry whose value is the empty string with UiEmptyValueError (code EMPTY_VALUE) naming the entry', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Select label="Package manager" values={[{ value: '', label: 'None' }, 'npm']} />)).toThrow(
      'normalizeSelectValues: the entry labelled "None" must be a value that is not the empty string (it is reserved for clearing the selection and showing the placeholder), received string ""',
    );
    expect(() => renderToString(<Select label="Package manager" values={['npm', '']} />)).toThrow(UiEmptyValueError);
    spy.mockRestore();
    const refusal = (() => {
      try {
        normalizeSelectValues([{ label: 'Tools', items: ['npm', { value: '', label: 'Nothing' }] }]);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(UiEmptyValueError);
    expect(refusal).toMatchObject({ code: 'EMPTY_VALUE', function: 'normalizeSelectValues', argument: 'the entry labelled "Nothing"', name: 'UiEmptyValueError' });
    // Entries with a value go through.
    expect(normalizeSelectValues(['npm', 'pnpm'])[0]?.items.map((item) => item.value)).toEqual(['npm', 'pnpm']);
  });

  it('shows a busy state while its data is loading, and has no axe violations', async () => {
    render(
      <React.Fragment>
        <Select label="Operating system" values={operatingSystems} loading />
        <Select label="Platform" values={['x64', 'arm64']} defaultValue="x64" />
      </React.Fragment>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Operating system' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    expect(trigger).toHaveTextContent('Loading…');
    await expectNoAxeViolations();
  });
});
