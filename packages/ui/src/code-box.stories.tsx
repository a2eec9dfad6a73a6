import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'Components/CodeBox',
  component: CodeBox,
  args: { code: bash, language: 'bash' },
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
