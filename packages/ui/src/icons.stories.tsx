import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './icons';

const names = ['WIN', 'MAC', 'LINUX', 'AIX', 'nodedotjs', 'docker', 'homebrew', 'chocolatey', 'nvm', 'devbox', 'npm', 'pnpm', 'yarn', 'cloudflare', 'digitalocean', 'vercel'];

const usage: Usage = {
  use: 'For marks of operating systems, install methods and partners, drawn from the page\'s mark sprite; a name without a mark shows its letters in a monogram.',
  accessibility: 'Decorative: hidden from assistive technology unless given a title; the text beside a mark is its name.',
  never: 'Never loads an image over the network; never carries path data into a page\'s JavaScript.',
};

const meta = {
  title: 'Foundations/Icons',
  component: Icon,
  args: { name: 'MAC', size: 24 },
  parameters: { usage },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marks drawn from simple-icons' path data (CC0); Windows and AIX have no mark there and show a text monogram. */
export const All: Story = {
  render: ({ size }) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 8rem)', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {names.map((name) => (
        <li key={name} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <Icon name={name} size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
export const Dark: Story = { ...All, globals: { theme: 'dark' } };
