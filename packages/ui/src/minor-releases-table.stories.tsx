import type { Meta, StoryObj } from '@storybook/react-vite';
import { releaseLinks } from './fixtures/links';
import { v20, v26 } from './fixtures/releases';
import { MinorReleasesTable } from './minor-releases-table';

const { docsHref, changelogHref, archiveHref } = releaseLinks;

const meta = {
  title: 'Components/MinorReleasesTable',
  component: MinorReleasesTable,
  args: { releases: v26.minorVersions, docsHref, changelogHref, archiveHref },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MinorReleasesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lithium: Story = {};
export const LongContent: Story = { args: { releases: v20.minorVersions } };
export const Empty: Story = { args: { releases: [] } };
export const NarrowScreen: Story = {
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <MinorReleasesTable {...args} />
    </div>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
