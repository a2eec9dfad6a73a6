// @vitest-environment happy-dom
/**
 * A visitor whose system has no build of its own (a phone, a crawler: detected as `OTHER`) is asked
 * to choose a system in every part of the download page, and no part shows a system, a script or a
 * file as if one were known.
 */
import { I18nProvider } from '../i18n/react';
import type { Client } from '@node-downloads/detect';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testMessages, testSite } from '../../test/site-pages';
import { pickNamespaces } from '../i18n/catalogue';
import { CLIENT_NAMESPACES } from '../i18n/client-namespaces';
import { createI18n } from '../i18n/i18n';
import { toDownloadReleases, toDownloadShasums } from '../download/download-data';
import type { DownloadPageData } from '../download/types';
import { DownloadPage } from './download-page';

const releases = toDownloadReleases(testSite.releases);
const lts = releases.find((release) => release.status === 'Active LTS')!;
const data: DownloadPageData = {
  releases,
  initialVersion: lts.versionWithPrefix,
  onCurrentPage: false,
  noCurrentLine: false,
  shasums: toDownloadShasums(releases, testSite.shasums),
};

/** The download page as its script renders it once the browser detected `os`. */
function renderDetected(os: Client['os']) {
  const detected: Client = { os, architecture: os === 'OTHER' ? '' : 'x86', bitness: os === 'OTHER' ? undefined : 64, source: 'user-agent' };
  return render(
    <I18nProvider i18n={createI18n('en', pickNamespaces(testMessages.en, CLIENT_NAMESPACES.download))}>
      <DownloadPage data={data} client={{ detected, query: '' }} />
    </I18nProvider>,
  );
}

/** The box under the heading of the given level-2 text. */
function box(heading: RegExp): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
}

/** The dropdown trigger of a label, inside `container`. */
function trigger(container: HTMLElement, label: string): HTMLElement {
  return within(container).getByRole('combobox', { name: label });
}

/** Opens "Verify your download" and returns what it shows once its on-demand code has loaded. */
async function openVerify(container: HTMLElement): Promise<HTMLElement> {
  const details = container.querySelector<HTMLDetailsElement>('[data-slot="verify-download"]')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  await waitFor(() => expect(details.textContent).not.toContain('Loading…'), { timeout: 10_000 });
  return details;
}

afterEach(cleanup);

describe('the download page for a system that has no build of its own', () => {
  it('asks for a system in the heading, every dropdown, the install box, the prebuilt files and the verify commands', async () => {
    renderDetected('OTHER');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Download Node.js ${lts.versionWithPrefix}`);
    expect(screen.getByText(/Your system could not be detected/)).toBeTruthy();

    const install = box(/package or version manager/);
    expect(trigger(install, 'Operating system').textContent).toContain('Choose a system');
    expect(trigger(install, 'Platform').hasAttribute('disabled')).toBe(true);
    expect(trigger(install, 'Install method').hasAttribute('disabled')).toBe(true);
    // Nothing is loading any more: the visitor is asked, not kept waiting.
    expect(install.querySelector('[data-slot="select-loading"]')).toBeNull();
    expect(install.querySelector('[data-slot="code-box"]')?.textContent).toContain('Choose an operating system to see its install commands');
    expect(install.querySelector('[data-slot="platform-line"]')?.textContent).toBe('');

    const binaries = box(/prebuilt Node/);
    expect(trigger(binaries, 'Binaries for').textContent).toContain('Choose a system');
    expect(trigger(binaries, 'Binary platform').hasAttribute('disabled')).toBe(true);
    expect(binaries.querySelector('[data-slot="choose-system"]')?.textContent).toBe('Choose an operating system above to see its installer and binary.');
    expect(binaries.querySelectorAll('[data-slot="download-button"]')).toHaveLength(0);
    expect((await openVerify(binaries)).textContent).toContain('Choose a system to see the commands for its file.');

    expect(screen.getByRole('button', { name: 'Copy link to this choice' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the system in every part once one is known (the same page for Linux)', async () => {
    renderDetected('LINUX');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Linux');
    const install = box(/package or version manager/);
    expect(trigger(install, 'Operating system').textContent).toContain('Linux');
    expect(trigger(install, 'Install method').hasAttribute('disabled')).toBe(false);
    expect(install.querySelector('[data-slot="code-box"]')?.textContent).toContain('nvm install');
    expect(install.querySelector('[data-slot="platform-line"]')?.textContent).toContain('Linux');
    const binaries = box(/prebuilt Node/);
    expect(trigger(binaries, 'Binaries for').textContent).toContain('Linux');
    expect(binaries.querySelector('[data-slot="choose-system"]')).toBeNull();
    expect(binaries.querySelector('a[data-slot="download-button"]')?.getAttribute('href')).toMatch(/linux-x64\.tar\.xz$/);
    expect((await openVerify(binaries)).textContent).toContain('sha256sum');
  });
});
