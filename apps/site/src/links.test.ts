import { VersionError } from '@node-downloads/release-core';
import { describe, expect, it } from 'vitest';
import { archivePath, blogPath, downloadPagePath } from './links';

describe('site routes', () => {
  it('builds release routes', () => {
    expect(archivePath('22.1.0')).toBe('/download/archive/v22.1.0');
    expect(blogPath('v22.1.0')).toBe('/blog/release/v22.1.0');
    expect(() => archivePath('v22')).toThrow(VersionError);
  });

  it('maps the version picker intents to the download pages', () => {
    expect(downloadPagePath('lts')).toBe('/download');
    expect(downloadPagePath('current')).toBe('/download/current');
  });
});
