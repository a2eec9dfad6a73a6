import type { Usage } from '../.storybook/docs-page';
import { statusNotice } from '@node-downloads/release-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { opensClosesOnEscapeAndReturnsFocus } from './fixtures/play';
import { v20, v22, v24, v26, v27 } from './fixtures/releases';
import { releaseLinks } from './fixtures/links';
import { ReleasesTable } from './releases-table';

const lines = [v27, v26, v24, v22, v20];

const usage: Usage = {
  use: 'For the supported release lines with their status and a Details dialog each.',
  accessibility: 'A captioned table (cards on narrow screens); each Details button names its line, says it opens a dialog and gets focus back when the dialog closes.',
  never: 'Never decides statuses or notices (release-core does); never fetches a line\'s details.',
};

const meta = {
  title: 'Components/ReleasesTable',
  component: ReleasesTable,
  // The status notices as release-core decides them for these lines (on 2026-11-22: no line is Current).
  args: { releases: lines.map((line) => ({ ...line, notice: statusNotice(line, lines) })), ...releaseLinks },
  parameters: { usage, layout: 'padded' },
} satisfies Meta<typeof ReleasesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {};
export const Empty: Story = { args: { releases: [] } };
export const DetailsActiveLts: Story = { args: { defaultSelected: v26.versionWithPrefix } };
export const DetailsMaintenanceLts: Story = { args: { defaultSelected: v22.versionWithPrefix } };
export const DetailsEndOfLife: Story = { args: { defaultSelected: v20.versionWithPrefix } };
export const DetailsPending: Story = { args: { defaultSelected: v27.versionWithPrefix } };
export const LocaleGerman: Story = {
  args: { formatDate: (day: string) => new Intl.DateTimeFormat('de-DE', { year: 'numeric', month: 'short', day: '2-digit', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) },
};
export const NarrowScreen: Story = {
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <ReleasesTable {...args} />
    </div>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkDetails: Story = { args: { defaultSelected: v20.versionWithPrefix }, globals: { theme: 'dark' } };

/** A line's Details button opens its dialog; Escape closes it and focus returns to the button. */
export const DetailsDialogKeyboard: Story = {
  play: async ({ canvas }) => {
    const details = canvas.getByRole('button', { name: `Details ${v26.line}` });
    await opensClosesOnEscapeAndReturnsFocus(details);
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** Right to left: columns from the right, the Details buttons at the row's end, the dialog's close button at its top left. */
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const RightToLeftDetails: Story = { args: { defaultSelected: v26.versionWithPrefix }, globals: { direction: 'rtl' } };
