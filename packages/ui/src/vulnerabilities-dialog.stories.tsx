import type { Usage } from '../.storybook/docs-page';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { opensClosesOnEscapeAndReturnsFocus } from './fixtures/play';
import { eolLines } from './fixtures/eol';
import { cveHref } from './fixtures/links';
import { VulnerabilitiesDialog, VulnerabilitiesList } from './vulnerabilities-dialog';

const [iron, carbon, v7] = eolLines as [(typeof eolLines)[0], (typeof eolLines)[0], (typeof eolLines)[0]];

const usage: Usage = {
  use: 'For the vulnerabilities of one release line, by severity, unknown severities folded when others exist.',
  accessibility: 'A titled modal dialog with one heading per severity; severity is written, not only coloured; focus returns to the opener.',
  never: 'Never fetches advisories, never decides severities (they come with the data).',
};

const meta = {
  title: 'Components/VulnerabilitiesDialog',
  component: VulnerabilitiesDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    title: 'Node.js v7 vulnerabilities',
    known: v7.known,
    unknown: v7.unknown,
    cveHref,
  },
  parameters: { usage },
} satisfies Meta<typeof VulnerabilitiesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Known and unknown severities: the unknown section starts folded. */
export const Mixed: Story = {};
/** Only unknown-severity advisories (those of v7): the section starts open. */
export const AllUnknown: Story = { args: { title: 'Node.js v7: advisories of unknown severity', known: [] } };
export const NoVulnerabilities: Story = { args: { title: 'Node.js v0.8 vulnerabilities', known: [], unknown: [] } };
export const LongContent: Story = { args: { title: 'Node.js v20 (Iron) vulnerabilities', known: iron.known, unknown: iron.unknown } };
export const Critical: Story = { args: { title: 'Node.js v8 (Carbon) vulnerabilities', known: carbon.known, unknown: carbon.unknown } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** The list as a release's page shows it, with notes under each overview: the systems an advisory is limited to and the release that fixed it. */
export const ListWithNotes: StoryObj<typeof VulnerabilitiesList> = {
  render: () => (
    <VulnerabilitiesList
      known={iron.known}
      unknown={iron.unknown}
      cveHref={cveHref}
      notes={(vulnerability) => (
        <>
          {Number(vulnerability.id) % 3 === 0 ? <span>Windows only</span> : null}
          <span>Fixed in v20.12.2</span>
        </>
      )}
    />
  ),
};

/** Opened from a button (named as the element focus returns to, as a page names it), as a page does: Escape closes it and focus returns to the button. */
export const OpenAndEscape: Story = {
  args: { open: false },
  render: function Opener(args) {
    const opener = useRef<HTMLButtonElement>(null);
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <button ref={opener} type="button" data-slot="details-button" onClick={() => setOpen(true)}>
          Vulnerabilities
        </button>
        <VulnerabilitiesDialog {...args} open={open} onOpenChange={setOpen} returnFocusTo={opener} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await opensClosesOnEscapeAndReturnsFocus(canvas.getByRole('button', { name: 'Vulnerabilities' }), 'Node.js v7 vulnerabilities');
  },
};

/** Right to left: the close button and the severity headings mirror; CVE ids read left to right. */
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
