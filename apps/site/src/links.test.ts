import { VersionError } from '@node-downloads/release-core';
import { describe, expect, it } from 'vitest';
import { archivePath, blogPath, downloadPagePath, lineDownloadPath } from './links';

describe('site routes', () => {
  it('builds release routes', () => {
    expect(archivePath('22.1.0')).toBe('/download/archive/v22.1.0');
    expect(blogPath('v22.1.0')).toBe('/blog/release/v22.1.0');
    expect(() => archivePath('v22')).toThrow(VersionError);
  });

  it('maps the version picker intents to the download pages', () => {
    expect(downloadPagePath({ to: 'lts', version: 'v26.13.0', query: '' })).toBe('/download');
    expect(downloadPagePath({ to: 'current', version: 'v27.1.0', query: '' })).toBe('/download/current');
    // Another LTS line than the LTS page's own: its own page, which opens on it without JavaScript.
    expect(downloadPagePath({ to: 'lts', version: 'v24.22.0', query: 'version=v24.22.0' })).toBe('/download/v24');
    expect(lineDownloadPath('22.21.1')).toBe('/download/v22');
    expect(() => lineDownloadPath('v22')).toThrow(VersionError);
  });
});
