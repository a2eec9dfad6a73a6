import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBox } from './code-box';
import { DownloadButton } from './download-button';
import { eolLines } from './fixtures/eol';
import { cveHref, releaseLinks } from './fixtures/links';
import { partners } from './fixtures/partners';
import { pickerLabel, v20, v22, v26 } from './fixtures/releases';
import { EolTable } from './eol-table';
import { PartnerLogos } from './partners';
import { ReleasesTable } from './releases-table';
import { Select } from './select';
import { VersionPicker } from './version-picker';

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) {
    container.remove();
  }
});

// The site pre-renders every page and hydrates it: the first client render must match the HTML.
const cases: [name: string, element: () => React.ReactElement][] = [
  ['Select', () => <Select label="Platform" values={['x64', 'arm64']} defaultValue="arm64" />],
  ['CodeBox', () => <CodeBox code={'nvm install 24\nnode -v'} />],
  ['DownloadButton', () => <DownloadButton kind="binary" href="https://nodejs.org/dist/v24.11.0/node-v24.11.0-linux-x64.tar.xz">Binary</DownloadButton>],
  ['VersionPicker', () => <VersionPicker releases={[v26, v22, v20]} value={v22.versionWithPrefix} href={(release) => `/download/archive/${release.versionWithPrefix}`} itemLabel={pickerLabel} />],
  ['ReleasesTable', () => <ReleasesTable releases={[v26, v22, v20]} {...releaseLinks} />],
  ['EolTable', () => <EolTable lines={eolLines} cveHref={cveHref} />],
  ['PartnerLogos', () => <PartnerLogos partners={partners} site="nodejs.org" now={() => Date.UTC(2026, 10, 22, 10, 15)} />],
];

describe('hydration of server-rendered HTML', () => {
  it.each(cases)('%s hydrates without a mismatch', async (_name, element) => {
    const container = document.createElement('div');
    containers.push(container);
    document.body.append(container);
    container.innerHTML = renderToString(element());
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, element(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
