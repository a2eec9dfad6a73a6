import type { Meta, StoryObj } from '@storybook/react-vite';

const colorTokens = [
  'bg',
  'surface',
  'surface-raised',
  'border',
  'text',
  'text-muted',
  'accent',
  'accent-hover',
  'on-accent',
  'link',
  'focus',
  'warning-bg',
  'warning-border',
  'warning-text',
  'info-bg',
  'info-border',
  'info-text',
  'neutral-bg',
  'neutral-text',
  'default-bg',
  'default-text',
  'severity-critical',
  'severity-high',
  'severity-medium',
  'severity-low',
  'severity-unknown',
];
const spaceTokens = ['1', '2', '3', '4', '6'];
const textTokens = ['xs', 'sm', 'md', 'lg'];
const radiusTokens = ['sm', 'md', 'full'];

function Colors() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '0.75rem', listStyle: 'none', padding: 0 }}>
      {colorTokens.map((token) => (
        <li key={token} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', fontFamily: 'var(--nd-font-sans)' }}>
          <span
            style={{
              width: '2.5rem',
              height: '2.5rem',
              borderRadius: 'var(--nd-radius-md)',
              border: '1px solid var(--nd-color-border)',
              background: `var(--nd-color-${token})`,
            }}
          />
          <code>--nd-color-{token}</code>
        </li>
      ))}
    </ul>
  );
}

function Typography() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem', fontFamily: 'var(--nd-font-sans)' }}>
      {textTokens.map((token) => (
        <p key={token} style={{ margin: 0, fontSize: `var(--nd-text-${token})` }}>
          <code>--nd-text-{token}</code> Download Node.js v24.11.0 (LTS)
        </p>
      ))}
      <p style={{ margin: 0, fontFamily: 'var(--nd-font-mono)' }}>
        <code>--nd-font-mono</code> nvm install 24
      </p>
    </div>
  );
}

function Spacing() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem', fontFamily: 'var(--nd-font-sans)' }}>
      {spaceTokens.map((token) => (
        <div key={token} style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
          <code style={{ width: '8rem' }}>--nd-space-{token}</code>
          <span style={{ width: `var(--nd-space-${token})`, height: '1rem', background: 'var(--nd-color-accent)' }} />
        </div>
      ))}
      {radiusTokens.map((token) => (
        <div key={token} style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
          <code style={{ width: '8rem' }}>--nd-radius-{token}</code>
          <span
            style={{
              width: '3rem',
              height: '2rem',
              borderRadius: `var(--nd-radius-${token})`,
              border: '2px solid var(--nd-color-accent)',
            }}
          />
        </div>
      ))}
    </div>
  );
}

function FocusRing() {
  return (
    <button type="button" data-slot="details-button" style={{ boxShadow: 'var(--nd-focus-ring)' }}>
      Focused control (--nd-focus-ring)
    </button>
  );
}

// A page of the design's values, not a component: no props table.
const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
  render: () => <Colors />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColorsLight: Story = {};
export const ColorsDark: Story = { globals: { theme: 'dark' } };
export const TypeScale: Story = { render: () => <Typography /> };
export const SpacingAndRadius: Story = { render: () => <Spacing /> };
export const Focus: Story = { render: () => <FocusRing /> };
