import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { partners } from './fixtures/partners';
import { PartnerIcons, PartnerLogos } from './partners';

const usage: Usage = {
  use: 'For the partners\' marks and logos in the download page and footer.',
  accessibility: 'Each link is named by the partner\'s name; marks are decorative; the first render is marked busy until the shuffled pick replaces it, with no layout shift.',
  never: 'Never fetches the partner list; the shuffle only orders what it is given.',
};

const meta = {
  title: 'Components/Partners',
  component: PartnerLogos,
  args: { partners, site: 'nodejs.org' },
  parameters: { usage, layout: 'padded' },
} satisfies Meta<typeof PartnerLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three of a shuffled pick of four, sorted by weight; the pick changes every minute. */
export const Logos: Story = {};
/** The first render: unshuffled, marked loading (kept here by turning the shuffle off). */
export const LogosLoading: Story = { args: { shuffle: false } };
export const Icons: Story = { render: (args) => <PartnerIcons {...args} /> };
export const IconsLoading: Story = { render: (args) => <PartnerIcons {...args} shuffle={false} /> };
export const Empty: Story = { args: { partners: [] } };
export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <PartnerLogos {...args} />
      <PartnerIcons {...args} />
    </div>
  ),
  globals: { theme: 'dark' },
};

/** Right to left: the rows run from the right. */
export const RightToLeft: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <PartnerLogos {...args} />
      <PartnerIcons {...args} />
    </div>
  ),
  globals: { direction: 'rtl' },
};
