import type { ReleaseStatus } from '@node-downloads/release-core';
import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, StatusBadge } from './badge';

const usage: Usage = {
  use: 'For a short status or kind beside a version (StatusBadge for a release status); never as a button or for a sentence.',
  accessibility: 'Text, not colour alone: each status says its name (End-of-life adds "(EoL)"); colours meet AA contrast on every surface.',
  never: 'Never decides a release\'s status: the caller passes release-core\'s status.',
};

const meta = {
  title: 'Components/Badge',
  component: StatusBadge,
  args: { status: 'Active LTS' },
  parameters: { usage },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EndOfLife: Story = { args: { status: 'End-of-life' } };
export const MaintenanceLts: Story = { args: { status: 'Maintenance LTS' } };
export const ActiveLts: Story = { args: { status: 'Active LTS' } };
export const Current: Story = { args: { status: 'Current' } };
export const Pending: Story = { args: { status: 'Pending' } };

export const AllStatuses: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <StatusBadge status="End-of-life" />
      <StatusBadge status="Maintenance LTS" />
      <StatusBadge status="Active LTS" />
      <StatusBadge status="Current" />
      <StatusBadge status="Pending" />
    </p>
  ),
};

export const Kinds: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem' }}>
      <Badge kind="warning">warning</Badge>
      <Badge kind="neutral">neutral</Badge>
      <Badge kind="info">info</Badge>
      <Badge kind="default">default</Badge>
    </p>
  ),
};

export const Dark: Story = { ...AllStatuses, globals: { theme: 'dark' } };

/** Right to left: the badges run from the right. */
export const RightToLeft: Story = { ...AllStatuses, globals: { direction: 'rtl' } };

/** A status release-core does not know (data newer than the package): a neutral badge with the status as given, never a broken one. */
export const UnknownStatus: Story = { args: { status: 'Experimental' as ReleaseStatus } };
