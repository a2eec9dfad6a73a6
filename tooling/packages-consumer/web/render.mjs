// Server-renders every component @node-downloads/ui exports, with React 19 from the registry and
// real data from release-core's snapshot. Fails when a component throws, renders something other
// than expected, or is exported without a case here (so a new component cannot go unchecked).
import assert from 'node:assert/strict';
import {
  buildReleases,
  cveUrl,
  installScript,
  latestLtsRelease,
  severityCounts,
  splitVulnerabilities,
  statusNotice,
  versionTag,
  vulnerabilitiesByLine,
} from '@node-downloads/release-core';
import { advisories, distIndex, schedule } from '@node-downloads/release-core/data';
import * as ui from '@node-downloads/ui';
import { formatAdvisories, parseAdvisoryText } from '@node-downloads/ui/advisory-markdown';
import * as marks from '@node-downloads/ui/marks';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22T00:00:00Z') });
const lts = latestLtsRelease(releases);
const eol = releases.filter((release) => release.status === 'End-of-life');
const byLine = vulnerabilitiesByLine(advisories, releases);
const v20 = releases.find((release) => release.line === 'v20');
// Advisories as a server passes them: their Markdown formatted by the advisory-markdown entry.
const v20Split = formatAdvisories(splitVulnerabilities(byLine.get('v20') ?? []));
// An advisory whose overview has Markdown code spans: AdvisoryText renders them as code elements.
const cve201812115 = advisories.find((advisory) => advisory.cve.includes('CVE-2018-12115'));
const eolLines = eol.map((release) => ({
  version: release.line,
  codename: release.codename,
  date: release.endOfLife ?? release.releaseDate,
  ...formatAdvisories(splitVulnerabilities(byLine.get(release.line) ?? [])),
  counts: severityCounts(byLine.get(release.line) ?? []),
}));
const linkBuilders = {
  docsHref: (version) => `https://nodejs.org/docs/${version}/api/`,
  changelogHref: (version) => `https://github.com/nodejs/node/releases/tag/${version}`,
  archiveHref: (version) => `/download/archive/${version}`,
};
const links = { ...linkBuilders, eolHref: '/about/eol', currentHref: '/download/current' };
const script = installScript({ release: lts, os: 'LINUX', installMethod: 'NVM', packageManager: 'NPM' });
const partners = [
  { id: 'CLOUDFLARE', name: 'Cloudflare', href: 'https://www.cloudflare.com', weight: 3, icon: 'cloudflare' },
  { id: 'VERCEL', name: 'Vercel', href: 'https://vercel.com', weight: 3, icon: 'vercel' },
  { id: 'NODESOURCE', name: 'NodeSource', href: 'https://nodesource.com', weight: 5 },
];

