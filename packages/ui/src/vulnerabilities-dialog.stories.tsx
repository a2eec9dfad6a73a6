import type { Meta, StoryObj } from '@storybook/react-vite';
import { eolLines } from './fixtures/eol';
import { cveHref } from './fixtures/links';
import { VulnerabilitiesDialog, VulnerabilitiesList } from './vulnerabilities-dialog';

const [iron, carbon, v7] = eolLines as [(typeof eolLines)[0], (typeof eolLines)[0], (typeof eolLines)[0]];

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
