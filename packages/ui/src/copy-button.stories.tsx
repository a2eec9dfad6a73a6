import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './copy-button';

const usage: Usage = {
  use: 'For copying one value (a link, a checksum) beside where it is shown; for a block of commands use CodeBox, whose copy is built in.',
  accessibility: 'A real button whose text is its name; the outcome (copied, copy failed) replaces the text for 800 ms and is announced.',
  never: 'Never reads the clipboard; never copies anything but the text it is given.',
};

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { text: 'https://example.org/download?os=win&platform=arm64&method=fnm&pm=npm', label: 'Copy link', copiedLabel: 'Link copied' },
  parameters: { usage },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};
export const Command: Story = { args: { text: 'node -v', label: 'copy', copiedLabel: 'copied' } };

/** Right to left, with an Arabic label. */
export const RightToLeft: Story = { args: { label: 'نسخ الرابط', copiedLabel: 'تم نسخ الرابط' }, globals: { direction: 'rtl' } };