// [exports covered, element, text the HTML must contain (null: portalled, renders nothing on the server)]
const cases = [
  [['Badge'], () => h(ui.Badge, { kind: 'info' }, 'Active LTS'), 'Active LTS'],
  [['NotInData'], () => h(ui.NotInData, { label: 'not in the release data' }), 'not in the release data'],
  [['StatusBadge'], () => h(ui.StatusBadge, { status: eol[0].status }), 'End-of-life (EoL)'],
  [['Notice'], () => h(ui.Notice, { kind: 'warning', link: { href: '/download/archive/current', label: 'Archive' } }, 'JavaScript is off.'), 'JavaScript is off.'],
  [['StatusNotice'], () => h(ui.StatusNotice, { notice: statusNotice(v20, releases), eolHref: '/about/eol', currentHref: '/download/current' }), 'href="/about/eol"'],
  [['CodeBox'], () => h(ui.CodeBox, { code: script.code, language: script.language }), 'nvm'],
  [['CopyButton'], () => h(ui.CopyButton, { text: script.code }), 'copy'],
  [['DownloadButton'], () => h(ui.DownloadButton, { kind: 'installer', href: `https://nodejs.org/dist/${lts.versionWithPrefix}/node-${lts.versionWithPrefix}-x64.msi` }, 'Windows Installer'), '(.msi)'],
  [['BrandIcon'], () => h(ui.BrandIcon, { name: 'nodedotjs', title: 'Node.js' }), 'aria-label="Node.js"'],
  [['Icon'], () => h(ui.Icon, { name: 'LINUX' }), '<use href="#mark-linux"'], // drawn from the page's sprite
  // The sprite the marks draw from (the `marks` entry): the Linux mark's symbol and the start of its path.
  [['MarkSprite'], () => h(marks.MarkSprite, { names: ['linux'] }), '<symbol id="mark-linux" viewBox="0 0 24 24"><path d="m12.5 0'],
  [['Monogram'], () => h(ui.Monogram, { text: 'AIX' }), 'AIX'],
  [['Select'], () => h(ui.Select, { label: 'Operating system', values: [{ value: 'MAC', label: 'macOS', icon: 'MAC' }, 'LINUX'], defaultValue: 'MAC' }), 'macOS'],
  [
    ['SelectRoot', 'SelectTrigger', 'SelectValue', 'SelectContent', 'SelectGroupPart', 'SelectLabel', 'SelectItemPart', 'SelectSeparator'],
    () =>
      h(ui.SelectRoot, { defaultValue: 'npm' },
        h(ui.SelectTrigger, null, h(ui.SelectValue, null, 'npm')),
        h(ui.SelectContent, null,
          h(ui.SelectGroupPart, null, h(ui.SelectLabel, null, 'Package managers'), h(ui.SelectItemPart, { value: 'npm' }, 'npm')),
          h(ui.SelectSeparator, null))),
    'npm',
  ],
  [['Tooltip'], () => h(ui.Tooltip, { content: 'Chocolatey works on Windows only.' }, h('button', { type: 'button' }, 'Chocolatey')), 'Chocolatey'],
  [
    ['TooltipProvider', 'TooltipRoot', 'TooltipTrigger', 'TooltipContent'],
    () => h(ui.TooltipProvider, null, h(ui.TooltipRoot, null, h(ui.TooltipTrigger, null, 'fnm'), h(ui.TooltipContent, null, 'Fast Node Manager'))),
    'fnm',
  ],
  // The picker shows the text it is given (the site words release-core's versionTag).
  [
    ['VersionPicker'],
    () =>
      h(ui.VersionPicker, {
        releases,
        value: lts.versionWithPrefix,
        href: (release) => `/download/archive/${release.versionWithPrefix}`,
        itemLabel: (release) => (versionTag(release) === 'lts' ? `${release.versionWithPrefix} (LTS)` : release.versionWithPrefix),
      }),
    `${lts.versionWithPrefix} (LTS)`,
  ],
  [['ReleasesTable'], () => h(ui.ReleasesTable, { releases, ...links }), lts.codename],
  [['ReleaseDialog'], () => h(ui.ReleaseDialog, { release: v20, onOpenChange: () => undefined, ...links }), null],
  [['MinorReleasesTable'], () => h(ui.MinorReleasesTable, { releases: v20.minorVersions, ...linkBuilders }), v20.minorVersions[0].versionWithPrefix],
  [['EolTable'], () => h(ui.EolTable, { lines: eolLines, cveHref: cveUrl }), 'v18'],
  [['VulnerabilitiesDialog'], () => h(ui.VulnerabilitiesDialog, { open: true, onOpenChange: () => undefined, title: 'Node.js v20', ...v20Split, cveHref: cveUrl }), null],
  [['ReleaseDetails'], () => h(ui.ReleaseDetails, { release: v20, ...links }), v20.minorVersions[0].versionWithPrefix],
  [['VulnerabilitiesList'], () => h(ui.VulnerabilitiesList, { ...v20Split, cveHref: cveUrl }), 'https://www.cve.org/CVERecord?id=CVE-'],
  [['DetailsControl'], () => h(ui.DetailsControl, { line: 'v20', codename: 'Iron', label: 'Details', expanded: false, onOpen: () => undefined, href: '/download/archive/v20.20.0#line-details' }), 'href="/download/archive/v20.20.0#line-details"'],
  [['PendingDialog'], () => h(ui.PendingDialog, { title: 'Node.js v20', state: { status: 'loading' }, onRetry: () => undefined, onOpenChange: () => undefined }), null],
  [['AdvisoryText'], () => h(ui.AdvisoryText, { tree: parseAdvisoryText(cve201812115.overview) }), '<code>Buffer#write()</code>'],
  [['SeverityChip'], () => h(ui.SeverityChip, { severity: 'high', count: 11 }), '11 high'],
  [['PartnerIcons'], () => h(ui.PartnerIcons, { partners, site: 'nodejs.org' }), 'utm_medium=Link'],
  [['PartnerLogos'], () => h(ui.PartnerLogos, { partners, site: 'nodejs.org' }), 'data-state="loading"'],
  [['Table', 'TableCell'], () => h(ui.Table, null, h('tbody', null, h('tr', null, h(ui.TableCell, { label: 'Version' }, lts.line)))), 'data-label="Version"'],
  [['VisuallyHidden'], () => h(ui.VisuallyHidden, null, 'read out'), 'read out'],
  [
    ['DialogRoot', 'DialogTrigger', 'DialogContent', 'DialogTitle', 'DialogDescription', 'DialogClose'],
    () => h(ui.DialogRoot, null, h(ui.DialogTrigger, null, 'Details'), h(ui.DialogContent, null, h(ui.DialogTitle, null, 'Title'), h(ui.DialogDescription, null, 'Text'), h(ui.DialogClose, null, 'Close'))),
    'Details',
  ],
];

// Components: PascalCase exports (constants are UPPER_CASE, helpers camelCase, and error classes are not components).
const components = Object.keys(ui).filter((name) => /^[A-Z][a-z]/.test(name) && !(ui[name].prototype instanceof Error));
const covered = new Set(cases.flatMap(([names]) => names));
const missing = components.filter((name) => !covered.has(name));
assert.deepEqual(missing, [], `exported components without a server-rendering case: ${missing.join(', ')}`);

let failed = 0;
for (const [names, element, expected] of cases) {
  try {
    const html = renderToString(element());
    if (expected === null) {
      assert.equal(html, '', 'a closed or portalled dialog renders nothing on the server');
    } else {
      assert.ok(html.includes(expected), `the HTML does not contain ${JSON.stringify(expected)}: ${html.slice(0, 200)}`);
    }
  } catch (error) {
    failed += 1;
    console.error(`renderToString ${names.join(', ')}: ${error instanceof Error ? error.message : error}`);
  }
}
console.log(`rendered ${components.length} components in ${cases.length} cases, ${failed} failed`);
process.exit(failed ? 1 : 0);
