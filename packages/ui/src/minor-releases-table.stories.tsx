import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { releaseLinks } from './fixtures/links';
import { v20, v26 } from './fixtures/releases';
import { MinorReleasesTable } from './minor-releases-table';

const { docsHref, changelogHref, archiveHref } = releaseLinks;

const usage: Usage = {
  use: 'For every release of one line (version, native API, npm, V8, links); inside a release\'s dialog or page.',
  accessibility: 'A captioned table; each link names its release (docs, changelog, archive of which version).',
  never: 'Never fetches releases; a missing value shows the designed \'not in the release data\' text, never a guess.',
};

const meta = {
  title: 'Components/MinorReleasesTable',
  component: MinorReleasesTable,
  args: { releases: v26.minorVersions, docsHref, changelogHref, archiveHref },
  parameters: { usage, layout: 'padded' },
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

/** Right to left: columns from the right; version numbers keep reading left to right. */
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
