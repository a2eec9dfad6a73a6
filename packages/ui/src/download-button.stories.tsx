import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadButton } from './download-button';

const usage: Usage = {
  use: 'For the primary download of a file, with its extension shown; for secondary files use a plain link.',
  accessibility: 'A link (it downloads a file, it does not act on the page) named by its text and extension; the loading placeholder is marked busy.',
  never: 'Never picks the file: the caller passes release-core\'s download plan.',
};

const meta = {
  title: 'Components/DownloadButton',
  component: DownloadButton,
  args: {
    kind: 'installer',
    href: 'https://nodejs.org/dist/v24.11.0/node-v24.11.0-x64.msi',
    children: 'Windows Installer',
  },
  parameters: { usage, layout: 'padded' },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Installer: Story = {};
export const MacInstaller: Story = {
  args: { href: 'https://nodejs.org/dist/v24.11.0/node-v24.11.0.pkg', children: 'macOS Installer' },
};
export const Binary: Story = {
  args: {
    kind: 'binary',
    href: 'https://nodejs.org/dist/v24.11.0/node-v24.11.0-linux-x64.tar.xz',
    children: 'Standalone Binary',
  },
};
export const Loading: Story = { args: { loading: true } };
export const Hidden: Story = {
  args: { hidden: true },
  render: (args) => (
    <p>
      Linux has no installer package, so nothing renders here: <DownloadButton {...args} />
    </p>
  ),
};
export const LongContent: Story = {
  args: { children: 'Windows Installer for the 64-bit ARM platform, signed by the OpenJS Foundation' },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/** Right to left: the mark and the extension mirror, the extension still reads "(.msi)". */
export const RightToLeft: Story = { args: { children: 'مثبت ويندوز' }, globals: { direction: 'rtl' } };
