import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pickerLabel, v20, v22, v24, v26, v27 } from './fixtures/releases';
import { VersionPicker } from './version-picker';

const releases = [v27, v26, v24, v22, v20];

const usage: Usage = {
  use: 'For moving to another version\'s page; a list of links inside a details element, usable without JavaScript.',
  accessibility: 'A summary button and a labelled list of links; the current version is aria-current; Escape and a click outside close it, focus back on the summary.',
  never: 'Never fetches versions; a choice follows the link unless the page\'s onSelect handles it.',
};

const meta = {
  title: 'Components/VersionPicker',
  component: VersionPicker,
  args: {
    releases,
    value: v24.versionWithPrefix,
    href: (release) => `/download/archive/${release.versionWithPrefix}`,
    itemLabel: pickerLabel,
  },
  parameters: { usage, layout: 'padded' },
} satisfies Meta<typeof VersionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const LongContent: Story = {
  args: {
    open: true,
    releases: [v26, v24, v22, v20].flatMap((release) =>
      release.minorVersions.map((minor) => ({ versionWithPrefix: minor.versionWithPrefix })),
    ),
    value: v22.minorVersions[3]?.versionWithPrefix ?? v22.versionWithPrefix,
  },
};
export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };

/**
 * Opens from its summary, marks the current version, lets a choice be handled in place (here the
 * page's handler keeps the link from being followed); Escape closes it with focus on the summary.
 */
export const ChooseAndEscape: Story = {
  args: {
    onSelect: fn((_release, event) => event.preventDefault()),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const details = canvasElement.querySelector('details') as HTMLDetailsElement;
    const summary = canvasElement.querySelector('summary') as HTMLElement;
    await userEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    const list = canvas.getByRole('list', { name: 'Version' });
    await expect(within(list).getByRole('link', { current: true })).toHaveTextContent(v24.versionWithPrefix);
    await userEvent.click(within(list).getByRole('link', { name: pickerLabel(v26) }));
    await expect(args.onSelect).toHaveBeenCalledWith(v26, expect.anything());
    await waitFor(() => expect(details.open).toBe(false));
    await userEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    within(list).getByRole('link', { name: pickerLabel(v22) }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(details.open).toBe(false));
    await expect(summary).toHaveFocus();
  },
};

/** Right to left: the summary's chevron and the list mirror; versions read left to right. */
export const RightToLeft: Story = { args: { open: true, label: 'الإصدار' }, globals: { direction: 'rtl' } };
