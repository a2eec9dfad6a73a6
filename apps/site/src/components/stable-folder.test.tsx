import { describe, expect, it } from 'vitest';
import { renderTestPage } from '../../test/site-pages';


describe('stable folder on archive pages', () => {
  it("shows the line's latest-v22.x folder and says it points at the newest release only", () => {
    const newest = renderTestPage('/download/archive/v22.23.2');
    expect(newest).toContain('<a href="https://nodejs.org/dist/latest-v22.x/"><bdi dir="ltr">latest-v22.x</bdi></a>');
    expect(newest).toContain('the <bdi dir="ltr">latest-v22.x</bdi> names point at it');
    const older = renderTestPage('/download/archive/v22.12.0');
    expect(older).toContain('<a href="https://nodejs.org/dist/latest-v22.x/"><bdi dir="ltr">latest-v22.x</bdi></a>');
    expect(older).not.toContain('point at it');
    expect(older).toContain('<a href="/download/archive/v22.23.2"><bdi dir="ltr">v22.23.2</bdi></a>');
  });

  it('uses latest-v0.10.x for v0.10 and has no folder for v0.8 or a line with only prereleases', () => {
    expect(renderTestPage('/download/archive/v0.10.48')).toContain('https://nodejs.org/dist/latest-v0.10.x/');
    expect(renderTestPage('/download/archive/v0.8.28')).not.toContain('latest-v');
    expect(renderTestPage('/download/archive/v27.0.0-alpha.0.1.1')).not.toContain('latest-v');
  });
});
