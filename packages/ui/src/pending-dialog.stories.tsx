import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { opensClosesOnEscapeAndReturnsFocus } from './fixtures/play';
import { PendingDialog } from './pending-dialog';

const usage: Usage = {
  use: 'While a dialog\'s content loads, or after it failed to load; replaced by the real dialog once the caller has the content.',
  accessibility: 'A titled modal dialog: focus moves in, Escape and the close button close it, focus returns to what opened it (returnFocusTo when there is no trigger); loading is marked busy.',
  never: 'Never fetches or retries by itself: onRetry is the caller\'s.',
};

const meta = {
  title: 'Components/PendingDialog',
  component: PendingDialog,
  args: {
    title: 'Node.js v20 (Iron)',
    state: { status: 'loading' },
    onRetry: () => undefined,
    onOpenChange: () => undefined,
  },
  parameters: { usage },
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

/** Opened from a button (named as the element focus returns to, as a page names it) while its content loads: Escape closes it and focus returns to the button. */
export const OpenAndEscape: Story = {
  args: { open: false },
  render: function Opener(args) {
    const opener = useRef<HTMLButtonElement>(null);
    const [open, setOpen] = useState(args.open ?? false);
    return (
      <>
        <button ref={opener} type="button" data-slot="details-button" onClick={() => setOpen(true)}>
          Details
        </button>
        <PendingDialog {...args} open={open} onOpenChange={setOpen} returnFocusTo={opener} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await opensClosesOnEscapeAndReturnsFocus(canvas.getByRole('button', { name: 'Details' }), 'Node.js v20 (Iron)');
  },
};

/** Right to left, failed: the message and the retry button from the right. */
export const RightToLeft: Story = {
  args: { title: 'Node.js v20 (Iron)', state: { status: 'failed', message: 'تعذر تحميل تفاصيل v20: أجاب الخادم بالرمز 500.' }, labels: { retry: 'حاول مجددًا', close: 'إغلاق' } },
  globals: { direction: 'rtl' },
};
