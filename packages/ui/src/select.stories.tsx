import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { v20, v22, v24, v26, v27 } from './fixtures/releases';
import { OPEN_LIST_A11Y } from './fixtures/a11y';
import { Select } from './select';

const usage: Usage = {
  use: 'For choosing one of a few options (operating system, platform, install method); for navigation between pages use VersionPicker.',
  accessibility: 'A labelled combobox on Radix Select: arrow keys, typeahead, Enter and Escape; a disabled entry says why in a tooltip, in its name, and written out when tapped; a noscript fallback without JavaScript.',
  never: 'Never decides which options exist or are disabled: values and reasons come from the caller (release-core\'s download rules).',
};

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Operating system',
    defaultValue: 'MAC',
    values: [
      { value: 'WIN', label: 'Windows', icon: 'WIN' },
      { value: 'MAC', label: 'macOS', icon: 'MAC' },
      { value: 'LINUX', label: 'Linux', icon: 'LINUX' },
      { value: 'AIX', label: 'AIX', icon: 'AIX' },
    ],
  },
  parameters: { usage, layout: 'padded' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OperatingSystem: Story = {};

/** Open: axe checks the list, as Radix hides the page behind it (see OPEN_LIST_A11Y). */
export const Open: Story = { args: { defaultOpen: true }, parameters: { a11y: OPEN_LIST_A11Y } };

/** Open: axe checks the list (see OPEN_LIST_A11Y). */
export const GroupsWithIcons: Story = {
  parameters: { a11y: OPEN_LIST_A11Y },
  args: {
    label: 'Install method',
    defaultValue: 'NVM',
    defaultOpen: true,
    values: [
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
          { value: 'DEVBOX', label: 'Devbox', icon: 'devbox' },
        ],
      },
    ],
  },
};

/** Open: axe checks the list (see OPEN_LIST_A11Y). */
export const DisabledWithReason: Story = {
  parameters: { a11y: OPEN_LIST_A11Y },
  args: {
    label: 'Platform',
    defaultValue: 'x64',
    defaultOpen: true,
    values: [
      { value: 'x64', label: 'x64' },
      { value: 'arm64', label: 'ARM64' },
      { value: 'x86', label: 'x86', disabled: true, reason: 'Builds for 32-bit x86 Windows stop with Node.js v22.' },
    ],
  },
};

export const PlainStrings: Story = {
  args: { label: 'Package manager', defaultValue: 'pnpm', values: ['npm', 'pnpm', 'yarn'] },
};

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Empty: Story = { args: { values: [], defaultValue: undefined, placeholder: 'No option available' } };

export const HiddenLabel: Story = { args: { hideLabel: true } };

/** Open: axe checks the list (see OPEN_LIST_A11Y). */
export const LongContent: Story = {
  parameters: { a11y: OPEN_LIST_A11Y },
  args: {
    label: 'Version',
    defaultValue: v22.versionWithPrefix,
    defaultOpen: true,
    values: [v27, v26, v24, v22, v20].flatMap((release) =>
      release.minorVersions.map((minor) => ({ value: minor.versionWithPrefix, label: minor.versionWithPrefix })),
    ),
  },
};

/** Open, dark: axe checks the list (see OPEN_LIST_A11Y). */
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' }, parameters: { a11y: OPEN_LIST_A11Y } };

/** Opens with the pointer and chooses an entry with it. */
export const ChooseWithPointer: Story = {
  args: { onValueChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = await canvas.findByRole('combobox', { name: 'Operating system' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Linux' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith('LINUX');
    await expect(trigger).toHaveTextContent('Linux');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Opens with Enter, moves with the arrow keys, chooses with Enter; Escape closes without a choice. */
export const ChooseWithKeyboard: Story = {
  args: { onValueChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = await canvas.findByRole('combobox', { name: 'Operating system' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'macOS' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Linux' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith('LINUX');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Typing the first letters of an entry moves to it, in the open list. */
export const Typeahead: Story = {
  args: { onValueChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = await canvas.findByRole('combobox', { name: 'Operating system' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('ai');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'AIX' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('AIX');
  },
};

/** A tap on a disabled entry writes its reason out under it (a touch screen has no hover), chooses nothing and keeps the list open. */
export const DisabledReasonOnTouch: Story = {
  parameters: { a11y: OPEN_LIST_A11Y },
  args: { ...DisabledWithReason.args, onValueChange: fn() },
  play: async ({ args, userEvent }) => {
    const listbox = await screen.findByRole('listbox');
    const x86 = within(listbox).getByRole('option', { name: /x86/ });
    await expect(x86).toHaveAccessibleName('x86 Builds for 32-bit x86 Windows stop with Node.js v22.');
    await userEvent.pointer({ keys: '[TouchA]', target: x86 });
    await waitFor(() => expect(x86.querySelector('[data-slot="select-item-note"]')).toHaveTextContent('Builds for 32-bit x86 Windows stop with Node.js v22.'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('listbox')).toBeVisible();
  },
};

/** Right to left (Arabic): label, icon and chevron mirror; the list opens under the trigger aligned to its start. */
export const RightToLeft: Story = {
  parameters: { a11y: OPEN_LIST_A11Y },
  args: {
    label: 'نظام التشغيل',
    defaultOpen: true,
    values: [
      { value: 'WIN', label: 'ويندوز', icon: 'WIN' },
      { value: 'MAC', label: 'ماك', icon: 'MAC' },
      { value: 'LINUX', label: 'لينكس', icon: 'LINUX' },
      { value: 'AIX', label: 'AIX', icon: 'AIX', disabled: true, reason: 'تتوفر إصدارات AIX لمنصة ppc64 فقط.' },
    ],
  },
  globals: { direction: 'rtl' },
};

/** Over-long label and entries, at a phone's width: they wrap inside the trigger and the list, never past the screen. */
export const LongLabels: Story = {
  parameters: { a11y: OPEN_LIST_A11Y },
  args: {
    label: 'Operating system of the computer you will install Node.js on, as your package manager names it',
    defaultValue: 'LONG',
    defaultOpen: true,
    values: [
      { value: 'LONG', label: 'Linux with the GNU C library on the 64-bit ARM platform (glibc 2.28 or later)', icon: 'LINUX' },
      { value: 'MAC', label: 'macOS', icon: 'MAC' },
    ],
  },
  globals: { viewport: { value: 'phoneSmall' } },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    const content = listbox.closest('[data-slot="select-content"]') as HTMLElement;
    await waitFor(() => expect(content.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth));
    await expect(content.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};
