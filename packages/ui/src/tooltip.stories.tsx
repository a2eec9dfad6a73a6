import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Tooltip } from './tooltip';

const usage: Usage = {
  use: 'For a short explanation of a control that is already understandable (a reason, a hint); never for anything a visitor must read to act.',
  accessibility: 'Opens on hover after 200 ms and at once on keyboard focus; Escape closes it; its text describes the trigger.',
  never: 'Never holds interactive content; never opens on a tap (see Select\'s disabled entries for touch).',
};

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
  parameters: { usage, layout: 'centered' },
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

/**
 * The pointer resting on the trigger opens the tooltip after its delay (200 ms), never sooner;
 * moving away closes it. Keyboard focus opens it at once, and Escape closes it.
 */
export const Delays: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Chocolatey' });
    const delay = args.delayDuration ?? 200;
    const rested = performance.now();
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(performance.now() - rested).toBeGreaterThanOrEqual(delay);
    await expect(tooltip).toHaveTextContent('Chocolatey works on Windows only.');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** A longer delay, as a dense table might ask for: still never sooner. */
export const LongerDelay: Story = {
  args: { delayDuration: 700 },
  play: Delays.play,
};

/** Right to left: the tooltip below its trigger, its text set from the right. */
export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    content: 'يعمل Chocolatey على ويندوز فقط.',
    children: (
      <button type="button" data-slot="details-button">
        Chocolatey
      </button>
    ),
  },
  globals: { direction: 'rtl' },
};
