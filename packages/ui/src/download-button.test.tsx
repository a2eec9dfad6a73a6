import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { DownloadButton, fileExtension } from './download-button';

describe('DownloadButton', () => {
  it('takes the extension from the last dot-separated segment of the URL', () => {
    expect(fileExtension('https://nodejs.org/dist/v24.11.0/node-v24.11.0-x64.msi')).toBe('msi');
    expect(fileExtension('https://nodejs.org/dist/v24.11.0/node-v24.11.0-linux-x64.tar.xz')).toBe('xz');
    expect(fileExtension('https://nodejs.org/dist/v24.11.0/node-v24.11.0.pkg?download=1')).toBe('pkg');
    expect(fileExtension('https://nodejs.org/dist/latest/')).toBe('');
  });

  it('links to the file and shows its extension', async () => {
    render(
      <DownloadButton kind="installer" href="https://nodejs.org/dist/v24.11.0/node-v24.11.0.pkg">
        macOS installer
      </DownloadButton>,
    );
    const link = screen.getByRole('link', { name: 'macOS installer (.pkg)' });
    expect(link).toHaveAttribute('href', 'https://nodejs.org/dist/v24.11.0/node-v24.11.0.pkg');
    await expectNoAxeViolations();
  });

  it('keeps the extension left to right, parentheses included, on right-to-left pages', () => {
    render(
      <div dir="rtl">
        <DownloadButton kind="installer" href="https://nodejs.org/dist/v24.11.0/node-v24.11.0-x64.msi">
          مُثبِّت Windows
        </DownloadButton>
      </div>,
    );
    expect(screen.getByText('(.msi)')).toHaveAttribute('dir', 'ltr');
  });

  it('is a busy placeholder, not a link, until the system is known', () => {
    render(
      <DownloadButton kind="binary" loading>
        Standalone binary
      </DownloadButton>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Standalone binary').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('renders nothing when hidden (no installer for the system)', () => {
    const { container } = render(
      <DownloadButton kind="installer" href="https://nodejs.org/dist/v24.11.0/node-v24.11.0-linux-x64.tar.xz" hidden>
        Installer
      </DownloadButton>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
