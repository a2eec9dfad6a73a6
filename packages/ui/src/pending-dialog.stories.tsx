import type { Meta, StoryObj } from '@storybook/react-vite';
import { PendingDialog } from './pending-dialog';

const meta = {
  title: 'Components/PendingDialog',
  component: PendingDialog,
  args: {
    title: 'Node.js v20 (Iron)',
    state: { status: 'loading' },
    onRetry: () => undefined,
    onOpenChange: () => undefined,
  },
} satisfies Meta<typeof PendingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the caller loads the dialog's content. */
export const Loading: Story = {};
/** The content could not be loaded: why, and a button to try again. */
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'The details of v20 could not be loaded: the server answered 500.' } },
};
export const Dark: Story = { args: Failed.args, globals: { theme: 'dark' } };
