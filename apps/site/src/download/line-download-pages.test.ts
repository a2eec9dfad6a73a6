import { snapshot } from '../../test/snapshot';
import { describe, expect, it } from 'vitest';
import { lineDownloadPages } from './line-download-pages';
import { loadSite } from '../site-data';

const at = (date: string) => lineDownloadPages(loadSite({ now: new Date(`${date}T00:00:00Z`), data: snapshot }).releases);

describe('the LTS page on other lines', () => {
  it('has a page for each LTS line but the newest when no line is Current (November 2026)', () => {
    expect(at('2026-11-22')).toEqual([
      { version: 'v24.22.0', path: '/download/v24' },
      { version: 'v22.23.2', path: '/download/v22' },
    ]);
  });

  it('while v26 is Current, the LTS page opens on v24 and only v22 needs a page (May 2026)', () => {
    expect(at('2026-05-15').map((page) => page.path)).toEqual(['/download/v22']);
  });

  it('never for an end-of-life line, which the version picker sets in place', () => {
    const paths = at('2026-11-22').map((page) => page.path);
    expect(paths).not.toContain('/download/v20');
    expect(paths).not.toContain('/download/v26');
  });
});
