import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseTokens, type Token } from './fixtures/tokens';
import css from './styles/tokens.css?raw';

const tokens = parseTokens(css);

/** The groups of the page, each the tokens whose names start with one of its prefixes. */
const GROUPS: readonly { title: string; prefixes: readonly string[] }[] = [
  { title: 'Colours', prefixes: ['--nd-color-'] },
  { title: 'Code colours', prefixes: ['--nd-code-', '--sh-'] },
  { title: 'Type: families, sizes, weights, line heights', prefixes: ['--nd-font-', '--nd-text-', '--nd-weight-', '--nd-leading', '--nd-tracking-'] },
  { title: 'Spacing, radii and borders', prefixes: ['--nd-space-', '--nd-radius-', '--nd-border-'] },
  { title: 'Control heights', prefixes: ['--nd-control-'] },
  { title: 'Sizes of marks and boxes', prefixes: ['--nd-icon-', '--nd-width-', '--nd-height-', '--nd-measure-', '--nd-size-'] },
  { title: 'Shadows, focus and layers', prefixes: ['--nd-shadow-', '--nd-focus-', '--nd-z-'] },
];

function Sample({ token }: { token: Token }) {
  const { name } = token;
  if (name.startsWith('--nd-color-') || name.startsWith('--nd-code-') || name.startsWith('--sh-')) {
    return <span data-sample="swatch" style={{ background: `var(${name})` }} />;
  }
  if (name.startsWith('--nd-text-')) {
    return <span style={{ fontSize: `var(${name})` }}>Node.js v24</span>;
  }
  if (name.startsWith('--nd-weight-')) {
    return <span style={{ fontWeight: `var(${name})` }}>Node.js v24</span>;
  }
  if (name.startsWith('--nd-font-')) {
    return <span style={{ fontFamily: `var(${name})` }}>nvm install 24</span>;
  }
  if (name.startsWith('--nd-shadow-') || name.startsWith('--nd-focus-')) {
    return <span data-sample="box" style={{ boxShadow: `var(${name})` }} />;
  }
  if (name.startsWith('--nd-radius-')) {
    return <span data-sample="box" style={{ borderRadius: `var(${name})` }} />;
  }
  if (/^--nd-(space|control|icon|border-width)/.test(name)) {
    return <span data-sample="bar" style={{ inlineSize: `var(${name})` }} />;
  }
  return null;
}

function TokenTable({ title, rows }: { title: string; rows: readonly Token[] }) {
  return (
    <table data-slot="table" data-table="tokens">
      <caption data-slot="table-caption">{title}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Light</th>
          <th scope="col">Dark</th>
          <th scope="col">Use</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((token) => (
          <tr key={token.name}>
            <th scope="row">
              <code>{token.name}</code>
            </th>
            <td data-theme="light">
              <Sample token={token} /> <code>{token.light}</code>
            </td>
            <td data-theme="dark">
              <Sample token={token} /> <code>{token.dark ?? token.light}</code>
              {token.dark === undefined ? ' (same)' : null}
            </td>
            <td>{token.use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every token of the stylesheet with its light and dark values and its use, read from the stylesheet itself. */
function TokensPage({ groups }: { groups: typeof GROUPS }) {
  return (
    <div data-page="tokens">
      <style>{`
        [data-page='tokens'] { display: grid; gap: var(--nd-space-6); font: var(--nd-text-sm) / var(--nd-leading) var(--nd-font-sans); }
        [data-page='tokens'] td, [data-page='tokens'] th { vertical-align: middle; text-align: start; }
        [data-page='tokens'] code { overflow-wrap: anywhere; }
        [data-sample] { display: inline-block; vertical-align: middle; }
        [data-sample='swatch'] { inline-size: var(--nd-control-sm); block-size: var(--nd-control-sm); border: var(--nd-border-width) solid var(--nd-color-border); border-radius: var(--nd-radius-sm); }
        [data-sample='box'] { inline-size: var(--nd-control-md); block-size: var(--nd-control-sm); border: var(--nd-border-width) solid var(--nd-color-border); background: var(--nd-color-surface-raised); }
        [data-sample='bar'] { block-size: var(--nd-space-2); background: var(--nd-color-accent); }
      `}</style>
      {groups.map(({ title, prefixes }) => (
        <TokenTable key={title} title={title} rows={tokens.filter((token) => prefixes.some((prefix) => token.name.startsWith(prefix)))} />
      ))}
    </div>
  );
}

// A page of the design's values, not a component: no props table.
const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
  render: () => <TokensPage groups={GROUPS} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token, each group a table: the value in light and dark, drawn, and what it is for. */
export const AllTokens: Story = {};
export const ColoursOnly: Story = { render: () => <TokensPage groups={GROUPS.slice(0, 2)} /> };
