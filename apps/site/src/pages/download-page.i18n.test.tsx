/**
 * The download page's script renders only the `common` and `download` messages it carries: every
 * text of the island, in every selection and after every choice, must come from them. And in
 * another locale the page follows it: texts, install-script comments, reasons and links.
 */
import { I18nProvider } from '../i18n/react';
import fs from 'node:fs';
import path from 'node:path';
import {
  INSTALL_METHODS,
  OPERATING_SYSTEMS,
  offeredFile,
  PACKAGE_MANAGER_VALUES,
  planDownload,
  primaryArtifacts,
  releaseArtifacts,
  resolveSelection,
  SYSTEMS,
  type Selection,
  selectionToQuery,
  TOOL_VERSIONS,
} from '@node-downloads/release-core';
import type { Client } from '@node-downloads/detect';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testMessages, testSite } from '../../test/site-pages';
import { NoScriptDownloads } from '../components/noscript-downloads';
import { VerifyDownloads } from '../components/verify-downloads';
import { installScriptComments, reasonText } from '../download/messages';
import { type CompiledCatalogue, compileCatalogue, pickNamespaces } from '../i18n/catalogue';
import { CLIENT_NAMESPACES, ON_DEMAND_NAMESPACES } from '../i18n/client-namespaces';
import { createI18n, MissingMessageError } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import { toDownloadReleases, toDownloadShasums } from '../download/download-data';
import type { DownloadPageData } from '../download/types';
import { DownloadPage } from './download-page';

const releases = toDownloadReleases(testSite.releases);
const shasums = toDownloadShasums(releases, testSite.shasums);
const lts = releases.find((release) => release.status === 'Active LTS')!;
const eol = releases.find((release) => release.line === 'v20')!;
const prerelease = releases.find((release) => release.status === 'Pending')!;
const old = releases.find((release) => release.line === 'v0.12')!;

/** The messages the page script carries in English: nothing else is loaded, and a missing id throws. */
const clientMessages = pickNamespaces(testMessages.en, CLIENT_NAMESPACES.download);

function pageData(onCurrentPage: boolean): DownloadPageData {
  return {
    releases,
    initialVersion: lts.versionWithPrefix,
    onCurrentPage,
    noCurrentLine: onCurrentPage,
    shasums,
  };
}

function render(node: ReactNode, locale: Locale = 'en', messages: CompiledCatalogue = clientMessages): string {
  return renderToStaticMarkup(<I18nProvider i18n={createI18n(locale, messages)}>{node}</I18nProvider>);
}

const DETECTED: Client[] = [
  { os: 'WIN', architecture: 'arm', bitness: 64, source: 'hints' },
  { os: 'MAC', architecture: 'arm', bitness: 64, source: 'user-agent' },
  { os: 'LINUX', architecture: 'x86', bitness: 64, source: 'none' },
  { os: 'OTHER', architecture: '', bitness: undefined, source: 'none' },
];

/** Selections of the matrix: several versions × every OS × its platforms × each method × each package manager (thinned out). */
function selections(): Selection[] {
  const all: Selection[] = [];
  let index = 0;
  for (const release of [lts, eol, prerelease, old]) {
    for (const os of OPERATING_SYSTEMS) {
      const platforms = SYSTEMS.find((system) => system.value === os)?.platforms ?? [];
      for (const { value: platform } of platforms) {
        for (const method of INSTALL_METHODS) {
          const packageManager = PACKAGE_MANAGER_VALUES[index % PACKAGE_MANAGER_VALUES.length]!;
          index += 1;
          all.push({ version: release.versionWithPrefix, os, platform, installMethod: method.id, packageManager });
        }
      }
    }
  }
  return all;
}

/** The site's modules the page script bundles: the entry and every relative import it reaches. */
function islandModules(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) {
      return;
    }
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), specifier!);
      const found = ['.tsx', '.ts', '/index.ts'].map((suffix) => base + suffix).find((candidate) => fs.existsSync(candidate));
      if (found?.startsWith(root) && !found.includes('/scripts/')) {
        visit(found);
      }
    }
  };
  visit(path.join(root, 'client', 'download.tsx'));
  // Followed: static imports and the stages the entry loads with import(). Kept: what renders,
  // components and the download page's helpers (not the document around the page, which the server renders).
  return [...seen].filter((file) => /\/(pages|components|download|client)\//.test(path.relative(root, file).replace(/^/, '/')));
}

