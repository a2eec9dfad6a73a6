import type { Meta, StoryObj } from '@storybook/react-vite';
import { EolTable } from './eol-table';
import { eolLines } from './fixtures/eol';
import { cveHref } from './fixtures/links';

const meta = {
  title: 'Components/EolTable',
  component: EolTable,
  args: { lines: eolLines, cveHref },
  parameters: { layout: 'padded' },
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
