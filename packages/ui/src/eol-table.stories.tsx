import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { opensClosesOnEscapeAndReturnsFocus } from './fixtures/play';
import { EolTable } from './eol-table';
import { eolLines } from './fixtures/eol';
import { cveHref } from './fixtures/links';

const usage: Usage = {
  use: 'For end-of-life release lines with their known vulnerabilities; for supported lines use ReleasesTable.',
  accessibility: 'A captioned table (cards on narrow screens, same reading order); each Details button names its line and opens a dialog that returns focus to it.',
  never: 'Never fetches vulnerabilities, never decides which lines are end of life.',
};

const meta = {
  title: 'Components/EolTable',
  component: EolTable,
  args: { lines: eolLines, cveHref },
  parameters: { usage, layout: 'padded' },
} satisfies Meta<typeof EolTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {};
export const Empty: Story = { args: { lines: [] } };
export const DetailsOpen: Story = { args: { defaultSelected: 'v8' } };
export const DetailsNoAdvisories: Story = { args: { defaultSelected: 'v0.8' } };
export const NarrowScreen: Story = {
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <EolTable {...args} />
    </div>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };

/** Right to left: columns from the right; versions and dates keep their own direction. */
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** A line's Details button opens its vulnerabilities dialog; Escape closes it and focus returns to the button. */
export const DetailsDialogKeyboard: Story = {
  play: async ({ canvas }) => {
    await opensClosesOnEscapeAndReturnsFocus(canvas.getByRole('button', { name: 'Details v8' }));
  },
};