describe('the download page script with only its own namespaces', () => {
  it('renders every selection (OS × platform × method × package manager × LTS, end-of-life, prerelease and v0.12) without a missing message', () => {
    const states = new Set<string>();
    for (const [index, selection] of selections().entries()) {
      for (const onCurrentPage of [false, true]) {
        const data = pageData(onCurrentPage);
        const detected = DETECTED[index % DETECTED.length]!;
        const query = selectionToQuery(selection, data.initialVersion);
        const html = render(<DownloadPage data={data} client={{ detected, query }} />);
        expect(html).toContain('data-slot="download-heading"');
        const resolution = resolveSelection({ releases, selection, shasums });
        const plan = planDownload(resolution, { shasums });
        states.add(plan.state);
        // A button without a file says why: none published, or (a prerelease whose files are not in the data) not known.
        if ([plan.installer?.state, plan.binary?.state].some((state) => state === 'none' || state === 'expected')) {
          states.add('missing file');
        }
      }
    }
    // The matrix reaches every kind of outcome: scripts, no install method, missing files.
    expect([...states].sort()).toEqual(['missing file', 'ready', 'unavailable']);
  });

  it('renders the server markup (system loading); the no-JavaScript list needs more, as only the server renders it', () => {
    expect(render(<DownloadPage data={pageData(false)} />)).toContain('Detecting your system…');
    expect(() => render(<NoScriptDownloads version={lts.versionWithPrefix} artifacts={[]} />)).toThrow(MissingMessageError);
    expect(render(<NoScriptDownloads version={lts.versionWithPrefix} artifacts={[]} />, 'en', testMessages.en)).toContain('JavaScript is off');
  });

  it('words every reason release-core can give (disabled options, missing files, unavailable selections) from the catalogue', () => {
    const i18n = createI18n('en', clientMessages);
    const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
    const worded = new Set<string>();
    for (const selection of selections()) {
      const resolution = resolveSelection({ releases, selection, shasums });
      const { options } = resolution;
      const details = [...options.os, ...options.platform, ...options.installMethod.official, ...options.installMethod.community, ...options.packageManager].flatMap(
        (option) => option.reasons.map((reason) => reason.detail),
      );
      const plan = planDownload(resolution, { shasums });
      for (const offer of [plan.installer, plan.binary]) {
        if (offer && offer.state !== 'file') {
          details.push(offer.detail);
        }
      }
      if (plan.messageDetail) {
        details.push(plan.messageDetail);
      }
      for (const detail of details) {
        // A code without a message would throw (MissingMessageError); a value left out would show as {name}.
        const text = reasonText(t, detail);
        expect(text, detail.code).not.toMatch(/[{}]/);
        worded.add(text);
      }
    }
    expect(worded.size).toBeGreaterThan(30);
    // The catalogue's own sentences, a generic one and one with values, as the English catalogue words them.
    expect(worded).toContain('32-bit Windows builds ended with v22');
    expect(worded).toContain('Docker is not available for this platform');
    expect(worded).toContain('No install method supports AIX ppc64 for v26.13.0. Download Node.js for it from the prebuilt files on this page instead.');
  });

  it('uses, in every module the script bundles, only ids of the namespaces it carries', () => {
    const modules = islandModules();
    expect(modules.some((file) => file.endsWith('download-page.tsx'))).toBe(true);
    const ids = modules.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/'([a-zA-Z]+\.[a-zA-Z0-9.]+)'/g)].map((match) => match[1]!));
    const messageIds = ids.filter((id) => Object.keys(testMessages.en).some((known) => known.split('.')[0] === id.split('.')[0]));
    expect(messageIds.length).toBeGreaterThan(60);
    // Or of a namespace it loads on demand, with the module that uses it.
    const loaded = pickNamespaces(testMessages.en, [...CLIENT_NAMESPACES.download, ...ON_DEMAND_NAMESPACES.download]);
    for (const id of messageIds) {
      expect(loaded[id], id).toBeDefined();
    }
  });
});

/** A catalogue in another locale: every English message of the page's namespaces marked, placeholders and tags kept. */
function markedCatalogue(): CompiledCatalogue {
  const marked: Record<string, string> = {};
  // The page script's namespaces (inline and on demand), and the texts only the server renders (no-JavaScript list, archive verify section).
  for (const namespace of [...CLIENT_NAMESPACES.download, ...ON_DEMAND_NAMESPACES.download, 'downloadStatic']) {
    const file = path.resolve(import.meta.dirname, `../../locales/en/${namespace}.json`);
    for (const [key, message] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)) {
      marked[`${namespace}.${key}`] = `DE:${message}`;
    }
  }
  return compileCatalogue(marked);
}

