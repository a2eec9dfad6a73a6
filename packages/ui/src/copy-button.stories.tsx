import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './copy-button';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { text: 'https://example.org/download?os=win&platform=arm64&method=fnm&pm=npm', label: 'Copy link', copiedLabel: 'Link copied' },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};
export const Command: Story = { args: { text: 'node -v', label: 'copy', copiedLabel: 'copied' } };
