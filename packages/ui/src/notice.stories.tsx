import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice, StatusNotice } from './notice';

const usage: Usage = {
  use: 'For a short message beside content it concerns (status notices, community methods, no-JavaScript warning); not for errors a form must fix.',
  accessibility: 'A note with its title first; the kind is in words and colour, never colour alone.',
  never: 'Never decides whether a notice applies: the caller passes release-core\'s decision.',
};

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: { kind: 'info', children: 'Long-term support versions get critical fixes for an extended period.' },
  parameters: { usage },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EndOfLifeWarning: Story = {
  render: () => <StatusNotice notice={{ kind: 'eol', status: 'End-of-life', link: 'eol' }} eolHref="/about/eol" currentHref="/download/current" />,
};

export const LtsInfo: Story = {
  render: () => <StatusNotice notice={{ kind: 'lts', status: 'Active LTS', link: 'current' }} eolHref="/about/eol" currentHref="/download/current" />,
};

/** An LTS release while no line is Current: the Current page would show the same release, so no link. */
export const LtsInfoWithoutCurrent: Story = {
  render: () => <StatusNotice notice={{ kind: 'lts', status: 'Maintenance LTS', link: undefined }} eolHref="/about/eol" currentHref="/download/current" />,
};

export const CommunityMethod: Story = {
  args: {
    kind: 'info',
    children: 'Brew is a community-supported install method; the Node.js project does not maintain it.',
    link: { href: 'https://brew.sh', label: 'Get support for Brew' },
  },
};

export const NoJavaScript: Story = {
  args: {
    kind: 'warning',
    title: 'JavaScript is off.',
    children: 'The install commands below cannot adapt to your system.',
    link: { href: '/download/archive/current', label: 'Browse every file of the latest release' },
  },
};

export const LongContent: Story = {
  args: {
    kind: 'warning',
    children:
      'Node.js v20 (Iron) reached end of life on Apr 30, 2026. It no longer receives security updates, and 60 known vulnerabilities affect its last release, including CVE-2026-21637 (high), CVE-2026-21710 (high) and CVE-2026-21717 (medium). Upgrade to an LTS release line that is still supported, such as v24 (Krypton) or v26 (Lithium).',
    link: { href: '/about/eol', label: 'Read about end-of-life versions' },
  },
};

export const Dark: Story = { ...NoJavaScript, globals: { theme: 'dark' } };

/** Right to left: the accent border on the start side, now the right. */
export const RightToLeft: Story = {
  args: {
    kind: 'warning',
    title: 'جافاسكربت معطلة.',
    children: 'لا يمكن لأوامر التثبيت أدناه أن تتكيف مع نظامك.',
    link: { href: '/download/archive/current', label: 'تصفح كل ملفات أحدث إصدار' },
  },
  globals: { direction: 'rtl' },
};
