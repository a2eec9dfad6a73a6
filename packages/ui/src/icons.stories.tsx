import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './icons';

const names = ['WIN', 'MAC', 'LINUX', 'AIX', 'nodedotjs', 'docker', 'homebrew', 'chocolatey', 'nvm', 'devbox', 'npm', 'pnpm', 'yarn', 'cloudflare', 'digitalocean', 'vercel'];

const meta = {
  title: 'Foundations/Icons',
  component: Icon,
  args: { name: 'MAC', size: 24 },
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
