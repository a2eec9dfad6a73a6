import type { Meta, StoryObj } from '@storybook/react-vite';
import { v20, v22, v24, v26, v27 } from './fixtures/releases';
import { Select } from './select';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Operating system',
    defaultValue: 'MAC',
    values: [
      { value: 'WIN', label: 'Windows', icon: 'WIN' },
      { value: 'MAC', label: 'macOS', icon: 'MAC' },
      { value: 'LINUX', label: 'Linux', icon: 'LINUX' },
      { value: 'AIX', label: 'AIX', icon: 'AIX' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OperatingSystem: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const GroupsWithIcons: Story = {
  args: {
    label: 'Install method',
    defaultValue: 'NVM',
    defaultOpen: true,
    values: [
      {
        label: 'Official',
        items: [
          { value: 'NVM', label: 'nvm', icon: 'nvm' },
          { value: 'FNM', label: 'fnm' },
          { value: 'DOCKER', label: 'Docker', icon: 'docker' },
        ],
      },
      {
        label: 'Community',
        items: [
          { value: 'BREW', label: 'Brew', icon: 'homebrew' },
          { value: 'DEVBOX', label: 'Devbox', icon: 'devbox' },
        ],
      },
    ],
  },
};

export const DisabledWithReason: Story = {
  args: {
    label: 'Platform',
    defaultValue: 'x64',
    defaultOpen: true,
    values: [
      { value: 'x64', label: 'x64' },
      { value: 'arm64', label: 'ARM64' },
      { value: 'x86', label: 'x86', disabled: true, reason: 'Builds for 32-bit x86 Windows stop with Node.js v22.' },
    ],
  },
};

export const PlainStrings: Story = {
  args: { label: 'Package manager', defaultValue: 'pnpm', values: ['npm', 'pnpm', 'yarn'] },
};

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Empty: Story = { args: { values: [], defaultValue: undefined, placeholder: 'No option available' } };

export const HiddenLabel: Story = { args: { hideLabel: true } };

export const LongContent: Story = {
  args: {
    label: 'Version',
    defaultValue: v22.versionWithPrefix,
    defaultOpen: true,
    values: [v27, v26, v24, v22, v20].flatMap((release) =>
      release.minorVersions.map((minor) => ({ value: minor.versionWithPrefix, label: minor.versionWithPrefix })),
    ),
  },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
