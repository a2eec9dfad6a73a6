import { MARK_NAMES } from '@node-downloads/ui/marks';
import { describe, expect, it } from 'vitest';
import { pageMarks } from './page-marks';

describe('pageMarks', () => {
  it('gives a page that runs a script every mark, as its dropdowns may show any', () => {
    expect(pageMarks('<main></main>', true)).toEqual(MARK_NAMES);
  });

  it('gives a page without a script the marks its markup refers to, and none when it refers to none', () => {
    const html = '<svg><use href="#mark-linux"></use></svg><svg><use href="#mark-npm"></use></svg><p>#mark-yarn in text</p>';
    expect(pageMarks(html, false)).toEqual(['linux', 'npm']);
    expect(pageMarks('<main><h1>v20.11.0</h1></main>', false)).toEqual([]);
  });
});
