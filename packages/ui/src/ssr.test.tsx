import { severityCounts } from '@node-downloads/release-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge, StatusBadge } from './badge';
import { CodeBox } from './code-box';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from './dialog';
import { DownloadButton } from './download-button';
import { EolTable } from './eol-table';
import { pickerLabel, v7Vulnerabilities, v20, v22, v26 } from './fixtures/releases';
import { partners } from './fixtures/partners';
import { BrandIcon, Icon, Monogram } from './icons';
import { MinorReleasesTable } from './minor-releases-table';
import { Notice, StatusNotice } from './notice';
import { PartnerIcons, PartnerLogos } from './partners';
import { ReleaseDialog } from './release-dialog';
import { ReleasesTable } from './releases-table';
import { Select } from './select';
import { SeverityChip } from './severity';
import { Table, TableCell } from './table';
import { Tooltip, TooltipProvider } from './tooltip';
import { VersionPicker } from './version-picker';
import { VisuallyHidden } from './visually-hidden';
import { VulnerabilitiesDialog } from './vulnerabilities-dialog';

const linkBuilders = {
  docsHref: (version: string) => `https://nodejs.org/dist/${version}/docs/api/`,
  changelogHref: (version: string) => `https://github.com/nodejs/node/releases/tag/${version}`,
  archiveHref: (version: string) => `/download/archive/${version}`,
};
const links = {
  ...linkBuilders,
  eolHref: '/about/eol',
  currentHref: '/download/current',
};
const cveHref = (id: string) => `https://www.cve.org/CVERecord?id=${id}`;
const known = v7Vulnerabilities.filter((entry) => entry.severity !== 'unknown');
const unknown = v7Vulnerabilities.filter((entry) => entry.severity === 'unknown');

// Pre-rendering must never break: every component renders to HTML with react-dom/server, and the
// HTML shows what a visitor without JavaScript needs.
// Dialogs are portalled: on the server they render nothing, and must not throw (expected: null).
const cases: [name: string, element: () => React.ReactElement, expected: string | null][] = [
  ['Badge', () => <Badge kind="info">Active LTS</Badge>, 'Active LTS'],
  ['StatusBadge', () => <StatusBadge status="End-of-life" />, 'End-of-life (EoL)'],
  ['Notice', () => <Notice kind="warning" link={{ href: '/download/archive/current', label: 'Open the archive' }}>JavaScript is off.</Notice>, 'href="/download/archive/current"'],
  ['StatusNotice', () => <StatusNotice notice={{ kind: 'lts', status: 'Active LTS', link: 'current' }} eolHref="/about/eol" currentHref="/download/current" />, 'href="/download/current"'],
  ['Select', () => <Select label="Operating system" values={[{ value: 'MAC', label: 'macOS', icon: 'MAC' }, 'LINUX']} defaultValue="MAC" />, 'macOS'],
  ['Tooltip', () => <Tooltip content="Chocolatey works on Windows only."><button type="button">Chocolatey</button></Tooltip>, 'Chocolatey'],
  ['TooltipProvider', () => <TooltipProvider><span>inside</span></TooltipProvider>, 'inside'],
  ['CodeBox', () => <CodeBox code="nvm install 24" language="bash" />, 'Bash'],
  ['DownloadButton', () => <DownloadButton kind="installer" href="https://nodejs.org/dist/v24.11.0/node-v24.11.0-x64.msi">Windows Installer</DownloadButton>, '(.msi)'],
  ['DownloadButton loading', () => <DownloadButton kind="binary" loading>Standalone Binary</DownloadButton>, 'aria-busy="true"'],
  ['VersionPicker', () => <VersionPicker releases={[v26, v22, v20]} value={v22.versionWithPrefix} href={(release) => `/download/archive/${release.versionWithPrefix}`} itemLabel={pickerLabel} />, `${v22.versionWithPrefix} (LTS)`],
  ['ReleasesTable', () => <ReleasesTable releases={[v26, v22, v20]} {...links} />, 'Lithium'],
  ['ReleaseDialog', () => <ReleaseDialog release={v22} onOpenChange={() => undefined} {...links} />, null],
  ['MinorReleasesTable', () => <MinorReleasesTable releases={v20.minorVersions} {...linkBuilders} />, 'v20.20.2'],
  ['EolTable', () => <EolTable lines={[{ version: 'v7', date: '2017-06-30', known, unknown, counts: severityCounts([...known, ...unknown]) }]} cveHref={cveHref} />, '2 unknown'],
  ['VulnerabilitiesDialog', () => <VulnerabilitiesDialog open onOpenChange={() => undefined} title="Node.js v7" known={known} unknown={unknown} cveHref={cveHref} />, null],
  ['SeverityChip', () => <SeverityChip severity="high" count={11} />, '11 high'],
  ['PartnerIcons', () => <PartnerIcons partners={partners} site="nodejs.org" />, 'utm_medium=Link'],
  ['PartnerLogos', () => <PartnerLogos partners={partners} site="nodejs.org" />, 'data-state="loading"'],
  ['Table', () => <Table><tbody><tr><TableCell label="Version">v22</TableCell></tr></tbody></Table>, 'data-label="Version"'],
  ['BrandIcon', () => <BrandIcon name="docker" title="Docker" />, 'aria-label="Docker"'],
  ['Icon', () => <Icon name="WIN" />, 'href="#mark-windows"'],
  ['Monogram', () => <Monogram text="AIX" />, 'AIX'],
  ['VisuallyHidden', () => <VisuallyHidden>read out</VisuallyHidden>, 'read out'],
  ['Dialog parts', () => <DialogRoot open><DialogContent><DialogTitle>Title</DialogTitle><DialogDescription>Text</DialogDescription></DialogContent></DialogRoot>, null],
];

describe('server rendering', () => {
  it.each(cases)('renders %s to HTML', (_name, element, expected) => {
    const html = renderToString(element());
    if (expected === null) {
      expect(html).toBe('');
    } else {
      expect(html).toContain(expected);
    }
  });
});