describe('the download page in another locale', () => {
  const messages = markedCatalogue();
  const data = pageData(false);
  const client = (query: string) => ({ detected: DETECTED[0]!, query });

  it('words the heading, the detected system, the selectors, the install script comments and its links in the locale', () => {
    const query = selectionToQuery({ version: lts.versionWithPrefix, os: 'MAC', platform: 'arm64', installMethod: 'NVM', packageManager: 'PNPM' }, data.initialVersion);
    const html = render(<DownloadPage data={data} client={client(query)} />, 'de', messages);
    expect(html).toContain(
      `DE:Node.js <bdi dir="ltr">${lts.versionWithPrefix}</bdi> for <bdi dir="ltr">macOS</bdi> using <bdi dir="ltr">nvm</bdi> with <bdi dir="ltr">pnpm</bdi>`,
    );
    expect(html).toContain('DE:Detected: <strong>DE:Windows on ARM (64-bit)</strong>');
    expect(html).toContain('DE:Install method');
    const text = html.replace(/<[^>]+>/g, '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(text).toContain('# DE:Download and install nvm:');
    // Commands never change.
    expect(text).toContain(`curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v${TOOL_VERSIONS.nvm.version}/install.sh | bash`);
    expect(html).toContain('href="/de/download/archive/v26.13.0"');
    // No line is Current on the test date: the LTS notice still links to the Current page (which says when one comes back), in the locale.
    expect(html).toContain('href="/de/download/current"');
    expect(html).not.toContain('href="/download');
    expect(html).toContain(`DE:Version`);
  });

  it('gives the reasons of disabled options and missing files in the locale', () => {
    const i18n = createI18n('de', messages);
    const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
    const windows = resolveSelection({ releases, selection: { version: lts.versionWithPrefix }, event: { type: 'detect', os: 'WIN', platform: 'x64' }, shasums });
    const x86 = windows.options.platform.find((option) => option.value === 'x86')!;
    expect(reasonText(t, x86.reasons[0]!.detail)).toBe('DE:32-bit Windows builds ended with v22');
    const binary = offeredFile(lts.minorVersions[0]!, 'WIN', 'x86', 'binary');
    expect(binary.state === 'file' ? undefined : reasonText(t, binary.detail)).toBe(
      'DE:No Windows x86 build of v26.13.0: DE:32-bit Windows builds ended with v22',
    );
    const eolBrew = resolveSelection({ releases, selection: { version: eol.versionWithPrefix, os: 'MAC', platform: 'arm64' }, shasums });
    const brew = eolBrew.options.installMethod.community.find((option) => option.value === 'BREW')!;
    expect(reasonText(t, brew.reasons[0]!.detail)).toMatch(/^DE:/);
    expect(installScriptComments(t).checkNode('v26.13.0')).toBe('DE:Check the Node.js version (should print "v26.13.0"):');
  });
});

describe('the no-JavaScript list', () => {
  it('names its files as release-core does in English', () => {
    const minor = lts.minorVersions[0]!;
    const artifacts = releaseArtifacts(minor, { shasums: testSite.shasums });
    const html = render(<NoScriptDownloads version={lts.versionWithPrefix} artifacts={artifacts} />, 'en', testMessages.en);
    const labels = primaryArtifacts(artifacts).map((artifact) => artifact.label);
    expect(labels).toContain('Windows installer (.msi), x64');
    const linkTexts = [...html.matchAll(/<a href="[^"]+">(.*?)<\/a>/g)].map(([, text = '']) => text.replace(/<\/?bdi[^>]*>/g, ''));
    for (const label of labels) {
      expect(linkTexts).toContain(label);
    }
  });

  it('names them, its texts and its links in another locale', () => {
    const minor = lts.minorVersions[0]!;
    const artifacts = releaseArtifacts(minor, { shasums: testSite.shasums });
    const html = render(<NoScriptDownloads version={lts.versionWithPrefix} artifacts={artifacts} />, 'de', markedCatalogue());
    expect(html).toContain('>DE:<bdi dir="ltr">Windows</bdi> installer (<bdi dir="ltr">.msi</bdi>), <bdi dir="ltr">x64</bdi></a>');
    expect(html).toContain('DE:JavaScript is off');
    expect(html).toContain(`href="/de/download/archive/${lts.versionWithPrefix}"`);
  });
});

describe('"Verify a download" in another locale', () => {
  it('words its texts and its commands\' comments in the locale, the commands unchanged', () => {
    // The archive page's verify commands get the full release, not the download page's data.
    const minor = testSite.releases.find((release) => release.line === lts.line)!.minorVersions[0]!;
    const artifacts = releaseArtifacts(minor, { shasums: testSite.shasums });
    const english = render(<VerifyDownloads minor={minor} artifacts={artifacts} shasums={testSite.shasums} />, 'en', testMessages.en);
    const html = render(<VerifyDownloads minor={minor} artifacts={artifacts} shasums={testSite.shasums} />, 'de', markedCatalogue());
    expect(html).toContain('DE:Verify a download');
    expect(html).toContain('# DE:Download the SHA-256 list of the release');
    expect(html).toContain('# DE:Check that the list is the one the release team signed (detached signature; gpgv comes with Gpg4win)');
    const commands = (markup: string) => markup.split('\n').filter((line) => !line.startsWith('#') && !line.includes('<'));
    expect(commands(english).length).toBeGreaterThan(5);
    expect(commands(html)).toEqual(commands(english));
  });
});
