import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerLabel, v20, v22, v24, v26, v27 } from './fixtures/releases';
import { VersionPicker } from './version-picker';

const releases = [v27, v26, v24, v22, v20];

const meta = {
  title: 'Components/VersionPicker',
  component: VersionPicker,
  args: {
    releases,
    value: v24.versionWithPrefix,
    href: (release) => `/download/archive/${release.versionWithPrefix}`,
    itemLabel: pickerLabel,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VersionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const LongContent: Story = {
  args: {
    open: true,
    releases: [v26, v24, v22, v20].flatMap((release) =>
      release.minorVersions.map((minor) => ({ versionWithPrefix: minor.versionWithPrefix })),
    ),
    value: v22.minorVersions[3]?.versionWithPrefix ?? v22.versionWithPrefix,
  },
};
export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };
