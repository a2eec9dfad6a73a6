import { describe, expect, it } from 'vitest';
import { renderTestPage } from '../../test/site-pages';
import { CHECK_FILE_MESSAGES } from '../verify-file/check-file-box';

describe('"Check a downloaded file" on an archive page', () => {
  it('is hidden server markup: a labelled file input, a status line and every sentence with its slots', () => {
    const html = renderTestPage('/download/archive/v24.11.1');
    const start = html.indexOf('<div id="check-file"');
    const box = html.slice(start, html.indexOf('</template></div>', start));
    expect(box).toMatch(/^<div id="check-file" data-slot="check-file" data-version="v24.11.1" hidden="">/);
    expect(box).toContain('<label for="check-file-input">File to check</label><input type="file" id="check-file-input"/>');
    expect(box).toContain('role="status" aria-live="polite"');
    for (const name of CHECK_FILE_MESSAGES) {
      expect(box).toContain(`<template data-message="${name}">`);
    }
    expect(box).toContain(
      // Left-to-right values are isolated, as in any message.
      '<template data-message="match"><bdi dir="ltr"><code data-fill="file" class="sha"></code></bdi> of <bdi dir="ltr"><span data-fill="version"></span></bdi>: its SHA-256 matches the published checksum.</template>',
    );
    // The script reads the digests from the page's own table.
    expect(html).toContain('<td class="sha">');
  });
});
