import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { COPY_FEEDBACK_MS } from './copy-button';
import { CodeBox } from './code-box';

const bash = `# Download and install nvm:
curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.3/install.sh | bash

# in lieu of restarting the shell
\\. "$HOME/.nvm/nvm.sh"

# Download and install Node.js:
nvm install 24

# Verify the Node.js version:
node -v # Should print "v24.11.0".

# Verify npm version:
npm -v # Should print "11.6.1".`;

const powershell = `# Download and install fnm:
winget install Schniz.fnm

# Download and install Node.js:
fnm install 24

# Verify the Node.js version:
node -v # Should print "v24.11.0".`;

const usage: Usage = {
  use: 'For commands a visitor copies (install steps); for a value inside a sentence use <code>.',
  accessibility: 'A figure captioned with its language; the code is a keyboard-reachable scroll region kept left to right in any page direction; the copy button announces "copied" politely.',
  never: 'Never runs or fetches the commands; never changes them (the caller builds them).',
};

const meta = {
  title: 'Components/CodeBox',
  component: CodeBox,
  args: { code: bash, language: 'bash' },
  parameters: { usage },
} satisfies Meta<typeof CodeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bash: Story = {};
export const PowerShell: Story = { args: { code: powershell, language: 'powershell' } };
export const Loading: Story = { args: { code: '', loading: true } };
export const LongContent: Story = {
  args: {
    code: `${bash}\n\n# Download and install pnpm:\ncorepack enable pnpm\n\n# Verify pnpm version:\npnpm -v\n\n# A very long line that has to scroll sideways instead of wrapping: docker run --rm --interactive --tty --volume "$PWD":/usr/src/app --workdir /usr/src/app node:24-alpine node --version`,
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * The copy button copies the code and says "copied" for 800 ms, never less, then "copy" again.
 * The copy is read back from the clipboard where the browser lets the page read it.
 */
export const Copy: Story = {
  args: { onCopy: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /copy/i });
    // Taken before the click, so the time measured until "copy" is back is never less than the feedback's.
    const clickedAt = performance.now();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('copied'));
    await expect(args.onCopy).toHaveBeenCalledWith(true);
    // The story tests grant the page clipboard access; a reviewer's browser may not.
    const access = await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }).catch(() => undefined);
    if (access?.state === 'granted') {
      await expect(await navigator.clipboard.readText()).toBe(args.code);
    }
    await waitFor(() => expect(button).toHaveTextContent(/^copy$/i), { timeout: 5000 });
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(COPY_FEEDBACK_MS);
  },
};

/** Right to left: the header mirrors (language at the start, copy at the end); the commands stay left to right. */
export const RightToLeft: Story = {
  args: { languageLabel: 'باش', copyLabel: 'نسخ', copiedLabel: 'تم النسخ' },
  globals: { direction: 'rtl' },
};
