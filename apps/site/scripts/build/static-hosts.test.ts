import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { redirectRules } from '../../src/redirects';
import { redirectsFile } from '../serve/redirects-file';
import { exceededLimits, redirectFigures, STATIC_HOSTS } from './static-hosts';

describe('the static hosts\' limits', () => {
  it('the whole redirect table fits every host named', () => {
    const rules = redirectRules(LOCALES);
    const figures = { ...redirectFigures(rules, redirectsFile(rules)), files: 15_000, bytes: 200e6 };
    expect(figures.staticRules + figures.dynamicRules).toBe(rules.length);
    expect(figures.dynamicRules).toBeGreaterThan(0);
    expect(exceededLimits(figures)).toEqual([]);
  });

  it('names each limit a build exceeds, per host', () => {
    const figures = { staticRules: 2001, dynamicRules: 10, longestLine: 80, redirectsBytes: 70_000, files: 47_506, bytes: 662e6 };
    expect(exceededLimits(figures)).toEqual([
      'Cloudflare Pages (free plan): 2001 static redirect rules, at most 2000',
      'Cloudflare Pages (free plan): 47506 files, at most 20000',
      'Cloudflare Pages (paid plans): 2001 static redirect rules, at most 2000',
      'GitLab Pages: 2011 redirect rules, at most 1000',
      'GitLab Pages: 70000 bytes of _redirects, at most 65536',
    ]);
    expect(STATIC_HOSTS.map((host) => host.host)).toEqual(['Cloudflare Pages (free plan)', 'Cloudflare Pages (paid plans)', 'GitLab Pages']);
  });
});
