import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Chocolatey works on Windows only.',
    children: (
      <button type="button" data-slot="details-button">
        Chocolatey
      </button>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    content: 'The Windows installer (.msi) for arm64 exists from v19.9.0 on; earlier releases offer only the .zip archive.',
  },
};
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
